import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchRequestHandler } from "react-router";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { analyticsCspSources } from "~/features/analytics/analytics-hosts";
import { reviewsWidgetCspSources } from "~/features/reviews/reviews-hosts";
import { mergeCspSources } from "~/lib/csp-sources";
import type { Database } from "~/db/client.server";
import type { BusyTimesSource } from "~/features/booking/booking.server";
import { createApiRouter } from "./api";
import { rateLimit } from "./api/rate-limit";
import { refuseCrossSite } from "./cross-site";
import { publicConfigFrom, sessionCookieSecure, trustProxySetting, type Config } from "./config";
import type { Logger } from "./logger";
import { redirects } from "./redirects";
import { outboxHealth } from "~/features/leads/leads.server";
import { createRenderCache } from "./render-cache/middleware";
import { capMediaUploadBody, serveMedia } from "./media";
import { securityHeaders } from "./security-headers";
import { capSignInBody } from "./sign-in-body";

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The database (PGlite or PostgreSQL); /readyz checks it answers. */
  db: Database;
  /** Checks the database answers (select 1); defaults to a query through `db`. */
  pingDatabase?: () => Promise<void>;
  /** Called after a lead is committed (wakes the outbox worker). */
  onLeadStored?: () => void;
  /** Hosts' busy times from their own calendars (CalDAV), for the booking pages. */
  busyTimes?: BusyTimesSource;
  /** The React Router server build, or a getter for it (dev reloads it on every request). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite in middleware mode during `npm run dev`. */
  vite?: ViteDevServer;
  /** Folder holding the built client assets (build/client). */
  clientDir?: string;
}

