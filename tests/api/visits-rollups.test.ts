import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeOldSiteStats } from "../../app/features/analytics/collect.server";
import { parseDashboardRange, visitsDashboard } from "../../app/features/analytics/visits-dashboard.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

interface RawEvent {
  kind: string;
  path: string;
  name: string | null;
  referrer_host: string | null;
  device_class: string;
  visit_id: string | null;
  created_at: Date | string;
}

const chicagoDay = (at: Date | string) => new Date(at).toLocaleDateString("en-CA", { timeZone: "America/Chicago" });

/**
 * The roll-up computed here, independently of the triggers, from the raw events: counts of events
 * by their own day, and each visit's facts on the day of its first event.
 */
function rollupOf(events: RawEvent[]): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (metric: string, day: string, key: string) => (out[`${metric}|${day}|${key}`] = (out[`${metric}|${day}|${key}`] ?? 0) + 1);
  const visits = new Map<string, RawEvent[]>();
  for (const e of events) {
    const day = chicagoDay(e.created_at);
    if (e.kind === "page_view") {
      add("page_views", day, e.path);
      if (e.referrer_host) add("referrer", day, e.referrer_host);
      if (!e.visit_id) add("device_anonymous", day, e.device_class);
    }
    if (e.kind === "quiz_complete" && e.name) add("quiz", day, e.name);
    if (e.visit_id) visits.set(e.visit_id, [...(visits.get(e.visit_id) ?? []), e]);
  }
  for (const visitEvents of visits.values()) {
    const day = visitEvents.map((e) => chicagoDay(e.created_at)).sort()[0]!;
    const views = visitEvents.filter((e) => e.kind === "page_view");
    const vibeCheck = views.some((e) => e.path === "/vibe-check");
    const enquiry = visitEvents.some((e) => e.kind === "event" && e.name === "enquiry_sent");
    const newsletter = visitEvents.some((e) => e.kind === "event" && e.name === "newsletter_signup_success");
    add("visits", day, "");
    if (views.length > 0) add("funnel", day, "visits");
    if (vibeCheck) add("funnel", day, "vibe_check");
    if (views.length > 0 && enquiry) add("funnel", day, "enquiry");
    if (vibeCheck && enquiry) add("funnel", day, "enquiry_after_vibe_check");
    if (views.length > 0 && newsletter) add("funnel", day, "newsletter");
    for (const path of new Set(views.map((e) => e.path))) add("page_visits", day, path);
    for (const device of new Set(views.map((e) => e.device_class))) add("device_visits", day, device);
  }
  return out;
}

