import { sql } from "drizzle-orm";
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export type SiteStatKind = "page_view" | "web_vital" | "event" | "quiz_complete";
export type DeviceClass = "mobile" | "tablet" | "desktop";

/**
 * First-party statistics, sent by the browser only with analytics consent (POST
 * /api/clarity/collect). Deliberately anonymous: no IP address, no cookie or visitor id across
 * visits (only a random id for one tab's visit, kept in sessionStorage), no user-agent string (only a coarse device class), no query string, no form content. Rows are
 * deleted after STATS_RETENTION_DAYS.
 */
export const siteStatEvents = pgTable(
  "site_stat_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<SiteStatKind>().notNull(),
    /** A path without query string or fragment. */
    path: text("path").notNull(),
    /** LCP, INP or CLS for Web Vitals; the event name for conversions; the quiz id for a completed quiz; empty for page views. */
    name: text("name"),
    /** Milliseconds (LCP, INP) or the unitless layout-shift score (CLS). */
    value: doublePrecision("value"),
    rating: text("rating").$type<"good" | "needs-improvement" | "poor">(),
    /** Only the host name of another site that linked here. */
    referrerHost: text("referrer_host"),
    deviceClass: text("device_class").$type<DeviceClass>().notNull(),
    /** A random id the tab keeps for its life (sessionStorage), so visits and funnels can be counted; null from older pages. */
    visitId: text("visit_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("site_stat_events_created_at_idx").on(t.createdAt),
    // Web Vitals p75 reads only this index (index-only scans over a date range of vitals alone).
    index("site_stat_events_web_vitals_idx")
      .on(t.createdAt, t.path, t.name, t.value)
      .where(sql`kind = 'web_vital'`),
    // The roll-up triggers re-read a visit's events by its id.
    index("site_stat_events_visit_id_idx").on(t.visitId),
  ],
);

/**
 * Daily roll-ups of site_stat_events for the visits dashboard, kept exact by triggers on that
 * table (insert, update and delete, in the same transaction: migration 0005_visit_rollups.sql).
 * One counter per metric, day (America/Chicago) and key:
 * - by the event's day: page_views (key: path), referrer (page views from that host),
 *   quiz (completions of that quiz), device_anonymous (page views without a visit id, by device);
 * - by the day the visit began (its first event): visits (key ''), page_visits (visits that viewed
 *   that path), device_visits (visits with a page view on that device), funnel (key: visits,
 *   vibe_check, enquiry, enquiry_after_vibe_check, newsletter), so a visit is counted once however
 *   many days it spans.
 */
export const siteStatDaily = pgTable(
  "site_stat_daily",
  {
    metric: text("metric").notNull(),
    day: date("day").notNull(),
    key: text("key").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.key] })],
);

/** Each visit's first day and the counters it adds to there, so a later event changes them exactly once. */
export const siteStatVisits = pgTable("site_stat_visits", {
  visitId: text("visit_id").primaryKey(),
  firstDay: date("first_day"),
  /** "metric:key" of site_stat_daily, e.g. "funnel:vibe_check", "page_visits:/team". */
  metrics: text("metrics")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
