import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DashboardRange, VisitsDashboard } from "./visits-dashboard-types";

/**
 * The visits dashboard's figures, straight from the raw first-party events for a date range (days
 * in the practice's time zone). Percentiles with percentile_cont over the raw values, as Umami does
 * on PostgreSQL. Every query filters on created_at first, so the (created_at, ...) indexes bound it.
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

export async function visitsDashboard(db: Database, range: DashboardRange): Promise<VisitsDashboard> {
  const start = sql`((${range.from})::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`(((${range.to})::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const inRange = sql`created_at >= ${start} and created_at < ${end}`;
  const run = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  const [totals, daily, pages, referrers, devices, funnel, quizzes, vitals] = await Promise.all([
    run<{ visits: number; page_views: number }>(sql`
      select count(distinct visit_id)::int as visits, count(*) filter (where kind = 'page_view')::int as page_views
      from site_stat_events where ${inRange}`),
    run<{ day: string; visits: number; page_views: number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(e.visits, 0)::int as visits, coalesce(e.page_views, 0)::int as page_views
      from generate_series((${range.from})::date, (${range.to})::date, interval '1 day') as d(day)
      left join (
        select (created_at at time zone ${TIME_ZONE})::date as day,
          count(distinct visit_id) as visits, count(*) filter (where kind = 'page_view') as page_views
        from site_stat_events where ${inRange} group by 1
      ) e on e.day = d.day::date
      order by d.day`),
    run<{ path: string; page_views: number; visits: number }>(sql`
      select path, count(*)::int as page_views, count(distinct visit_id)::int as visits
      from site_stat_events where ${inRange} and kind = 'page_view'
      group by path order by page_views desc, path limit 10`),
    run<{ host: string; visits: number }>(sql`
      select referrer_host as host, count(*)::int as visits
      from site_stat_events where ${inRange} and kind = 'page_view' and referrer_host is not null
      group by referrer_host order by visits desc, host limit 10`),
    run<{ device: string; visits: number }>(sql`
      select device_class as device, count(distinct coalesce(visit_id, id::text))::int as visits
      from site_stat_events where ${inRange} and kind = 'page_view'
      group by device_class order by visits desc`),
    run<{ visits: number; vibe_check: number; enquiry: number; enquiry_any: number; newsletter: number }>(sql`
      select count(*)::int as visits,
        count(*) filter (where saw_vibe_check)::int as vibe_check,
        count(*) filter (where saw_vibe_check and sent_enquiry)::int as enquiry,
        count(*) filter (where sent_enquiry)::int as enquiry_any,
        count(*) filter (where signed_up)::int as newsletter
      from (
        select visit_id,
          bool_or(kind = 'page_view' and path = '/vibe-check') as saw_vibe_check,
          bool_or(kind = 'event' and name = 'enquiry_sent') as sent_enquiry,
          bool_or(kind = 'event' and name = 'newsletter_signup_success') as signed_up
        from site_stat_events
        where ${inRange} and visit_id is not null
        group by visit_id
        having bool_or(kind = 'page_view')
      ) v`),
    run<{ quiz: string; completions: number }>(sql`
      select name as quiz, count(*)::int as completions
      from site_stat_events where ${inRange} and kind = 'quiz_complete'
      group by name order by completions desc, name`),
    run<{ path: string; name: string; p75: number; samples: number }>(sql`
      select path, name, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
      from site_stat_events where ${inRange} and kind = 'web_vital'
      group by path, name`),
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
    quizzes: quizzes.map((q) => ({ quiz: q.quiz, completions: Number(q.completions) })),
    webVitals: [...vitalsByPath.values()].sort((a, b) => b.samples - a.samples).slice(0, 15),
  };
}
