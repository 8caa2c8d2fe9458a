import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseSummary } from "../../app/features/admin/response-times.server";
import { businessHoursBetween, percentile } from "../../app/lib/business-hours";
import { practiceHours } from "../../app/lib/practice-hours";
import { createOutboxWorker, type OutboxWorker } from "../../server/jobs/outbox-worker";
import { leadReplyDeliverer } from "../../server/jobs/reply-deliveries";
import { closeApiOnDatabase, openApiOnDatabase, signedInAdminAndWriter } from "./support/api";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, validContact, type RunningApi } from "./support/server";
import { startSmtpServer, waitFor } from "./support/stand-ins";

const silent = pino({ level: "silent" });
const PRACTICE = "hello@practice.example";

describe.each(databaseKinds)("replying to an enquiry from the inbox on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let worker: OutboxWorker;
  let admin: string;
  let writer: string;
  let enquiryId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ database, api } = await openApiOnDatabase(kind, { ADMIN_BASE_URL: "https://practice.example" }, () => worker?.wake()));
    ({ admin, writer } = await signedInAdminAndWriter(database));
    worker = createOutboxWorker({
      db: database.handle.db,
      logger: silent,
      maxAttempts: 3,
      retryBaseMs: 40,
      pollMs: 30,
      deliverers: {
        "contact-notification": null,
        "lead-reply": leadReplyDeliverer({
          db: database.handle.db,
          smtpUrl: smtp.url,
          tls: smtp.tls,
          from: "Website <website@practice.example>",
          replyTo: PRACTICE,
        }),
      },
    });
    worker.start();
    const lead = validContact({
      firstName: "Maya",
      lastName: "Patel",
      email: "maya@example.com",
      phone: "(214) 555-0142",
      message: "We keep fighting about money.",
    });
    expect((await postJson(`${api.url}/api/submit-homepage-form`, lead)).status).toBe(201);
    enquiryId = (await database.query<{ id: string }>("select id from contact_requests where email = 'maya@example.com'"))[0]!.id;
  });
  afterAll(async () => {
    await worker?.stop();
    await closeApiOnDatabase({ api, database });
    await smtp?.close();
  });

  const call = (method: string, path: string, body?: unknown, { cookie = admin, headers = {} as Record<string, string> } = {}) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const templates = async () =>
    ((await (await call("GET", "/api/admin/reply-templates")).json()) as { templates: { id: string; name: string; subject: string; body: string }[] })
      .templates;

  it("starts with the three seeded templates, for admins only", async () => {
    expect((await templates()).map((t) => t.name)).toEqual(["First reply", "Here are some times", "Not the right fit"]);
    expect((await call("GET", "/api/admin/reply-templates", undefined, { cookie: writer })).status).toBe(403);
    expect((await fetch(`${api.url}/api/admin/reply-templates`)).status).toBe(401);
  });

  it("e-mails the reply with the first name and booking link filled in, Reply-To the practice, and keeps it on the enquiry's timeline", async () => {
    const times = (await templates()).find((t) => t.name === "Here are some times")!;
    const response = await call("POST", `/api/admin/leads/${enquiryId}/replies`, { templateId: times.id, subject: times.subject, body: times.body });
    expect(response.status).toBe(201);
    await waitFor(() => smtp.received.length === 1, { what: "the reply e-mail" });
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["maya@example.com"]);
    expect(mail!.secure).toBe(true);
    const raw = mail!.raw.replace(/=\r\n/g, "");
    expect(raw).toMatch(/^Reply-To: hello@practice\.example\r$/m);
    expect(raw).toMatch(/^To: maya@example\.com\r$/m);
    expect(raw).toMatch(/^Subject: Times for your free Vibe Check\r$/m);
    expect(raw).toContain("Hi Maya,");
    expect(raw).toContain("https://practice.example/vibe-check");
    expect(raw).not.toContain("{first_name}");
    // Nothing about what they asked for in the headers.
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/money|premarital|Patel/i);

    await waitFor(async () => (await database.query<{ status: string }>("select status from outbox where kind = 'lead-reply'"))[0]?.status === "delivered", {
      what: "the reply marked sent",
    });
    const detail = (await (await call("GET", `/api/admin/leads/${enquiryId}`)).json()) as {
      status: string;
      timeline: { kind: string; title: string; delivery?: string; reply?: { body: string } }[];
      response: { firstResponseAt: string | null; businessHours: number; state: string };
    };
    expect(detail.status).toBe("contacted");
    expect(detail.timeline.map((e) => e.kind)).toEqual(["received", "notification", "status", "reply"]);
    expect(detail.timeline[1]!.title).toBe("New-inquiry email skipped: email is not set up (SMTP_URL)");
    const reply = detail.timeline.find((e) => e.kind === "reply")!;
    expect(reply.title).toBe("Reply sent: Here are some times");
    expect(reply.delivery).toBe("sent");
    expect(reply.reply!.body).toContain("Hi Maya,");
    expect(detail.response.state).toBe("answered");
    const [row] = await database.query<{ created_at: Date; replied: Date }>(
      "select c.created_at, r.created_at as replied from contact_requests c join lead_replies r on r.contact_request_id = c.id where c.id = $1",
      [enquiryId],
    );
    expect(new Date(detail.response.firstResponseAt!).getTime()).toBe(new Date(row!.replied).getTime());
    expect(detail.response.businessHours).toBeCloseTo(businessHoursBetween(new Date(row!.created_at), new Date(row!.replied), practiceHours), 9);
  });

  it("puts status changes and notes on the timeline, and finds enquiries by their message and phone", async () => {
    expect((await call("PATCH", `/api/admin/leads/${enquiryId}`, { status: "booked", notes: "Called back." })).status).toBe(200);
    const detail = (await (await call("GET", `/api/admin/leads/${enquiryId}`)).json()) as { timeline: { kind: string; title: string; by?: string }[] };
    expect(detail.timeline.filter((e) => e.kind === "status").map((e) => e.title)).toEqual(["Status: New → Contacted", "Status: Contacted → Booked"]);
    expect(detail.timeline.find((e) => e.kind === "notes")).toMatchObject({ title: "Private notes updated", by: "owner" });
    for (const q of ["fighting about", "2145550142", "555-0142"]) {
      const list = (await (await call("GET", `/api/admin/leads?q=${encodeURIComponent(q)}`)).json()) as { items: { id: string }[] };
      expect(
        list.items.map((i) => i.id),
        q,
      ).toEqual([enquiryId]);
    }
  });

  it("computes the overview's median and 90th percentile as the test does", async () => {
    const now = new Date("2026-11-20T18:00:00Z");
    await database.query("delete from contact_requests");
    // Received (UTC) and first answered (null: not yet); all within the last 30 days of `now`.
    const cases: [string, string | null][] = [
      ["2026-11-16T15:00:00Z", "2026-11-16T17:30:00Z"],
      ["2026-11-17T02:00:00Z", "2026-11-17T16:00:00Z"],
      ["2026-11-13T22:00:00Z", "2026-11-16T20:00:00Z"],
      ["2026-11-02T15:00:00Z", "2026-11-05T15:00:00Z"],
      ["2026-10-26T15:00:00Z", "2026-10-26T15:10:00Z"],
      ["2026-11-19T15:00:00Z", null],
      ["2026-11-16T15:00:00Z", null],
    ];
    for (const [i, [received, answered]] of cases.entries()) {
      const [inserted] = await database.query<{ id: string }>(
        "insert into contact_requests (first_name, last_name, email, service_interest, data_storage_consent, page_uri, page_name, created_at) values ($1, 'Case', $2, 'couples-therapy', true, '/', 'Homepage', $3) returning id",
        [`Case${i}`, `case${i}@example.com`, received],
      );
      const id = inserted!.id;
      if (answered)
        await database.query(
          "insert into lead_events (contact_request_id, kind, detail, username, created_at) values ($1, 'status', 'new>contacted', 'owner', $2)",
          [id, answered],
        );
    }
    const summary = await responseSummary(database.handle.db, now);
    const hoursSince = (days: number) =>
      cases
        .filter(([received, answered]) => answered && new Date(received).getTime() > now.getTime() - days * 86_400_000)
        .map(([received, answered]) => businessHoursBetween(new Date(received), new Date(answered!), practiceHours));
    expect(summary.week).toEqual({ answered: 3, unanswered: 2, median: percentile(hoursSince(7), 50), p90: percentile(hoursSince(7), 90) });
    expect(summary.month).toEqual({ answered: 5, unanswered: 2, median: percentile(hoursSince(30), 50), p90: percentile(hoursSince(30), 90) });
    expect(summary.week.median).toBe(2.5);
    // Nov 16 09:00 CST unanswered: 40 business hours by Friday noon, overdue; Nov 19 09:00: 11 hours, on time.
    expect(summary.flagged.map((f) => [f.firstName, f.state, f.businessHours])).toEqual([["Case6", "overdue", 35]]);
  });

  it("refuses hostile input with a 4xx and changes nothing", async () => {
    const before = (await database.query<{ n: number }>("select count(*)::int as n from lead_replies"))[0]!.n;
    const id = (await database.query<{ id: string }>("select id from contact_requests limit 1"))[0]!.id;
    const replies = `/api/admin/leads/${id}/replies`;
    const cases: [string, Promise<Response>][] = [
      [
        "foreign origin",
        call("POST", replies, { subject: "Hi", body: "Hello" }, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }),
      ],
      ["NUL byte", call("POST", replies, { subject: "Hi", body: "Hello\u0000there" })],
      ["header injection", call("POST", replies, { subject: "Hi\r\nBcc: all@example.com", body: "Hello" })],
      ["huge body", call("POST", replies, { subject: "Hi", body: "x".repeat(200_000) })],
      ["too long text", call("POST", replies, { subject: "Hi", body: "x".repeat(10_001) })],
      ["wrong types", call("POST", replies, { subject: 5, body: ["a"] })],
      ["array body", call("POST", replies, [1, 2])],
      ["not JSON", call("POST", replies, "{nope")],
      ["wrong content type", call("POST", replies, "subject=Hi", { headers: { "Content-Type": "text/plain" } })],
      ["unfilled part", call("POST", replies, { subject: "Hi", body: "Try [Add who might help, and how to reach them]" })],
      ["unknown template", call("POST", replies, { subject: "Hi", body: "Hello", templateId: "00000000-0000-4000-8000-000000000000" })],
      ["bad template id", call("POST", replies, { subject: "Hi", body: "Hello", templateId: "'; drop table x" })],
      ["no such enquiry", call("POST", "/api/admin/leads/00000000-0000-4000-8000-000000000000/replies", { subject: "Hi", body: "Hello" })],
      ["not an id", call("POST", "/api/admin/leads/nope/replies", { subject: "Hi", body: "Hello" })],
      ["writer", call("POST", replies, { subject: "Hi", body: "Hello" }, { cookie: writer })],
      ["template NUL", call("POST", "/api/admin/reply-templates", { name: "A\u0000", subject: "S", body: "B" })],
      ["template wrong types", call("POST", "/api/admin/reply-templates", { name: 1, subject: null, body: {} })],
      ["template huge", call("POST", "/api/admin/reply-templates", { name: "n".repeat(100_000), subject: "S", body: "B" })],
      ["template unknown", call("PUT", "/api/admin/reply-templates/00000000-0000-4000-8000-000000000000", { name: "N", subject: "S", body: "B" })],
      [
        "template foreign origin",
        call("DELETE", `/api/admin/reply-templates/${(await templates())[0]!.id}`, undefined, { headers: { Origin: "https://evil.example" } }),
      ],
    ];
    for (const [what, pending] of cases) {
      const status = (await pending).status;
      expect(status >= 400 && status < 500, `${what}: ${status}`).toBe(true);
    }
    const after = (await database.query<{ n: number }>("select count(*)::int as n from lead_replies"))[0]!.n;
    expect(after).toBe(before);
    expect(await templates()).toHaveLength(3);
  });

  it("lets an admin add, change and delete templates", async () => {
    const created = await call("POST", "/api/admin/reply-templates", {
      name: "Evening times",
      subject: "Evenings",
      body: "Hi {first_name}, we have evenings.",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await call("PUT", `/api/admin/reply-templates/${id}`, { name: "Evening times", subject: "Evening calls", body: "Hi {first_name}." })).status).toBe(
      200,
    );
    expect((await templates()).at(-1)).toMatchObject({ id, subject: "Evening calls" });
    expect((await call("DELETE", `/api/admin/reply-templates/${id}`)).status).toBe(200);
    expect(await templates()).toHaveLength(3);
  });
});
