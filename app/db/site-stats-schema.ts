import { bigint, doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    index("site_stat_events_kind_created_at_idx").on(t.kind, t.createdAt),
    // The dashboard's visit counts read only this index for a date range (index-only scans).
    index("site_stat_events_created_at_visit_idx").on(t.createdAt, t.visitId),
  ],
);
