import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { NEWSLETTER_PAGE_NAME } from "../../app/features/newsletter/newsletter-schema";
import { contactNotificationDeliverer, hubspotSignupDeliverer } from "../../server/jobs/deliveries";
import { createOutboxWorker, type OutboxWorker } from "../../server/jobs/outbox-worker";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { postJson, startApi, validContact, type RunningApi } from "./support/server";
import { startHubspotStandIn, startSmtpServer, waitFor } from "./support/stand-ins";

const silent = pino({ level: "silent" });
const PORTAL = "4411";
const FORM = "clarity-drip-form";

describe.each(databaseKinds)("outbox delivery on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let hubspot: Awaited<ReturnType<typeof startHubspotStandIn>>;
  let api: RunningApi;
  let worker: OutboxWorker | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpServer();
    hubspot = await startHubspotStandIn();
    api = await startApi(database, { NEWSLETTER_PORTAL_ID: PORTAL, NEWSLETTER_FORM_ID: FORM }, () => worker?.wake());
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await hubspot?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.query("delete from outbox");
    await database.query("delete from contact_requests");
    await database.query("delete from newsletter_signups");
    smtp.received.length = 0;
    hubspot.received.length = 0;
    hubspot.accepted.length = 0;
    hubspot.state.answer = () => 200;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  function startWorker({ maxAttempts = 5, smtpConfigured = true, hubspotConfigured = true } = {}) {
    worker = createOutboxWorker({
      db: database.handle.db,
      logger: silent,
      maxAttempts,
      retryBaseMs: 40,
      pollMs: 30,
      deliverers: {
        "contact-notification": smtpConfigured
          ? contactNotificationDeliverer({
              db: database.handle.db,
              smtpUrl: smtp.url,
              tls: smtp.tls,
              to: "intake@practice.example",
              from: "Website <website@practice.example>",
              adminBaseUrl: "https://admin.practice.example",
            })
          : null,
        "newsletter-hubspot": hubspotConfigured
          ? hubspotSignupDeliverer({ db: database.handle.db, baseUrl: hubspot.url, portalId: PORTAL, formId: FORM, timeoutMs: 2_000 })
          : null,
      },
    });
    worker.start();
    return worker;
  }

  const outboxRows = () =>
    database.query<{ kind: string; status: string; attempts: number; last_error: string | null; delivered_at: Date | null }>(
      "select * from outbox order by id",
    );

  const signup = (email = "maya@example.com") => ({
    formId: FORM,
    portalId: PORTAL,
    firstName: "Maya",
    lastName: "Patel",
    email,
    pageName: NEWSLETTER_PAGE_NAME,
    pageUri: "/blog/fighting-fair",
  });

  it("e-mails the practice a reference, the time and the admin link: nothing about the person, over STARTTLS", async () => {
    startWorker();
    const contact = validContact({
      firstName: "Jordan",
      lastName: "Rivera",
      phone: "214-555-0187",
      message: "private-message-marker about our situation",
      serviceInterest: "crisis-high-stress",
      pageName: "Vibe Check Page",
    });
    expect((await postJson(`${api.url}/api/submit-homepage-form`, contact)).status).toBe(201);
    await waitFor(() => smtp.received.length === 1, { what: "the notification e-mail" });
    const mail = smtp.received[0]!;
    expect(mail.secure).toBe(true);
    expect(mail.to).toEqual(["intake@practice.example"]);
    expect(mail.from).toBe("website@practice.example");
    const [row] = await database.query<{ id: string }>("select id from contact_requests");
    const [entry] = await database.query<{ id: string }>("select id from outbox");
    const unfolded = mail.raw.replace(/=\r?\n/g, "").replace(/\r?\n\s+/g, " ");
    const reference = row!.id.slice(0, 8);
    expect(unfolded).toMatch(new RegExp(`^Subject: New website enquiry \\(ref\\. ${reference}\\)\r?$`, "m"));
    expect(unfolded).toMatch(new RegExp(`^Message-ID: <enquiry-${entry!.id}@practice\\.example>\r?$`, "mi"));
    expect(unfolded).toContain(`Reference: ${row!.id}`);
    expect(unfolded).toMatch(/Received: .+ \(Dallas time\)/);
    expect(unfolded).toContain("https://admin.practice.example/admin");
    // A name beside the kind of care sought is health information: neither travels by e-mail.
    for (const secret of ["Jordan", "Rivera", "Crisis", "crisis", "Vibe Check", "private-message-marker", "214-555-0187", contact.email]) {
      expect(unfolded, secret).not.toContain(secret);
    }
    await waitFor(async () => (await outboxRows())[0]?.status === "delivered", { what: "delivered status" });
    const [delivered] = await outboxRows();
    expect(delivered).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
    expect(delivered!.delivered_at).not.toBeNull();
  });

  it("a re-delivery of the same entry carries the same Message-ID, so mail clients fold it", async () => {
    startWorker();
    expect((await postJson(`${api.url}/api/submit-homepage-form`, validContact())).status).toBe(201);
    await waitFor(async () => (await outboxRows())[0]?.status === "delivered", { what: "first delivery" });
    await database.query("update outbox set status = 'pending', next_attempt_at = now()");
    worker!.wake();
    await waitFor(() => smtp.received.length === 2, { what: "the second delivery" });
    const ids = smtp.received.map((mail) => /^Message-ID: (.+?)\r?$/im.exec(mail.raw)?.[1]);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });

  it("never sends in plain text: an smtp:// server without STARTTLS gets no e-mail, and the entry waits for a retry", async () => {
    const plain = await startSmtpServer(0, { starttls: false });
    try {
      worker = createOutboxWorker({
        db: database.handle.db,
        logger: silent,
        maxAttempts: 5,
        retryBaseMs: 60_000,
        pollMs: 30,
        deliverers: {
          "contact-notification": contactNotificationDeliverer({
            db: database.handle.db,
            smtpUrl: plain.url,
            to: "intake@practice.example",
            from: "Website <website@practice.example>",
            adminBaseUrl: "https://admin.practice.example",
          }),
          "newsletter-hubspot": null,
        },
      });
      worker.start();
      expect((await postJson(`${api.url}/api/submit-homepage-form`, validContact())).status).toBe(201);
      await waitFor(async () => (await outboxRows())[0]?.last_error != null, { what: "the failed attempt" });
      const [entry] = await outboxRows();
      expect(entry).toMatchObject({ status: "pending", attempts: 1 });
      expect(entry!.last_error).toMatch(/STARTTLS/i);
      expect(plain.received).toHaveLength(0);
    } finally {
      await worker?.stop();
      worker = undefined;
      await plain.close();
    }
  });

  it("forwards a newsletter signup to HubSpot with the mapped fields and a fixed page: never the page it came from", async () => {
    startWorker();
    // An e-mail address beside /crisis-couples would tell a marketing vendor what someone is going through.
    expect((await postJson(`${api.url}/api/submit-hubspot`, { ...signup("Maya@Example.com"), pageUri: "/crisis-couples" })).status).toBe(200);
    await waitFor(() => hubspot.accepted.length === 1, { what: "the HubSpot submission" });
    const request = hubspot.received[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`/submissions/v3/integration/submit/${PORTAL}/${FORM}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({
      fields: [
        { objectTypeId: "0-1", name: "firstname", value: "Maya" },
        { objectTypeId: "0-1", name: "lastname", value: "Patel" },
        { objectTypeId: "0-1", name: "email", value: "maya@example.com" },
      ],
      context: { pageUri: "https://www.millenniallifecounseling.com/", pageName: NEWSLETTER_PAGE_NAME },
    });
    await waitFor(async () => (await outboxRows())[0]?.status === "delivered", { what: "delivered status" });
  });

  it("retries after HubSpot answers 500 and delivers exactly once when it recovers", async () => {
    let calls = 0;
    hubspot.state.answer = () => (++calls <= 2 ? 500 : 200);
    startWorker();
    await postJson(`${api.url}/api/submit-hubspot`, signup());
    await waitFor(async () => (await outboxRows())[0]?.status === "delivered", { what: "delivery after two 500s" });
    expect(hubspot.received).toHaveLength(3);
    expect(hubspot.accepted).toHaveLength(1);
    expect((await outboxRows())[0]).toMatchObject({ attempts: 3, last_error: null });
  });

  it("keeps retrying while HubSpot is down and delivers once it is back", async () => {
    await hubspot.goDown();
    startWorker({ maxAttempts: 50 });
    await postJson(`${api.url}/api/submit-hubspot`, signup());
    await waitFor(async () => ((await outboxRows())[0]?.attempts ?? 0) >= 2, { what: "two failed attempts" });
    const [failing] = await outboxRows();
    expect(failing!.status).toBe("pending");
    expect(failing!.last_error).toBeTruthy();
    await hubspot.comeBack();
    await waitFor(async () => (await outboxRows())[0]?.status === "delivered", { what: "delivery after the stand-in came back" });
    expect(hubspot.accepted).toHaveLength(1);
  });

  it("retries an e-mail while the SMTP server refuses connections", async () => {
    const smtpUrl = smtp.url;
    await smtp.close();
    startWorker({ maxAttempts: 50 });
    await postJson(`${api.url}/api/submit-homepage-form`, validContact());
    await waitFor(async () => ((await outboxRows())[0]?.attempts ?? 0) >= 2, { what: "two failed attempts" });
    expect((await outboxRows())[0]!.status).toBe("pending");
    await worker!.stop();
    // Bring a server back on the same port.
    const port = Number(new URL(smtpUrl).port);
    smtp = await startSmtpServer(port);
    startWorker({ maxAttempts: 50 });
    await waitFor(async () => (await outboxRows())[0]?.status === "delivered", { what: "e-mail delivery after SMTP came back", timeoutMs: 20_000 });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up after the last attempt, keeping the entry as failed; a 4xx refusal fails at once", async () => {
    hubspot.state.answer = (request) => ((request.body as { fields: { value: string }[] }).fields[2]!.value === "refused@example.com" ? 400 : 503);
    startWorker({ maxAttempts: 3 });
    await postJson(`${api.url}/api/submit-hubspot`, signup("always-503@example.com"));
    await postJson(`${api.url}/api/submit-hubspot`, signup("refused@example.com"));
    await waitFor(async () => (await outboxRows()).every((r) => r.status === "failed"), { what: "both entries failed" });
    const rows = await outboxRows();
    expect(rows.map((r) => [r.attempts, r.last_error])).toEqual([
      [3, "HubSpot answered 503"],
      [1, "HubSpot answered 400"],
    ]);
    expect(await database.query("select * from newsletter_signups")).toHaveLength(2);
  });

  it("marks entries skipped when a channel is not configured; the leads stay stored", async () => {
    startWorker({ smtpConfigured: false, hubspotConfigured: false });
    await postJson(`${api.url}/api/submit-homepage-form`, validContact());
    await postJson(`${api.url}/api/submit-hubspot`, signup());
    await waitFor(async () => (await outboxRows()).every((r) => r.status === "skipped"), { what: "skipped entries" });
    expect(smtp.received).toHaveLength(0);
    expect(hubspot.received).toHaveLength(0);
    expect(await database.query("select * from contact_requests")).toHaveLength(1);
  });

  it("resumes after a restart: pending entries and entries whose worker died mid-delivery are delivered", async () => {
    // Stored while no worker runs (the server was down or busy).
    for (const email of ["one@example.com", "two@example.com", "three@example.com"]) await postJson(`${api.url}/api/submit-hubspot`, signup(email));
    // One was claimed by a worker that then died: its lease has run out.
    await database.query("update outbox set attempts = 1, next_attempt_at = now() - interval '1 second' where id = (select min(id) from outbox)");
    startWorker();
    await waitFor(async () => (await outboxRows()).every((r) => r.status === "delivered"), { what: "all delivered" });
    expect(hubspot.accepted.map((r) => (r.body as { fields: { value: string }[] }).fields[2]!.value).sort()).toEqual([
      "one@example.com",
      "three@example.com",
      "two@example.com",
    ]);
  });

  it("does not touch an entry another worker holds a lease on", async () => {
    await postJson(`${api.url}/api/submit-hubspot`, signup());
    await database.query("update outbox set attempts = 1, next_attempt_at = now() + interval '5 minutes'");
    const w = startWorker();
    expect(await w.runOnce()).toBe(0);
    expect(hubspot.received).toHaveLength(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let hubspot: Awaited<ReturnType<typeof startHubspotStandIn>>;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    hubspot = await startHubspotStandIn({ delayMs: 3 });
  });
  afterAll(async () => {
    await hubspot?.close();
    await database?.dispose();
  });

  it("deliver 200 entries between them: none twice, none missing", async () => {
    const ids = await database.query<{ id: string }>(
      "insert into newsletter_signups (email, first_name, last_name, page_uri, page_name) select 'person' || g || '@example.com', 'P', 'Q', '/', 'x' from generate_series(1, 200) g returning id",
    );
    await database.query("insert into outbox (kind, newsletter_signup_id) select 'newsletter-hubspot', id from newsletter_signups");
    expect(ids).toHaveLength(200);

    // Each instance has its own connection pool, as two processes would.
    const instances = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: database.databaseUrl })));
    const workers = instances.map((instance) =>
      createOutboxWorker({
        db: instance.db,
        logger: silent,
        maxAttempts: 3,
        retryBaseMs: 1000,
        pollMs: 20,
        batchSize: 5,
        deliverers: {
          "contact-notification": null,
          "newsletter-hubspot": hubspotSignupDeliverer({ db: instance.db, baseUrl: hubspot.url, portalId: PORTAL, formId: FORM }),
        },
      }),
    );
    const handledBy = [0, 0];
    const runs = workers.map(async (worker, i) => {
      for (;;) {
        const handled = await worker.runOnce();
        handledBy[i]! += handled;
        if (handled === 0) {
          const [{ left }] = (await database.query<{ left: number }>("select count(*)::int as left from outbox where status = 'pending'")) as [
            { left: number },
          ];
          if (left === 0) return;
          await new Promise((r) => setTimeout(r, 10));
        }
      }
    });
    try {
      await Promise.all(runs);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const emails = hubspot.received.map((r) => (r.body as { fields: { value: string }[] }).fields[2]!.value);
    expect(emails).toHaveLength(200);
    expect(new Set(emails).size).toBe(200);
    expect(handledBy[0]! + handledBy[1]!).toBe(200);
    // Both took part: the claims interleaved rather than one worker doing everything.
    expect(Math.min(...handledBy)).toBeGreaterThan(0);
    const [{ delivered }] = (await database.query<{ delivered: number }>("select count(*)::int as delivered from outbox where status = 'delivered'")) as [
      { delivered: number },
    ];
    expect(delivered).toBe(200);
  });
});