describe.each(databaseKinds)("the visits roll-ups on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  const beacon = async (body: unknown, userAgent = DESKTOP) =>
    expect((await postJson(`${api.url}/api/clarity/collect`, body, { "User-Agent": userAgent })).status).toBe(204);
  const stored = async () => {
    const rows = await database.query<{ metric: string; day: string | Date; key: string; n: number }>(
      "select metric, day::text as day, key, n from site_stat_daily where n <> 0",
    );
    return Object.fromEntries(rows.map((r) => [`${r.metric}|${String(r.day)}|${r.key}`, Number(r.n)]));
  };
  const expected = async () => rollupOf(await database.query<RawEvent>("select * from site_stat_events"));

  it("counts events from the collect endpoint, and a visit spanning two days once, on the day it began", async () => {
    const visit = "SpanSMidnight000000000";
    await beacon({
      visit,
      events: [
        { type: "page_view", path: "/", referrerHost: "www.Google.com" },
        { type: "quiz_complete", quiz: "therapy-finder" },
      ],
    });
    await beacon({ events: [{ type: "page_view", path: "/team" }] }, IPHONE);
    const today = chicagoDay(new Date());
    expect(await stored()).toEqual({
      [`page_views|${today}|/`]: 1,
      [`page_views|${today}|/team`]: 1,
      [`referrer|${today}|www.google.com`]: 1,
      [`quiz|${today}|therapy-finder`]: 1,
      [`device_anonymous|${today}|mobile`]: 1,
      [`visits|${today}|`]: 1,
      [`funnel|${today}|visits`]: 1,
      [`page_visits|${today}|/`]: 1,
      [`device_visits|${today}|desktop`]: 1,
    });

    // The visit's first events move to yesterday (an update goes through the triggers too), then
    // it goes on today: to the Vibe Check, an enquiry, and the home page again.
    await database.query("update site_stat_events set created_at = created_at - interval '1 day' where visit_id = $1", [visit]);
    await beacon({
      visit,
      events: [
        { type: "page_view", path: "/vibe-check" },
        { type: "event", path: "/vibe-check", name: "enquiry_sent" },
      ],
    });
    await beacon({ visit, events: [{ type: "page_view", path: "/" }] });
    const yesterday = chicagoDay(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000));
    const rollup = await stored();
    expect(Object.values(rollup).every((n) => n >= 0)).toBe(true);
    expect(rollup).toEqual(Object.fromEntries(Object.entries(await expected())));
    expect(rollup[`visits|${yesterday}|`]).toBe(1);
    expect(rollup[`visits|${today}|`]).toBeUndefined();
    expect(rollup[`funnel|${yesterday}|enquiry_after_vibe_check`]).toBe(1);
    expect(rollup[`page_visits|${yesterday}|/`]).toBe(1);

    const week = await visitsDashboard(database.handle.db, parseDashboardRange(new URLSearchParams("days=7")));
    expect(week.totals).toEqual({ visits: 1, pageViews: 4 });
    expect(week.daily.reduce((sum, d) => sum + d.visits, 0)).toBe(1);
    expect(week.topPages).toEqual([
      { path: "/", pageViews: 2, visits: 1 },
      { path: "/team", pageViews: 1, visits: 0 },
      { path: "/vibe-check", pageViews: 1, visits: 1 },
    ]);
    expect(week.devices).toEqual([
      { device: "desktop", visits: 1 },
      { device: "mobile", visits: 1 },
    ]);
    expect(week.funnel).toEqual({ visits: 1, vibeCheck: 1, enquiryAfterVibeCheck: 1, enquiry: 1, newsletter: 0 });
    expect(week.quizzes).toEqual([{ quiz: "therapy-finder", completions: 1 }]);
    // The day it began alone shows the whole visit; today alone shows its page views but not the visit.
    const onlyToday = await visitsDashboard(database.handle.db, { preset: "custom", from: today, to: today });
    expect(onlyToday.totals).toEqual({ visits: 0, pageViews: 3 });
  });

  it("is pruned with the events by the retention purge", async () => {
    // Another visit entirely past the retention period, and the spanning visit's first day too.
    await beacon({ visit: "OldVisit00000000000000", events: [{ type: "page_view", path: "/old", referrerHost: "duckduckgo.com" }] });
    await database.query("update site_stat_events set created_at = now() - interval '401 days' where visit_id = 'OldVisit00000000000000'");
    await database.query("update site_stat_events set created_at = now() - interval '401 days' where created_at < now() - interval '20 hours'");
    const before = await database.query<{ n: number }>("select count(*)::int as n from site_stat_events where created_at < now() - interval '400 days'");
    expect(before[0]!.n).toBe(3);

    expect(await purgeOldSiteStats(database.handle.db, 400)).toBe(3);
    const rollup = await stored();
    expect(rollup).toEqual(await expected());
    const today = chicagoDay(new Date());
    expect(Object.keys(rollup).every((k) => k.split("|")[1] === today)).toBe(true);
    // The spanning visit now begins at its first remaining event, today.
    expect(rollup[`visits|${today}|`]).toBe(1);
    expect((await database.query("select * from site_stat_visits where visit_id = 'OldVisit00000000000000'")).length).toBe(0);
    expect((await database.query("select * from site_stat_daily where n <= 0")).length).toBe(0);

    await database.query("delete from site_stat_events");
    expect(await stored()).toEqual({});
    expect((await database.query("select * from site_stat_visits")).length).toBe(0);
  });

  it("counts one visit once when its reports arrive at the same time", async () => {
    const visit = "AtOnce0000000000000000";
    const paths = ["/", "/team", "/vibe-check", "/services", "/", "/vibe-check", "/blog", "/", "/team", "/faq"];
    await Promise.all(paths.map((path) => beacon({ visit, events: [{ type: "page_view", path }] })));
    const rollup = await stored();
    expect(rollup).toEqual(await expected());
    const today = chicagoDay(new Date());
    expect(rollup[`funnel|${today}|visits`]).toBe(1);
    expect(rollup[`page_visits|${today}|/`]).toBe(1);
    expect(rollup[`page_views|${today}|/`]).toBe(3);
    await database.query("delete from site_stat_events where visit_id = $1", [visit]);
    expect(await stored()).toEqual(await expected());
  });
});
