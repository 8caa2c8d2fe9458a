import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_PAGE_NAME } from "../../app/features/newsletter/newsletter-schema";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postForm, postJson, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

describe.each(databaseKinds)("POST /api/submit-hubspot on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let endpoint: string;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind, { NEWSLETTER_PORTAL_ID: "4411", NEWSLETTER_FORM_ID: "clarity-drip-form" }));
    endpoint = `${api.url}/api/submit-hubspot`;
  });
  afterAll(() => closeApiOnDatabase({ api, database }));
  beforeEach(async () => {
    await database.query("delete from outbox");
    await database.query("delete from newsletter_signups");
  });

  const signup = (overrides: Record<string, unknown> = {}) => ({
    formId: "clarity-drip-form",
    portalId: "4411",
    firstName: "Maya",
    lastName: "Patel",
    email: "maya@example.com",
    pageName: NEWSLETTER_PAGE_NAME,
    pageUri: "/blog/fighting-fair",
    ...overrides,
  });

  it("stores the signup and queues it for HubSpot, answering 200", async () => {
    const res = await postJson(endpoint, signup());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "You're now on the list!" });
    const rows = await database.query("select * from newsletter_signups");
    expect(rows).toEqual([
      expect.objectContaining({
        email: "maya@example.com",
        first_name: "Maya",
        last_name: "Patel",
        page_uri: "/blog/fighting-fair",
        page_name: NEWSLETTER_PAGE_NAME,
      }),
    ]);
    const entries = await database.query("select * from outbox");
    expect(entries).toEqual([expect.objectContaining({ kind: "newsletter-hubspot", newsletter_signup_id: rows[0]!.id, status: "pending" })]);
  });

  it("treats a repeat of the same e-mail (any case) as success and updates the one row", async () => {
    expect((await postJson(endpoint, signup())).status).toBe(200);
    const again = await postJson(endpoint, signup({ firstName: "Maya-Rose", email: "Maya@Example.com" }));
    expect(again.status).toBe(200);
    const rows = await database.query("select * from newsletter_signups");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: "Maya-Rose", email: "maya@example.com" });
  });

  it.each([
    [{ email: "maya@" }, "Please enter a valid email address"],
    [{ email: "maya example.com" }, "Please enter a valid email address"],
    [{ email: undefined }, "Please enter a valid email address"],
    [{ firstName: "" }, "First name is required"],
    [{ lastName: undefined }, "Last name is required"],
    [{ formId: undefined }, "formId is required"],
  ])("answers 400 with { message } to %j", async (change, message) => {
    const res = await postJson(endpoint, signup(change));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await database.query("select * from newsletter_signups")).toHaveLength(0);
  });

  it("accepts only the configured portal and form: no open relay into other HubSpot portals", async () => {
    for (const change of [{ portalId: "9999" }, { formId: "someone-elses-form" }, { portalId: "clarity-drip-form", formId: "4411" }]) {
      const res = await postJson(endpoint, signup(change));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("This newsletter form is not known here.");
    }
    expect(await database.query("select * from newsletter_signups")).toHaveLength(0);
  });

  it("answers 415 to text, 413 to a body over 32 KB, 400 to malformed JSON", async () => {
    const text = await fetch(endpoint, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" });
    expect(text.status).toBe(415);
    const big = await postJson(endpoint, signup({ lastName: "x".repeat(40_000) }));
    expect(big.status).toBe(413);
    const broken = await postJson(endpoint, "{ not json");
    expect(broken.status).toBe(400);
    expect(typeof ((await broken.json()) as { message: unknown }).message).toBe("string");
  });

  describe("a form post without JavaScript (the signup page)", () => {
    const formFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
      formId: "clarity-drip-form",
      portalId: "4411",
      firstName: "Maya",
      lastName: "Patel",
      email: "maya@example.com",
      pageName: NEWSLETTER_PAGE_NAME,
      pageUri: "/newsletter",
      ...overrides,
    });

    it("stores the signup, queues it for HubSpot and redirects to the thank-you with 303", async () => {
      const res = await postForm(endpoint, formFields());
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/newsletter?submitted=1#newsletter-signup");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const rows = await database.query("select * from newsletter_signups");
      expect(rows).toEqual([expect.objectContaining({ email: "maya@example.com", first_name: "Maya", last_name: "Patel", page_uri: "/newsletter" })]);
      expect(await database.query("select kind from outbox")).toEqual([{ kind: "newsletter-hubspot" }]);
    });

    it("sends bad input back to the form with ?error=1 and stores nothing", async () => {
      for (const fields of [
        formFields({ email: "not-an-email" }),
        formFields({ firstName: "" }),
        formFields({ formId: "someone-elses-form" }),
        formFields({ pageName: "Another form" }),
        { email: "maya@example.com", pageUri: "/newsletter" },
      ]) {
        const res = await postForm(endpoint, fields);
        expect(res.status, JSON.stringify(fields)).toBe(303);
        expect(res.headers.get("location"), JSON.stringify(fields)).toBe("/newsletter?error=1#newsletter-signup");
      }
      expect(await database.query("select * from newsletter_signups")).toEqual([]);
      expect(await database.query("select * from outbox")).toEqual([]);
    });

    it("redirects only to a path on this site, and stores only that path", async () => {
      for (const [pageUri, target] of [
        ["https://evil.example/x", "/"],
        ["//evil.example/x", "/"],
        ["/\\evil.example", "/"],
        ["/.//evil.example", "/"],
        ["/%2e//evil.example", "/"],
        ["/newsletter?x=1#top", "/newsletter"],
        ["javascript:alert(1)", "/"],
      ] as const) {
        const res = await postForm(endpoint, formFields({ pageUri, email: `maya+${encodeURIComponent(pageUri).length}@example.com` }));
        expect(res.status, pageUri).toBe(303);
        expect(res.headers.get("location"), pageUri).toBe(`${target}?submitted=1#newsletter-signup`);
      }
      const stored = (await database.query("select page_uri from newsletter_signups")).map((row) => row.page_uri);
      for (const path of stored) expect(["/", "/newsletter"]).toContain(path);
    });

    it("refuses a form post that another site's page sent, with 403, storing nothing", async () => {
      const foreign: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
        { Origin: "null" },
      ];
      for (const headers of foreign) {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: new URLSearchParams(formFields()).toString(),
          redirect: "manual",
        });
        expect(res.status, JSON.stringify(headers)).toBe(403);
      }
      expect(await database.query("select * from newsletter_signups")).toEqual([]);
    });

    it("keeps the visitor's name and e-mail out of the request log", async () => {
      await postForm(endpoint, formFields({ firstName: "Zebulon", email: "zebulon@example.com" }));
      await postForm(endpoint, formFields({ firstName: "Zebulon", email: "zebulon-broken" }));
      const log = api.logs.join("");
      expect(log).toContain('"path":"/api/submit-hubspot"');
      for (const secret of ["Zebulon", "zebulon@example.com", "zebulon-broken"]) expect(log).not.toContain(secret);
    });
  });
});