/** The whole HTTP app, without listening: server/index.ts listens, tests call it directly. */
export function createApp({ config, logger, db, pingDatabase, onLeadStored, busyTimes, build, vite, clientDir = path.resolve("build/client") }: AppDeps) {
  const app = express();
  const dev = Boolean(vite);
  const publicConfig = publicConfigFrom(config);
  app.disable("x-powered-by");
  // ETags only ever come from res.send/res.json here: the health checks and the API, whose answers
  // are no-store. Hashing every answer would be work for nothing (pages and files set their own).
  app.set("etag", false);
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));

  app.use(requestLog(logger));
  app.use(warnOfUntrustedForwardedFor(app.get("trust proxy fn") as TrustProxyFn, logger));
  if (config.ANALYTICS_SCRIPT_ORIGIN) {
    logger.warn({ origin: config.ANALYTICS_SCRIPT_ORIGIN }, "ANALYTICS_SCRIPT_ORIGIN is set: analytics scripts load from a stand-in server (tests only)");
  }
  // Analytics hosts enter the CSP only for the tools whose ids are configured.
  // So do the reviews widget's, when its id is configured (its script still waits for consent).
  const csp = mergeCspSources(
    analyticsCspSources(publicConfig.analytics, publicConfig.analytics.scriptOrigin),
    reviewsWidgetCspSources(publicConfig.reviewsWidgetId),
  );
  app.use(securityHeaders({ dev, hsts: config.NODE_ENV === "production" && config.HSTS, csp }));
  // Uploaded photos and audio, before the render cache and compression: they are compressed
  // already, and a byte range must be of the file itself.
  app.use("/media", serveMedia({ db, logger }));

  // Public pages come from the render cache, already compressed, before anything else works on
  // them (docs/architecture.md, "Render cache"; invalidated by server/render-cache/invalidation.ts). Not in
  // development, where Vite serves changing modules.
  const renderCache =
    build && !vite
      ? createRenderCache({
          enabled: config.RENDER_CACHE_ENABLED,
          maxBytes: config.RENDER_CACHE_MAX_BYTES,
          ttlSeconds: config.RENDER_CACHE_TTL_SECONDS,
          sMaxAge: config.CDN_S_MAXAGE_SECONDS,
          staleWhileRevalidate: config.CDN_STALE_WHILE_REVALIDATE_SECONDS,
          render: createFetchRequestHandler(build, config.NODE_ENV),
          // A shared page must not depend on who asked: no nonce, no client address.
          loadContext: () => ({ cspNonce: undefined, publicConfig, db, clientAddress: "shared", sessionCookieSecure: sessionCookieSecure(config) }),
          cspHosts: csp,
          logger,
        })
      : undefined;
  app.locals.renderCache = renderCache;
  if (renderCache) app.use(renderCache.serveHit);
  app.use(compression());
  // Before everything that changes state (the API, page actions, the admin area).
  app.use(refuseCrossSite());
  // Booking posts (the page's action, the router's data request for it, a booking's own page): the
  // lead endpoints' per-client limit, counted in the database, so no one can squat the free times.
  app.post(
    /^\/vibe-check(\.data|\/booking\/[^/]+(\.data)?)?\/?$/i,
    rateLimit({
      db,
      logger,
      enabled: config.RATE_LIMIT_ENABLED,
      rule: { bucket: "booking", max: config.RATE_LIMIT_CONTACT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    }),
  );

  app.post(/^\/admin\/(login|forgot-password|reset-password)(\.data)?\/?$/i, capSignInBody());
  app.post(/^\/admin\/media(\.data)?\/?$/i, capMediaUploadBody());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  // Ready to take traffic: the database answers. A load balancer stops sending requests on 503.
  // The outbox figures let monitoring alert on a growing backlog or failed deliveries.
  const ping = pingDatabase ?? (() => db.execute(sql`select 1`).then(() => undefined));
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      const outbox = await withTimeout(
        ping().then(() => outboxHealth(db)),
        READY_TIMEOUT_MS,
      );
      res.json({ status: "ready", outbox });
    } catch {
      res.status(503).json({ status: "unavailable", message: "The database is not reachable." });
    }
  });

  app.use("/api", createApiRouter({ config, logger, db, onLeadStored }));

  app.use(redirects());

  if (vite) {
    app.use(vite.middlewares);
    // The guide PDFs come from the build (`npm run build:guides` writes them for the dev server too).
    app.use("/guides", express.static(path.join(clientDir, "guides"), { maxAge: "1h", index: false }));
  } else {
    // Hashed file names never change: cache them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  if (renderCache) app.get("/{*splat}", renderCache.render);
  if (build) {
    app.use((req, res, next) => {
      if (isAdminPath(req.path)) {
        // The admin area: personal data, never stored by a browser or proxy, never indexed.
        res.setHeader("Cache-Control", "private, no-store");
        res.setHeader("X-Robots-Tag", "noindex, nofollow");
      } else if (!res.getHeader("Cache-Control")) {
        // Other answers are revalidated on every visit (personal ones are already private,
        // no-store); routes can set their own Cache-Control.
        res.setHeader("Cache-Control", "no-cache");
      }
      next();
    });
    app.all(
      "/{*splat}",
      createRequestHandler({
        build: typeof build === "function" ? build : async () => build,
        getLoadContext: (req, res) => ({
          cspNonce: res.locals.cspNonce as string,
          publicConfig,
          db,
          clientAddress: req.ip ?? "unknown",
          sessionCookieSecure: sessionCookieSecure(config),
          busyTimes,
          onLeadStored,
          emailConfigured: Boolean(config.SMTP_URL),
          siteBaseUrl: config.ADMIN_BASE_URL,
          logServerError: (error: unknown, what: string) => logger.error({ err: error, path: req.path }, what),
        }),
      }),
    );
  }

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = httpStatusOf(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, "request failed");
    res.status(status).json({ message: status >= 500 ? "Something went wrong on our side. Please try again later." : "Bad request" });
  });

  return app;
}

const READY_TIMEOUT_MS = 2_000;

/** /admin and everything under it (not /administrator). */
export function isAdminPath(path: string): boolean {
  return /^\/admin(\/|$)/i.test(path);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/** One JSON line per request: method, path (no query string), status, time. Never bodies or form fields. */
function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // originalUrl: routers (/api) rewrite req.url while they handle a request.
      const path = req.originalUrl.split("?")[0];
      logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  };
}

type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * X-Forwarded-For from a peer that TRUST_PROXY does not trust is ignored, so every visitor behind
 * that proxy counts as the proxy's one address: six junk posts would then block every real
 * enquiry. Said once, loudly; refusing to start would break the first `npm start` behind a host.
 */
function warnOfUntrustedForwardedFor(trusted: TrustProxyFn, logger: Logger) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      const peer = req.socket.remoteAddress ?? "";
      if (!trusted(peer, 0)) {
        warned = true;
        logger.warn(
          { peer },
          "A request came through a proxy this server does not trust (X-Forwarded-For from an untrusted peer): all its visitors share one address for the rate limits. Set TRUST_PROXY to the proxy's address, subnet or hop count.",
        );
      }
    }
    next();
  };
}
