import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { livePagePrefixes, pageQueryParams } from "~/routes";
import { parseRouterRequestPath } from "~/lib/react-router-internals";
import { canonicalOriginFor } from "~/lib/seo";
import type { Logger } from "../logger";
import { buildCsp, type CspHosts } from "../security-headers";
import { inlineScriptHashes } from "./inline-scripts";
import { RenderCacheStore, type CachedPage } from "./store";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** React Router's request handler: a fetch Request in, a Response out. */
export type PageRenderer = (request: Request_, loadContext: AppLoadContext) => Promise<globalThis.Response>;
type Request_ = globalThis.Request;

export interface RenderCacheOptions {
  /** Store rendered public pages (off: each is rendered per request, with the same headers). */
  enabled: boolean;
  maxBytes: number;
  ttlSeconds: number;
  /** CDN lifetime and stale-while-revalidate of public pages, in seconds. */
  sMaxAge: number;
  staleWhileRevalidate: number;
  render: PageRenderer;
  /** The load context for a public render: no nonce (the page's scripts are allowed by hash). */
  loadContext: () => AppLoadContext;
  cspHosts: CspHosts;
  logger: Logger;
  clock?: () => number;
}

/** How a request is answered: from/into the cache, rendered for this visitor only, or left alone. */
export type Classification = { kind: "public"; key: string } | { kind: "private" } | { kind: "other" };

/** Cookie names that mean a signed-in person (the admin session, or any session or host-bound cookie). */
const SESSION_COOKIE = /(^|;)\s*(__Host-|__Secure-|[^=;]*(session|admin))[^=;]*=/i;
/** Campaign and click ids: nothing renders them, so they do not split the cache. */
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_gl)$/i;
/** Pages and data of the admin area and the API, in any letter case (route paths match in any case). */
const PRIVATE_AREA = /^\/(admin|api)(\/|$)/i;

/**
 * Which requests may share one rendered answer. Public: a GET or HEAD of a page, no session, no
 * credentials, and no query parameter other than those the page reads (app/routes.ts) or campaign
 * tags. Private: admin pages, signed-in visitors, forms' results (`?submitted=1`) and any other
 * query: rendered for the one visitor, `private, no-store`.
 */
export function classify(req: Pick<Request, "method" | "path" | "originalUrl" | "headers">): Classification {
  if (req.method !== "GET" && req.method !== "HEAD") return { kind: "other" };
  const path = req.path;
  // Lower-cased first, so a data request's suffix in capitals also counts as the private area's.
  if (PRIVATE_AREA.test(parseRouterRequestPath(path.toLowerCase()).page)) return { kind: "private" };
  if (req.headers.authorization || SESSION_COOKIE.test(req.headers.cookie ?? "")) return { kind: "private" };
  // A client navigation's data request is keyed like its page, plus the routes it names.
  const { page, routerQueryParams } = parseRouterRequestPath(path);
  if (isLivePage(page)) return { kind: "private" };
  const allowed = new Set([...(pageQueryParams[page] ?? []), ...routerQueryParams]);
  const search = new URLSearchParams(req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "");
  const kept: [string, string][] = [];
  for (const [name, value] of search) {
    if (TRACKING_PARAM.test(name)) continue;
    if (!allowed.has(name)) return { kind: "private" };
    kept.push([name, value]);
  }
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  // The canonical origin is the one request header a page renders (root loader): part of the key.
  const host = headerValue(req.headers["x-forwarded-host"]) ?? headerValue(req.headers.host);
  const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : "";
  return { kind: "public", key: `${canonicalOriginFor(host)}${path}${query}` };
}

