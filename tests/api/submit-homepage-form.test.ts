import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serviceInterestValues } from "../../app/content/service-interest";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postForm, postJson, validContact, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

describe.each(databaseKinds)("POST /api/submit-homepage-form on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let endpoint: string;
  let wakes = 0;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind, {}, () => wakes++));
    endpoint = `${api.url}/api/submit-homepage-form`;
  });
  afterAll(() => closeApiOnDatabase({ api, database }));
  beforeEach(async () => {
    await database.query("delete from outbox");
    await database.query("delete from contact_requests");
  });

  const countRows = async () => {
    const [contacts] = await database.query<{ n: number }>("select count(*)::int as n from contact_requests");
    const [entries] = await database.query<{ n: number }>("select count(*)::int as n from outbox");
    return { contacts: contacts!.n, outbox: entries!.n };
  };

  it("stores a valid enquiry with its page fields and an outbox entry, then answers 201", async () => {
    const body = validContact({ pageUri: "/premarital-blueprint", pageName: "Homepage", communicationsOptIn: true });
    const wakesBefore = wakes;
    const res = await postJson(endpoint, body);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: true, message: "Request submitted" });
    const rows = await database.query("select * from contact_requests");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Jordan",
      last_name: "Rivera",
      email: body.email,
      phone: "214-555-0199",
      service_interest: "premarital-counseling",
      message: body.message,
      communications_opt_in: true,
      data_storage_consent: true,
      page_uri: "/premarital-blueprint",
      page_name: "Homepage",
      status: "new",
    });
    const entries = await database.query("select * from outbox");
    expect(entries).toEqual([expect.objectContaining({ kind: "contact-notification", contact_request_id: rows[0]!.id, status: "pending", attempts: 0 })]);
    expect(wakes).toBe(wakesBefore + 1);
  });

  it("accepts the optional fields missing and fills the defaults", async () => {
    const res = await postJson(endpoint, {
      firstName: " Sam ",
      lastName: "Okafor",
      email: "sam@example.com",
      serviceInterest: "other",
      dataStorageConsent: true,
    });
    expect(res.status).toBe(201);
    const [row] = await database.query("select * from contact_requests");
    expect(row).toMatchObject({ first_name: "Sam", phone: "", message: "", communications_opt_in: false, page_uri: "/", page_name: "Homepage" });
  });

  it.each([
    ["firstName", { firstName: "" }, "First name is required"],
    ["firstName", { firstName: "   " }, "First name is required"],
    ["firstName", { firstName: undefined }, "First name is required"],
    ["lastName", { lastName: "" }, "Last name is required"],
    ["lastName", { lastName: 42 }, "Last name is required"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { email: "" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["serviceInterest", { serviceInterest: "" }, "Please select a service"],
    ["serviceInterest", { serviceInterest: "astrology" }, "Please select a service"],
    ["serviceInterest", { serviceInterest: undefined }, "Please select a service"],
    ["dataStorageConsent", { dataStorageConsent: false }, "You must consent to data storage to submit this form"],
    ["dataStorageConsent", { dataStorageConsent: undefined }, "You must consent to data storage to submit this form"],
    ["dataStorageConsent", { dataStorageConsent: "true" }, "You must consent to data storage to submit this form"],
    ["message", { message: "x".repeat(5001) }, "Message is too long (5,000 characters at most)"],
    ["phone", { phone: "1".repeat(41) }, "Phone number is too long"],
    ["phone", { phone: "call me maybe" }, "Please enter a valid phone number"],
    ["phone", { phone: "555-01" }, "Please enter a valid phone number"],
    ["phone", { phone: "+1 (214) 555-0199 x12" }, "Please enter a valid phone number"],
    ["phone", { phone: "1".repeat(21) }, "Please enter a valid phone number"],
  ])("refuses a bad %s with 400 and its fixed message (%j)", async (field, change, message) => {
    const res = await postJson(endpoint, validContact(change));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(message);
    expect(await countRows()).toEqual({ contacts: 0, outbox: 0 });
  });

  it("reports every bad field at once", async () => {
    const res = await postJson(endpoint, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "First name is required",
      errors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Please enter a valid email address",
        serviceInterest: "Please select a service",
        dataStorageConsent: "You must consent to data storage to submit this form",
      },
    });
  });

  it("accepts every service of interest of the dropdown", async () => {
    for (const serviceInterest of serviceInterestValues) {
      const res = await postJson(endpoint, validContact({ serviceInterest }));
      expect(res.status, serviceInterest).toBe(201);
    }
    expect((await countRows()).contacts).toBe(serviceInterestValues.length);
  });

  it("answers 415 to a body that is not JSON or a form post", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
      const res = await fetch(endpoint, { method: "POST", headers: { "Content-Type": type }, body: JSON.stringify(validContact()) });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(/application\/json/);
    }
    const none = await fetch(endpoint, { method: "POST", body: new Blob([JSON.stringify(validContact())]) });
    expect(none.status).toBe(415);
    expect((await countRows()).contacts).toBe(0);
  });

  it("answers 413 to a body over 32 KB", async () => {
    const res = await postJson(endpoint, validContact({ message: "x".repeat(33 * 1024) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/more text/);
    expect((await countRows()).contacts).toBe(0);
  });

  it("answers 400 with JSON to malformed JSON and to a JSON value that is not an object", async () => {
    for (const raw of ["{", "{'a':1}", "[]", "[1,2]", "null", '"text"', "42", ""]) {
      const res = await postJson(endpoint, raw);
      expect(res.status, raw).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe("string");
    }
    expect((await countRows()).contacts).toBe(0);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    const res = await fetch(endpoint);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("gives a filled honeypot the success answer and stores nothing", async () => {
    const res = await postJson(endpoint, validContact({ website: "https://spam.example" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: "Request submitted" });
    const form = await postForm(endpoint, { ...formFields(), website: "cheap-pills" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/vibe-check?submitted=1#contact");
    expect(await countRows()).toEqual({ contacts: 0, outbox: 0 });
    // An empty honeypot is what people send.
    expect((await postJson(endpoint, validContact({ website: "" }))).status).toBe(201);
  });

  describe("a form post without JavaScript", () => {
    it("stores it (ticked checkboxes arrive as 'on') and redirects back with ?submitted=1#contact", async () => {
      const res = await postForm(endpoint, { ...formFields(), communicationsOptIn: "on" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/vibe-check?submitted=1#contact");
      const [row] = await database.query("select * from contact_requests");
      expect(row).toMatchObject({
        first_name: "Avery",
        email: "avery@example.com",
        communications_opt_in: true,
        data_storage_consent: true,
        page_uri: "/vibe-check",
      });
    });

    it("treats a missing checkbox as unticked: no consent, redirect with ?error=1#contact", async () => {
      const { dataStorageConsent: _omitted, ...fields } = formFields();
      const res = await postForm(endpoint, fields);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/vibe-check?error=1#contact");
      expect((await countRows()).contacts).toBe(0);
    });

    it("redirects only to a path on this site", async () => {
      for (const [pageUri, target] of [
        ["https://evil.example/x", "/"],
        ["//evil.example/x", "/"],
        ["/\\evil.example", "/"],
        ["/services/couples?x=1#top", "/services/couples"],
        ["javascript:alert(1)", "/"],
      ] as const) {
        const res = await postForm(endpoint, { ...formFields(), pageUri });
        expect(res.headers.get("location"), pageUri).toBe(`${target}?submitted=1#contact`);
      }
    });
  });

  it("keeps form fields out of the request log", async () => {
    const body = validContact({ firstName: "Zebulon", lastName: "Quartermaine", phone: "214-555-0123", message: "secret-marker-text" });
    await postJson(endpoint, body);
    await postJson(endpoint, { ...body, dataStorageConsent: false });
    await postForm(endpoint, { ...formFields(), firstName: "Zebulon" });
    const log = api.logs.join("");
    expect(log).toContain('"path":"/api/submit-homepage-form"');
    for (const secret of ["Zebulon", "Quartermaine", "214-555-0123", "secret-marker-text", body.email]) expect(log).not.toContain(secret);
  });

  it("never half-writes: if the outbox insert fails, the enquiry is not stored and the answer is 503", async () => {
    await database.query("alter table outbox add constraint refuse_all check (false) not valid");
    try {
      const res = await postJson(endpoint, validContact());
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(((await res.json()) as { message: string }).message).toMatch(/try again/);
      const form = await postForm(endpoint, formFields());
      expect(form.headers.get("location")).toBe("/vibe-check?error=1#contact");
    } finally {
      await database.query("alter table outbox drop constraint refuse_all");
    }
    expect(await countRows()).toEqual({ contacts: 0, outbox: 0 });
  });
});

/** What the homepage form posts without JavaScript. */
function formFields(): Record<string, string> {
  return {
    firstName: "Avery",
    lastName: "Chen",
    email: "avery@example.com",
    phone: "",
    serviceInterest: "individual-therapy",
    message: "",
    dataStorageConsent: "on",
    pageUri: "/vibe-check",
    pageName: "Vibe Check Page",
    website: "",
  };
}
