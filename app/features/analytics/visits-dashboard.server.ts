import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DashboardRange, VisitsDashboard } from "./visits-dashboard-types";

/**
 * The visits dashboard's figures for a date range (days in the practice's time zone), read from
 * the daily roll-ups (site_stat_daily, kept equal to the raw events by triggers in the same
 * transaction), so a year costs a few hundred rows per metric. A visit belongs to the day of its
 * first event: counted once however many days it spans, with everything it did. Web Vitals p75
 * stays on the raw events (percentile_cont over the values, as Umami does on PostgreSQL), over the
 * (kind, created_at) index.
 */

const TIME_ZONE = "America/Chicago";
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 400;

function isRealDate(value: string | null): value is string {
  if (!value || !DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function chicagoToday(now: Date): string {
  return now.toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 7, 30 or 90 days up to today, or a custom from/to (inclusive, at most 400 days); anything else is 30 days. */
export function parseDashboardRange(params: URLSearchParams, now = new Date()): DashboardRange {
  const from = params.get("from");
  const to = params.get("to");
  if (isRealDate(from) && isRealDate(to) && from <= to && addDays(from, MAX_DAYS) > to) {
    return { preset: "custom", from, to };
  }
  const days = Number(params.get("days"));
  const preset = days === 7 || days === 90 ? days : 30;
  const today = chicagoToday(now);
  return { preset, from: addDays(today, -(preset - 1)), to: today };
}

type Rows<T> = { rows: T[] };

/**
 * The dashboard's queries for a range, by name: visitsDashboard runs them together; the scale
 * test times each one on a year of generated events.
 */
export function dashboardQueries(range: DashboardRange) {
  const start = sql`((${range.from})::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`(((${range.to})::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const days = sql`day between (${range.from})::date and (${range.to})::date`;
  /** One roll-up metric summed over the range, by key. */
  const counts = (metric: string) => sql`select key, sum(n)::int as n from site_stat_daily where metric = ${metric} and ${days} group by key having sum(n) > 0`;
  return {
    totals: sql`
      select coalesce(sum(n) filter (where metric = 'visits'), 0)::int as visits,
        coalesce(sum(n) filter (where metric = 'page_views'), 0)::int as page_views
      from site_stat_daily where metric in ('visits', 'page_views') and ${days}`,
    daily: sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(r.visits, 0)::int as visits, coalesce(r.page_views, 0)::int as page_views
      from generate_series((${range.from})::date, (${range.to})::date, interval '1 day') as d(day)
      left join (
        select day, sum(n) filter (where metric = 'visits') as visits, sum(n) filter (where metric = 'page_views') as page_views
        from site_stat_daily where metric in ('visits', 'page_views') and ${days} group by day
      ) r on r.day = d.day::date
      order by d.day`,
    pages: sql`
      select p.key as path, p.n as page_views, coalesce(v.n, 0) as visits
      from (${counts("page_views")}) p left join (${counts("page_visits")}) v on v.key = p.key
      order by page_views desc, path limit 10`,
    referrers: sql`
      select key as host, n as visits from (${counts("referrer")}) r order by visits desc, host limit 10`,
    devices: sql`
      select key as device, sum(n)::int as visits
      from site_stat_daily where metric in ('device_visits', 'device_anonymous') and ${days}
      group by key having sum(n) > 0 order by visits desc, device`,
    funnel: sql`
      select coalesce(sum(n) filter (where key = 'visits'), 0)::int as visits,
        coalesce(sum(n) filter (where key = 'vibe_check'), 0)::int as vibe_check,
        coalesce(sum(n) filter (where key = 'enquiry_after_vibe_check'), 0)::int as enquiry,
        coalesce(sum(n) filter (where key = 'enquiry'), 0)::int as enquiry_any,
        coalesce(sum(n) filter (where key = 'newsletter'), 0)::int as newsletter
      from site_stat_daily where metric = 'funnel' and ${days}`,
    inbox: sql`
      select count(*)::int as n from contact_requests where created_at >= ${start} and created_at < ${end}`,
    quizzes: sql`
      select key as quiz, n as completions from (${counts("quiz")}) q order by completions desc, quiz`,
    vitals: sql`
      select path, name, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
      from site_stat_events where kind = 'web_vital' and created_at >= ${start} and created_at < ${end}
      group by path, name`,
  };
}

export async function visitsDashboard(db: Database, range: DashboardRange): Promise<VisitsDashboard> {
  const q = dashboardQueries(range);
  const run = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  const [totals, daily, pages, referrers, devices, funnel, inbox, quizzes, vitals] = await Promise.all([
    run<{ visits: number; page_views: number }>(q.totals),
    run<{ day: string; visits: number; page_views: number }>(q.daily),
    run<{ path: string; page_views: number; visits: number }>(q.pages),
    run<{ host: string; visits: number }>(q.referrers),
    run<{ device: string; visits: number }>(q.devices),
    run<{ visits: number; vibe_check: number; enquiry: number; enquiry_any: number; newsletter: number }>(q.funnel),
    run<{ n: number }>(q.inbox),
    run<{ quiz: string; completions: number }>(q.quizzes),
    run<{ path: string; name: string; p75: number; samples: number }>(q.vitals),
  ]);

  const vitalsByPath = new Map<string, { path: string; samples: number; LCP: number | null; INP: number | null; CLS: number | null }>();
  for (const row of vitals) {
    const entry = vitalsByPath.get(row.path) ?? { path: row.path, samples: 0, LCP: null, INP: null, CLS: null };
    if (row.name === "LCP" || row.name === "INP" || row.name === "CLS") entry[row.name] = Number(row.p75);
    entry.samples += Number(row.samples);
    vitalsByPath.set(row.path, entry);
  }
  const f = funnel[0] ?? { visits: 0, vibe_check: 0, enquiry: 0, enquiry_any: 0, newsletter: 0 };
  return {
    range,
    totals: { visits: Number(totals[0]?.visits ?? 0), pageViews: Number(totals[0]?.page_views ?? 0) },
    daily: daily.map((d) => ({ day: d.day, visits: Number(d.visits), pageViews: Number(d.page_views) })),
    topPages: pages.map((p) => ({ path: p.path, pageViews: Number(p.page_views), visits: Number(p.visits) })),
    referrers: referrers.map((r) => ({ host: r.host, visits: Number(r.visits) })),
    devices: devices.map((d) => ({ device: d.device, visits: Number(d.visits) })),
    funnel: {
      visits: Number(f.visits),
      vibeCheck: Number(f.vibe_check),
      enquiryAfterVibeCheck: Number(f.enquiry),
      enquiry: Number(f.enquiry_any),
      newsletter: Number(f.newsletter),
    },
    inboxEnquiries: Number(inbox[0]?.n ?? 0),
    quizzes: quizzes.map((q) => ({ quiz: q.quiz, completions: Number(q.completions) })),
    webVitals: [...vitalsByPath.values()].sort((a, b) => b.samples - a.samples).slice(0, 15),
  };
}