/** A page under one of the live prefixes (compared without letter case, as routes match). */
function isLivePage(page: string): boolean {
  const lower = page.toLowerCase().replace(/\/+$/, "");
  return livePagePrefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

export function createRenderCache(options: RenderCacheOptions) {
  const clock = options.clock ?? Date.now;
  const store = new RenderCacheStore(options.maxBytes, clock);
  const inflight = new Map<string, Promise<{ page: CachedPage; storable: boolean }>>();
  const publicCacheControl = `public, max-age=0, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;

  /** Renders a public page without a nonce; a 200 without Set-Cookie comes back ready to store. */
  async function renderPublic(req: Request): Promise<{ page: CachedPage; storable: boolean }> {
    const response = await options.render(publicRequest(req), options.loadContext());
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!DROPPED_HEADERS.has(name)) headers.push([name, value]);
    }
    const storable = response.status === 200 && !response.headers.has("set-cookie");
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (html) {
      headers.push(["content-security-policy", buildCsp({ dev: false, scriptHashes: inlineScriptHashes(body.toString("utf8")), ...options.cspHosts })]);
    }
    if (storable) {
      headers.push(["cache-control", publicCacheControl]);
    } else if (!response.headers.has("cache-control")) {
      headers.push(["cache-control", "no-cache"]);
    }
    headers.push(["vary", "Accept-Encoding"]);
    const [br, gz] = await Promise.all([
      // Quality 5: a few milliseconds for a page, within a few percent of the slow maximum.
      brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 6 }),
    ]);
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return {
      page: { status: response.status, headers, br, gzip: gz, etag, expiresAt: clock() + options.ttlSeconds * 1000 },
      storable,
    };
  }

  return {
    store,
    /** Early in the chain: answers from the cache, or marks the request for `render`. */
    serveHit(req: Request, res: Response, next: NextFunction) {
      const classification = classify(req);
      res.locals.renderCache = classification;
      if (classification.kind === "private") res.setHeader("Cache-Control", "private, no-store");
      if (classification.kind !== "public" || !options.enabled) return next();
      const page = store.get(classification.key);
      if (!page) return next();
      sendPage(req, res, page, "HIT");
    },

    /**
     * Last: renders a public page (once per key however many ask at the same moment), stores it
     * when it may be shared, and sends it. Anything else goes on to the per-request renderer.
     */
    async render(req: Request, res: Response, next: NextFunction) {
      const classification = res.locals.renderCache as Classification | undefined;
      if (classification?.kind !== "public") return next();
      const { key } = classification;
      try {
        store.recordMiss();
        // Visitors asking for the same page while it renders wait for that render.
        const pending = options.enabled ? inflight.get(key) : undefined;
        if (pending) {
          const { page, storable } = await pending;
          return sendPage(req, res, page, storable ? "MISS" : "BYPASS");
        }
        const generation = store.generation;
        const rendering = renderPublic(req);
        if (options.enabled) inflight.set(key, rendering);
        let result: Awaited<typeof rendering>;
        try {
          result = await rendering;
        } finally {
          if (inflight.get(key) === rendering) inflight.delete(key);
        }
        const stored = options.enabled && result.storable && store.set(key, result.page, generation);
        sendPage(req, res, result.page, stored ? "MISS" : "BYPASS");
      } catch (error) {
        next(error);
      }
    },

    purgeAll(reason: string) {
      store.purgeAll();
      options.logger.info({ reason }, "render cache purged");
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;

/** Headers that belong to one connection or one encoding, not to the stored page. */
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
]);

function sendPage(req: Request, res: Response, page: CachedPage, state: "HIT" | "MISS" | "BYPASS") {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Render-Cache", state);
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(headerValue(req.headers["accept-encoding"]) ?? "");
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  res.end(req.method === "HEAD" ? undefined : body);
}

/** If-None-Match compares weakly: any listed tag (or `*`) with the same opaque value. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/** br when offered (and not refused with q=0), else gzip, else none. */
export function preferredEncoding(acceptEncoding: string): "br" | "gzip" | null {
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    offered.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const allowed = (name: string) => (offered.get(name) ?? (offered.has("*") ? offered.get("*")! : 0)) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return null;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The fetch Request a shared render sees: the visitor's URL and headers, minus cookies and
 * credentials, so nothing of one visitor can end up in a page another is sent.
 */
function publicRequest(req: Request): Request_ {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "cookie" || name === "authorization") continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const host = (req.get("host") ?? "localhost").split(/[\\/?#@]/)[0] || "localhost";
  // Concatenated, not resolved: a path such as `//other.example/x` stays a path on this host.
  return new Request(new URL(`${req.protocol}://${host}${req.originalUrl}`).href, { method: "GET", headers });
}
