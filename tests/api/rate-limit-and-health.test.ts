import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitRateLimit } from "../../server/api/rate-limit";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, validContact, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

describe.each(databaseKinds)("rate limits and health checks on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind, {
      RATE_LIMIT_ENABLED: "true",
      RATE_LIMIT_CONTACT_MAX: "3",
      RATE_LIMIT_NEWSLETTER_MAX: "2",
      RATE_LIMIT_WINDOW_SECONDS: "120",
    }));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  it("answers 429 with Retry-After and a JSON message once a client is over the limit, per endpoint", async () => {
    const contact = `${api.url}/api/submit-homepage-form`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(contact, validContact())).status);
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await postJson(contact, validContact());
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    const [{ n }] = (await database.query<{ n: number }>("select count(*)::int as n from contact_requests")) as [{ n: number }];
    expect(n).toBe(3);

    // The newsletter has its own counter, and invalid bodies count too: a bot cannot probe for free.
    const newsletter = `${api.url}/api/submit-hubspot`;
    const body = { formId: api.config.NEWSLETTER_FORM_ID, portalId: api.config.NEWSLETTER_PORTAL_ID, firstName: "A", lastName: "B", email: "ab@example.com" };
    expect((await postJson(newsletter, body)).status).toBe(200);
    expect((await postJson(newsletter, { ...body, email: "bad" })).status).toBe(400);
    expect((await postJson(newsletter, body)).status).toBe(429);
  });

  it("limits booking posts per client too, whichever booking path they come to, and leaves reading the times alone", async () => {
    const post = (path: string) =>
      fetch(`${api.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=cancel",
        redirect: "manual",
      });
    const statuses: number[] = [];
    for (const path of ["/vibe-check", "/vibe-check.data", "/Vibe-Check/booking/abc"]) statuses.push((await post(path)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const limited = await post("/vibe-check/booking/abc.data");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(100);
    expect((await fetch(`${api.url}/vibe-check`)).status).not.toBe(429);
  });

  it("counts in the database, so every instance shares the limit, and a new window starts afresh", async () => {
    const rule = { bucket: "test", max: 2, windowSeconds: 60 };
    // Two "instances" are two callers of the same table: concurrent hits never lose a count.
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(database.handle.db, rule, "203.0.113.7")));
    expect(outcomes.filter((o) => !o.limited)).toHaveLength(2);
    expect((await hitRateLimit(database.handle.db, rule, "203.0.113.8")).limited).toBe(false);
    await database.query("update rate_limit_buckets set window_started_at = now() - interval '61 seconds' where key = 'test:203.0.113.7'");
    expect((await hitRateLimit(database.handle.db, rule, "203.0.113.7")).limited).toBe(false);
  });

  it("/healthz answers while the process runs, /readyz while the database answers", async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });
});

describe.each(databaseKinds)("with the database down (%s)", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind, { RATE_LIMIT_ENABLED: "true" }));
    await database.handle.close();
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  it("the lead endpoints answer 503 with a JSON message and /readyz 503; /healthz stays 200", async () => {
    const contact = await postJson(`${api.url}/api/submit-homepage-form`, validContact());
    expect(contact.status).toBe(503);
    expect(((await contact.json()) as { message: string }).message).toMatch(/try again/);
    const newsletter = await postJson(`${api.url}/api/submit-hubspot`, {
      formId: api.config.NEWSLETTER_FORM_ID,
      portalId: api.config.NEWSLETTER_PORTAL_ID,
      firstName: "A",
      lastName: "B",
      email: "ab@example.com",
    });
    expect(newsletter.status).toBe(503);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe("unavailable");
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });
});
