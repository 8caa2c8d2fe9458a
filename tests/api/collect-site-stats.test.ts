import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deviceClassFromUserAgent, purgeOldSiteStats } from "../../app/features/analytics/collect.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("deviceClassFromUserAgent", () => {
  it("reduces a user agent to phone, tablet or desktop", () => {
    expect(deviceClassFromUserAgent(IPHONE)).toBe("mobile");
    expect(deviceClassFromUserAgent(IPAD)).toBe("tablet");
    expect(deviceClassFromUserAgent(ANDROID_TABLET)).toBe("tablet");
    expect(deviceClassFromUserAgent(DESKTOP)).toBe("desktop");
    expect(deviceClassFromUserAgent(undefined)).toBe("desktop");
  });
});

describe.each(databaseKinds)("POST /api/clarity/collect on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let endpoint: string;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
    endpoint = `${api.url}/api/clarity/collect`;
  });
  afterAll(() => closeApiOnDatabase({ api, database }));
  beforeEach(async () => {
    await database.query("delete from site_stat_events");
    api.logs.length = 0;
  });

  // Node's fetch says "node" as its user agent, which counts as a bot (answered, not stored).
  const beacon = (body: unknown, headers: Record<string, string> = {}) => postJson(endpoint, body, { "User-Agent": DESKTOP, ...headers });
  const rows = () => database.query<Record<string, unknown>>("select * from site_stat_events order by id");

  it("stores page views, Web Vitals and conversions with a device class and nothing that identifies anyone", async () => {
    const res = await postJson(
      endpoint,
      {
        events: [
          { type: "page_view", path: "/vibe-check", referrerHost: "WWW.Google.com" },
          { type: "web_vital", path: "/", name: "LCP", value: 1234.5, rating: "good" },
          { type: "web_vital", path: "/", name: "CLS", value: 0.0123, rating: "good" },
          { type: "event", path: "/", name: "newsletter_signup_success" },
        ],
      },
      { "User-Agent": IPHONE, "Sec-Fetch-Site": "same-origin", Cookie: "session=abc" },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const stored = await rows();
    expect(stored.map(({ id: _id, created_at: _created, ...rest }) => rest)).toEqual([
      {
        kind: "page_view",
        path: "/vibe-check",
        name: null,
        value: null,
        rating: null,
        referrer_host: "www.google.com",
        device_class: "mobile",
        visit_id: null,
      },
      { kind: "web_vital", path: "/", name: "LCP", value: 1234.5, rating: "good", referrer_host: null, device_class: "mobile", visit_id: null },
      { kind: "web_vital", path: "/", name: "CLS", value: 0.0123, rating: "good", referrer_host: null, device_class: "mobile", visit_id: null },
      { kind: "event", path: "/", name: "newsletter_signup_success", value: null, rating: null, referrer_host: null, device_class: "mobile", visit_id: null },
    ]);
    const everything = JSON.stringify(stored) + api.logs.join("\n");
    expect(everything).not.toContain("127.0.0.1");
    expect(everything).not.toContain("iPhone");
    expect(everything).not.toContain("session=abc");
  });

  it("counts a completed quiz by its id alone, under the quiz's own page", async () => {
    const res = await beacon({ events: [{ type: "quiz_complete", quiz: "therapy-finder" }] }, { "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(204);
    const stored = await rows();
    expect(stored.map(({ id: _id, created_at: _created, ...rest }) => rest)).toEqual([
      {
        kind: "quiz_complete",
        path: "/therapy-finder-quiz",
        name: "therapy-finder",
        value: null,
        rating: null,
        referrer_host: null,
        device_class: "desktop",
        visit_id: null,
      },
    ]);
  });

  it("accepts a text/plain beacon carrying JSON", async () => {
    const res = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": DESKTOP },
      body: JSON.stringify({ events: [{ type: "page_view", path: "/team" }] }),
    });
    expect(res.status).toBe(204);
    expect(await rows()).toEqual([expect.objectContaining({ path: "/team", device_class: "desktop" })]);
  });

  it("logs a largest contentful paint over 2500 ms as slow, and only then", async () => {
    expect((await beacon({ events: [{ type: "web_vital", path: "/", name: "LCP", value: 2500, rating: "good" }] })).status).toBe(204);
    expect(api.logs.join("\n")).not.toContain("slow page");
    expect((await beacon({ events: [{ type: "web_vital", path: "/services", name: "LCP", value: 3100.4, rating: "poor" }] })).status).toBe(204);
    const slow = api.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => String(l.msg).includes("slow page"));
    expect(slow).toMatchObject({ level: 40, path: "/services", lcpMs: 3100 });
    // An INP over 2500 ms is stored but is not an LCP.
    api.logs.length = 0;
    expect((await beacon({ events: [{ type: "web_vital", path: "/", name: "INP", value: 3000, rating: "poor" }] })).status).toBe(204);
    expect(api.logs.join("\n")).not.toContain("slow page");
  });

  it.each([
    ["a body that is not an object", "[]"],
    ["no events", { events: [] }],
    ["an unknown event type", { events: [{ type: "click", path: "/" }] }],
    ["a query string in the path", { events: [{ type: "page_view", path: "/vibe-check?email=a@b.c" }] }],
    ["a full URL as path", { events: [{ type: "page_view", path: "https://evil.example/" }] }],
    ["an extra field (form content cannot ride along)", { events: [{ type: "page_view", path: "/", email: "sam@example.com" }] }],
    ["an extra top-level field", { events: [{ type: "page_view", path: "/" }], userAgent: "x" }],
    ["an unknown Web Vital", { events: [{ type: "web_vital", path: "/", name: "FID", value: 10, rating: "good" }] }],
    ["a negative value", { events: [{ type: "web_vital", path: "/", name: "LCP", value: -1, rating: "good" }] }],
    ["an unknown conversion", { events: [{ type: "event", path: "/", name: "purchase" }] }],
    ["a referrer that is not a host name", { events: [{ type: "page_view", path: "/", referrerHost: "https://x.test/a?b" }] }],
    ["too many events", { events: Array.from({ length: 21 }, () => ({ type: "page_view", path: "/" })) }],
    ["broken JSON", "{not json"],
    ["an unknown quiz", { events: [{ type: "quiz_complete", quiz: "purity-test" }] }],
    ["a quiz completion carrying answers", { events: [{ type: "quiz_complete", quiz: "therapy-finder", answers: { who: "us" } }] }],
    ["a quiz completion carrying its result", { events: [{ type: "quiz_complete", quiz: "therapy-finder", result: "crisis" }] }],
    ["a quiz completion naming a page", { events: [{ type: "quiz_complete", quiz: "therapy-finder", path: "/therapy-finder-quiz" }] }],
  ])("answers 400 to %s and stores nothing", async (_label, body) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
    expect(await rows()).toEqual([]);
  });

  it("answers 413 to a body over 4 KB", async () => {
    const res = await beacon({ events: [{ type: "page_view", path: `/${"a".repeat(5000)}` }] });
    expect(res.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it("answers 415 to anything but JSON or text", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/html", "multipart/form-data; boundary=x"]) {
      const res = await fetch(endpoint, { method: "POST", headers: { "Content-Type": type }, body: "events=1" });
      expect(res.status, type).toBe(415);
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses cross-site posts, ignores bots, and allows only POST", async () => {
    const body = { events: [{ type: "page_view", path: "/" }] };
    expect((await beacon(body, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await beacon(body, { "User-Agent": GOOGLEBOT })).status).toBe(204);
    expect(await rows()).toEqual([]);
    const get = await fetch(endpoint);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("deletes statistics past the retention period", async () => {
    await beacon({
      events: [
        { type: "page_view", path: "/old" },
        { type: "page_view", path: "/new" },
      ],
    });
    await database.query("update site_stat_events set created_at = now() - interval '401 days' where path = '/old'");
    expect(await purgeOldSiteStats(database.handle.db, 400)).toBe(1);
    expect((await rows()).map((r) => r.path)).toEqual(["/new"]);
  });
});

describe.each(databaseKinds)("statistics rate limit on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind, { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_STATS_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "60" }));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  it("answers 429 with Retry-After once a client has sent too many beacons, on its own counter", async () => {
    const endpoint = `${api.url}/api/clarity/collect`;
    const body = { events: [{ type: "page_view", path: "/" }] };
    const browser = { "User-Agent": DESKTOP };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(endpoint, body, browser)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const limited = await postJson(endpoint, body, browser);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const [{ n }] = (await database.query<{ n: number }>("select count(*)::int as n from site_stat_events")) as [{ n: number }];
    expect(n).toBe(3);
  });
});
