import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase } from "~/db/client.server";
import { ensureAdminUser } from "~/features/admin/auth.server";
import { readBlogContentFiles, seedBlogPosts } from "~/features/blog/blog-seed.server";
import { syncSearchSources } from "~/features/search/search-sources.server";
import { readPracticeContact } from "~/features/settings/practice-settings.server";
import { nextScheduledPublishAt } from "~/features/blog/blog.server";
import { ensureBookingDefaults } from "~/features/booking/booking.server";
import { calDavBusyTimes } from "~/features/booking/caldav-busy.server";
import { createApp } from "./app";
import type { Config } from "./config";
import { contactNotificationDeliverer, hubspotSignupDeliverer, LONGEST_DELIVERY_MS } from "./jobs/deliveries";
import { bookingDeliverers } from "./jobs/booking-deliveries";
import { leadReplyDeliverer } from "./jobs/reply-deliveries";
import { passwordResetDeliverer } from "./jobs/password-reset-deliveries";
import { site } from "~/content/site";
import { createOutboxWorker } from "./jobs/outbox-worker";
import { startRetentionJob } from "./jobs/retention";
import type { Logger } from "./logger";
import { invalidateOnContentChange } from "./render-cache/invalidation";
import type { RenderCache } from "./render-cache/middleware";

/**
 * How long a graceful stop may take before the process gives up: in-flight requests, then the
 * deliveries in hand, which end by their own SMTP and HubSpot timeouts. Shorter, and a deploy
 * would kill a delivery the other side had already accepted, which is then sent again.
 */
export function shutdownGraceMs(): number {
  return LONGEST_DELIVERY_MS + 5_000;
}

/**
 * SIGTERM and SIGINT stop the server gracefully (in-flight requests, then the deliveries in hand)
 * and exit 0; a stop that takes longer than shutdownGraceMs() exits 1.
 */
export function stopOnSignals(running: RunningServer, logger: Logger): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests and deliveries");
    setTimeout(() => {
      logger.warn("shutdown did not finish in time; exiting");
      process.exit(1);
    }, shutdownGraceMs()).unref();
    running.stop().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

export interface RunningServer {
  server: Server;
  port: number;
  /** The render cache of public pages (with a build, outside development). */
  renderCache?: RenderCache;
  /** Stops taking connections, lets in-flight requests finish, stops the workers, closes the database. */
  stop(): Promise<void>;
}

/**
 * Brings the process up in order: database, migrations, delivery workers, then HTTP. Without a
 * `build` it serves the health checks and the API only (the crash test and the API benchmark).
 */
export async function startServer({
  config,
  logger,
  build,
  vite,
}: {
  config: Config;
  logger: Logger;
  build?: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
}): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError: (error) => logger.warn({ err: error }, "an idle PostgreSQL connection failed; the pool replaces it"),
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, "database ready");
  if (database.kind === "pglite" && config.NODE_ENV === "production") {
    logger.info(
      "The embedded database (PGlite) serves one process and runs inside it. For a production site, set DATABASE_URL to a PostgreSQL server: it is faster under load and lets several instances run.",
    );
  }

  // The blog's post files: new and changed ones go in; unchanged ones leave the admin's edits be.
  const seed = await seedBlogPosts(database.db, readBlogContentFiles());
  logger.info({ created: seed.created.length, updated: seed.updated.length, unchanged: seed.unchanged.length }, "blog posts seeded");
  for (const { file, message } of seed.errors) logger.error({ file, message }, "blog post file skipped");
  // Site search: the content pages are indexed again from their files (posts index themselves).
  logger.info({ documents: await syncSearchSources(database.db, { contact: await readPracticeContact(database.db) }) }, "search index rebuilt");

  // Booking: a fresh install offers Vibe Check times at once (default rules, host and hours).
  await ensureBookingDefaults(database.db);

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdminUser(database.db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
    // The password is never logged; an existing account keeps the password it has.
    logger.info(
      { username: config.ADMIN_USERNAME },
      outcome === "created" ? "admin account created from ADMIN_USERNAME" : "admin account from ADMIN_USERNAME already exists (its password is unchanged)",
    );
  }

  if (!config.SMTP_URL) {
    logger.warn("SMTP_URL is not set: new enquiries are stored, but the practice gets no email about them (their notifications are marked skipped).");
  }
  if (!config.HUBSPOT_ENABLED) logger.info("HUBSPOT_ENABLED is off: newsletter signups are stored only, not forwarded to HubSpot.");

  const worker = createOutboxWorker({
    db: database.db,
    logger,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    pollMs: config.OUTBOX_POLL_MS,
    deliverers: {
      "contact-notification":
        config.SMTP_URL && config.LEAD_NOTIFY_TO
          ? contactNotificationDeliverer({
              db: database.db,
              smtpUrl: config.SMTP_URL,
              to: config.LEAD_NOTIFY_TO,
              from: config.LEAD_NOTIFY_FROM,
              adminBaseUrl: config.ADMIN_BASE_URL,
            })
          : null,
      "newsletter-hubspot": config.HUBSPOT_ENABLED
        ? hubspotSignupDeliverer({
            db: database.db,
            baseUrl: config.HUBSPOT_FORMS_BASE_URL,
            portalId: config.NEWSLETTER_PORTAL_ID,
            formId: config.NEWSLETTER_FORM_ID,
          })
        : null,
      "lead-reply": config.SMTP_URL
        ? leadReplyDeliverer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.LEAD_NOTIFY_FROM, replyTo: site.email })
        : null,
      "admin-password-reset": config.SMTP_URL
        ? passwordResetDeliverer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.LEAD_NOTIFY_FROM, adminBaseUrl: config.ADMIN_BASE_URL })
        : null,
      ...(config.SMTP_URL
        ? bookingDeliverers({
            db: database.db,
            smtpUrl: config.SMTP_URL,
            from: config.LEAD_NOTIFY_FROM,
            practiceTo: config.LEAD_NOTIFY_TO,
            siteBaseUrl: config.ADMIN_BASE_URL,
          })
        : {}),
    },
  });
  worker.start();
  const retention = startRetentionJob({
    db: database.db,
    logger,
    retentionDays: config.RETENTION_DAYS,
    statsRetentionDays: config.STATS_RETENTION_DAYS,
    rateLimitWindowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });

  const busyTimes = calDavBusyTimes({
    // Never the calendar's address or credentials: the host's id and the error's class.
    onUnavailable: (hostId, error) =>
      logger.warn({ hostId, reason: error instanceof Error ? error.message : "unknown" }, "a host's calendar could not be read; its busy times are left out"),
  });
  const app = createApp({ config, logger, db: database.db, pingDatabase: database.ping, onLeadStored: worker.wake, busyTimes, build, vite });
  // Each process starts with an empty cache (a deploy shows the new build at once), then empties
  // it whenever content changes, here or on another instance.
  const renderCache = app.locals.renderCache as RenderCache | undefined;
  const stopInvalidation = renderCache
    ? await invalidateOnContentChange({
        cache: renderCache,
        db: database.db,
        listen: database.listen,
        nextChangeAt: (now) => nextScheduledPublishAt(database.db, now),
        logger,
      })
    : async () => {};
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.PORT, config.HOST, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
  } catch (error) {
    await Promise.allSettled([worker.stop(), retention.stop(), stopInvalidation()]);
    await database.close();
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    server,
    port: (server.address() as AddressInfo).port,
    renderCache,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await worker.stop();
        await retention.stop();
        await stopInvalidation();
        await vite?.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
