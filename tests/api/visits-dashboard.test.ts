import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../app/features/admin/auth.server";
import { parseDashboardRange, visitsDashboard } from "../../app/features/analytics/visits-dashboard.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase, signInCookie } from "./support/api";

describe.each(databaseKinds)("the visits dashboard on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  it("stores the tab's visit id from a beacon, and refuses one that is not a random id", async () => {
    const url = `${api.url}/api/clarity/collect`;
    const ua = { "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
    const visit = "AbCdEfGhIjKlMnOpQrStUv";
    expect(
      (
        await postJson(
          url,
          {
            visit,
            events: [
              { type: "page_view", path: "/" },
              { type: "event", name: "enquiry_sent", path: "/" },
            ],
          },
          ua,
        )
      ).status,
    ).toBe(204);
    expect((await postJson(url, { events: [{ type: "page_view", path: "/team" }] }, ua)).status).toBe(204);
    for (const bad of ["short", "x".repeat(23), "AbCdEfGhIjKlMnOpQrSt.v", 42]) {
      expect((await postJson(url, { visit: bad, events: [{ type: "page_view", path: "/" }] }, ua)).status, String(bad)).toBe(400);
    }
    const rows = await database.query<{ visit_id: string | null; kind: string }>("select visit_id, kind from site_stat_events order by id");
    expect(rows).toEqual([
      { visit_id: visit, kind: "page_view" },
      { visit_id: visit, kind: "event" },
      { visit_id: null, kind: "page_view" },
    ]);
    await database.query("delete from site_stat_events");
  });

  it("is for admins: 401 without a session, 403 for a writer", async () => {
    await createUser(database.handle.db, { username: "writer", password: "writer password long", isAdmin: false });
    const writer = await signInCookie(database, "writer", "writer password long");
    expect((await fetch(`${api.url}/api/clarity/dashboard`, { headers: { "X-Auth-User": "admin", "X-Auth-Admin": "true" } })).status).toBe(401);
    expect((await fetch(`${api.url}/api/clarity/dashboard`, { headers: { Cookie: writer } })).status).toBe(403);
  });

  it("answers with figures equal to counts computed from the events it was given", async () => {
    // 120 visits over the last 6 days: every visit views "/", every 3rd the Vibe Check, every 6th
    // sends an enquiry after it, every 10th signs up; two LCP samples per visit on "/".
    const events: string[] = [];
    const expected = { visits: 120, pageViews: 0, vibeCheck: 0, enquiryAfterVibeCheck: 0, newsletter: 0, mobile: 0, google: 0 };
    const lcp: number[] = [];
    for (let v = 0; v < 120; v++) {
      const visit = `visit${String(v).padStart(17, "0")}`;
      const at = `now() - interval '${v % 6} days' - interval '1 hour'`;
      const device = v % 4 === 0 ? "mobile" : "desktop";
      if (device === "mobile") expected.mobile++;
      const ref = v % 5 === 0 ? "'www.google.com'" : "null";
      if (v % 5 === 0) expected.google++;
      events.push(`('page_view', '/', null, null, ${ref}, '${device}', '${visit}', ${at})`);
      expected.pageViews++;
      if (v % 3 === 0) {
        events.push(`('page_view', '/vibe-check', null, null, null, '${device}', '${visit}', ${at})`);
        expected.pageViews++;
        expected.vibeCheck++;
        if (v % 6 === 0) {
          events.push(`('event', '/vibe-check', 'enquiry_sent', null, null, '${device}', '${visit}', ${at})`);
          expected.enquiryAfterVibeCheck++;
        }
      }
      if (v % 10 === 0) {
        events.push(`('event', '/', 'newsletter_signup_success', null, null, '${device}', '${visit}', ${at})`);
        expected.newsletter++;
      }
      for (const value of [1000 + v * 10, 2000 + v * 5]) {
        events.push(`('web_vital', '/', 'LCP', ${value}, null, '${device}', '${visit}', ${at})`);
        lcp.push(value);
      }
    }
    // Outside the range: 40 days ago.
    events.push(`('page_view', '/old', null, null, null, 'desktop', 'old00000000000000000000', now() - interval '40 days')`);
    await database.query(
      `insert into site_stat_events (kind, path, name, value, referrer_host, device_class, visit_id, created_at) values ${events.join(",")}`,
    );

    // The inbox's own inquiries in the same days (some from visitors who declined statistics), and one from before.
    const inquiry = (days: number) =>
      `('Ada', 'Lane', 'ada${days}@example.com', 'couples-therapy', true, '/', 'Home', now() - interval '${days} days' - interval '1 hour')`;
    await database.query(
      `insert into contact_requests (first_name, last_name, email, service_interest, data_storage_consent, page_uri, page_name, created_at) values ${[0, 1, 2, 5, 40].map(inquiry).join(",")}`,
    );
    const dashboard = await visitsDashboard(database.handle.db, parseDashboardRange(new URLSearchParams("days=7")));
    expect(dashboard.inboxEnquiries).toBe(4);
    expect(dashboard.totals).toEqual({ visits: expected.visits, pageViews: expected.pageViews });
    expect(dashboard.daily).toHaveLength(7);
    expect(dashboard.daily.reduce((sum, d) => sum + d.pageViews, 0)).toBe(expected.pageViews);
    expect(dashboard.topPages).toEqual([
      { path: "/", pageViews: 120, visits: 120 },
      { path: "/vibe-check", pageViews: expected.vibeCheck, visits: expected.vibeCheck },
    ]);
    expect(dashboard.referrers).toEqual([{ host: "www.google.com", visits: expected.google }]);
    expect(dashboard.devices).toEqual([
      { device: "desktop", visits: 120 - expected.mobile },
      { device: "mobile", visits: expected.mobile },
    ]);
    expect(dashboard.funnel).toEqual({
      visits: 120,
      vibeCheck: expected.vibeCheck,
      enquiryAfterVibeCheck: expected.enquiryAfterVibeCheck,
      enquiry: expected.enquiryAfterVibeCheck,
      newsletter: expected.newsletter,
    });
    // p75 as percentile_cont computes it: linear interpolation between the two nearest ranks.
    const sorted = [...lcp].sort((a, b) => a - b);
    const rank = 0.75 * (sorted.length - 1);
    const p75 = sorted[Math.floor(rank)]! + (sorted[Math.ceil(rank)]! - sorted[Math.floor(rank)]!) * (rank - Math.floor(rank));
    expect(dashboard.webVitals).toEqual([{ path: "/", samples: 240, LCP: p75, INP: null, CLS: null }]);

    const api90 = await fetch(`${api.url}/api/clarity/dashboard?days=90`, { headers: { Cookie: await adminCookie() } });
    expect(api90.status).toBe(200);
    expect(((await api90.json()) as { totals: { pageViews: number } }).totals.pageViews).toBe(expected.pageViews + 1);
    const custom = (await (
      await fetch(`${api.url}/api/clarity/dashboard?from=2020-01-01&to=2020-01-31`, { headers: { Cookie: await adminCookie() } })
    ).json()) as {
      range: unknown;
      totals: unknown;
    };
    expect(custom.range).toEqual({ preset: "custom", from: "2020-01-01", to: "2020-01-31" });
    expect(custom.totals).toEqual({ visits: 0, pageViews: 0 });
  });

  const adminCookie = async () => {
    const { username } = await createUser(database.handle.db, {
      username: `owner${Math.random().toString(36).slice(2, 8)}`,
      password: "owner password long",
      isAdmin: true,
    });
    return signInCookie(database, username, "owner password long", "127.0.0.2");
  };

  it("reads custom ranges and refuses nonsense by falling back to 30 days", () => {
    const now = new Date("2026-03-10T18:00:00Z");
    expect(parseDashboardRange(new URLSearchParams("days=7"), now)).toEqual({ preset: 7, from: "2026-03-04", to: "2026-03-10" });
    expect(parseDashboardRange(new URLSearchParams("from=2026-01-01&to=2026-01-31"), now)).toEqual({ preset: "custom", from: "2026-01-01", to: "2026-01-31" });
    for (const q of ["days=8", "from=2026-02-30&to=2026-03-01", "from=2026-03-01&to=2026-01-01", "from=2020-01-01&to=2026-01-01", "from=';drop&to=x"]) {
      expect(parseDashboardRange(new URLSearchParams(q), now).preset, q).toBe(30);
    }
  });
});
