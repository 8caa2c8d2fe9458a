import type { Database } from "~/db/client.server";
import { purgeExpiredSessions } from "~/features/admin/auth.server";
import { purgeEndedPasswordResets } from "~/features/admin/password-reset.server";
import { purgeOldSiteStats } from "~/features/analytics/collect.server";
import { purgeExpiredContactRequests, purgeFinishedOutboxEntries } from "~/features/leads/leads.server";
import { purgeStaleRateLimitBuckets } from "../api/rate-limit";
import type { Logger } from "../logger";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes enquiries past RETENTION_DAYS (their deliveries go with them), finished deliveries of
 * the same age, old first-party statistics, spent rate-limit windows, ended sessions and password
 * resets whose link stopped working a day ago: at start, then hourly.
 * Several instances running it at once is harmless.
 */
export function startRetentionJob({
  db,
  logger,
  retentionDays,
  statsRetentionDays,
  rateLimitWindowSeconds,
  intervalMs = HOUR_MS,
}: {
  db: Database;
  logger: Logger;
  retentionDays: number;
  /** First-party statistics; left alone when not given. */
  statsRetentionDays?: number;
  rateLimitWindowSeconds: number;
  intervalMs?: number;
}) {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      const contactRequests = await purgeExpiredContactRequests(db, retentionDays);
      const finishedDeliveries = await purgeFinishedOutboxEntries(db, retentionDays);
      const buckets = await purgeStaleRateLimitBuckets(db, rateLimitWindowSeconds * 2);
      await purgeExpiredSessions(db);
      await purgeEndedPasswordResets(db);
      const siteStats = statsRetentionDays ? await purgeOldSiteStats(db, statsRetentionDays) : 0;
      if (siteStats > 0) logger.info({ siteStats, statsRetentionDays }, "retention: deleted old site statistics");
      if (contactRequests > 0) logger.info({ contactRequests, retentionDays }, "retention: deleted expired contact requests");
      if (finishedDeliveries > 0) logger.info({ finishedDeliveries, retentionDays }, "retention: deleted old finished deliveries");
      if (buckets > 0) logger.debug({ buckets }, "retention: deleted spent rate-limit windows");
    } catch (error) {
      logger.error({ err: error }, "retention job failed; will try again");
    }
  };
  const tick = () => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
