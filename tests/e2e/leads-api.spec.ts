import { expect, test } from "./helpers";

// The production build's lead endpoints and readiness, end to end (details are in tests/api/).
test.describe("lead API in the production server", () => {
  test("/readyz answers once the database is migrated", async ({ request }) => {
    const res = await request.get("/readyz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", outbox: { pending: expect.any(Number), oldestPendingSeconds: expect.any(Number), failed: 0 } });
  });

  test("a JSON enquiry is stored (201); a bad one gets its fixed message (400)", async ({ request }) => {
    const enquiry = {
      firstName: "Riley",
      lastName: "Brooks",
      email: `riley.${Date.now()}@example.com`,
      phone: "",
      serviceInterest: "couples-therapy",
      message: "",
      communicationsOptIn: false,
      dataStorageConsent: true,
      pageUri: "/",
      pageName: "Homepage",
    };
    const ok = await request.post("/api/submit-homepage-form", { data: enquiry });
    expect(ok.status()).toBe(201);
    const bad = await request.post("/api/submit-homepage-form", { data: { ...enquiry, dataStorageConsent: false } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe("You must consent to data storage to submit this form");
  });

  test("a form post without JavaScript is redirected back to its page", async ({ request }) => {
    const res = await request.post("/api/submit-homepage-form", {
      form: {
        firstName: "Riley",
        lastName: "Brooks",
        email: "riley.form@example.com",
        serviceInterest: "other",
        dataStorageConsent: "on",
        pageUri: "/vibe-check",
        pageName: "Vibe Check Page",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toBe("/vibe-check?submitted=1#contact");
  });

  test("a newsletter signup for the configured form is accepted; another portal is refused", async ({ request }) => {
    const signup = { formId: "the-clarity-drip", portalId: "millennial-life", firstName: "Riley", lastName: "Brooks", email: "riley.news@example.com" };
    expect((await request.post("/api/submit-hubspot", { data: signup })).status()).toBe(200);
    const other = await request.post("/api/submit-hubspot", { data: { ...signup, portalId: "12345" } });
    expect(other.status()).toBe(400);
    expect(typeof (await other.json()).message).toBe("string");
  });
});
