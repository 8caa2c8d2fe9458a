import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingByToken,
  bookVibeCheck,
  cancelBooking,
  ensureBookingDefaults,
  loadAvailability,
  rescheduleBooking,
} from "../../app/features/booking/booking.server";
import type { BookingRequest } from "../../app/features/booking/booking-form.schema";
import { availableSlots } from "../../app/features/booking/slots";
import { bookingDeliverers } from "../../server/jobs/booking-deliveries";
import { createOutboxWorker } from "../../server/jobs/outbox-worker";
import { createLogger } from "../../server/logger";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startSmtpServer } from "./support/stand-ins";

/**
 * Booking on the database, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: races for one
 * time and for the last places of a day, idempotent repeats, cancelling and moving, the link's
 * token, the clock change, and the e-mails the outbox sends (with their calendar parts).
 *
 * `now` is fixed: Monday 2026-10-26, 08:00 in Dallas, with the default hours (Mon-Thu 07:00-20:00,
 * Fri 07:00-17:00) and four business hours' notice, so the first free time is 12:00 that day.
 */
const NOW = new Date("2026-10-26T13:00:00Z");
const at = (iso: string) => new Date(iso);

function request(start: Date, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    firstName: "Maya",
    lastName: "Okafor",
    email: `maya.${randomUUID().slice(0, 8)}@example.com`,
    phone: "214-555-0147",
    serviceInterest: "premarital-counseling",
    communicationsOptIn: false,
    dataStorageConsent: true,
    start,
    callType: "phone",
    note: "We'd like evening sessions",
    idempotencyKey: randomUUID(),
    visitorTimeZone: "America/Los_Angeles",
    ...overrides,
  };
}

const book = (database: TestDatabase, start: Date, overrides: Partial<BookingRequest> = {}, now = NOW) =>
  bookVibeCheck(database.handle.db, request(start, overrides), { now, pageUri: "/vibe-check" });

describe.each(databaseKinds)("booking on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Several instances starting at once create the defaults exactly once.
    await Promise.all([ensureBookingDefaults(database.handle.db), ensureBookingDefaults(database.handle.db), ensureBookingDefaults(database.handle.db)]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("a fresh install offers times at once: one host, the practice's hours, the rules' defaults", async () => {
    const [{ hosts } = { hosts: -1 }] = await database.query<{ hosts: number }>("select count(*)::int as hosts from booking_hosts");
    const [{ settings } = { settings: -1 }] = await database.query<{ settings: number }>("select count(*)::int as settings from booking_settings");
    expect({ hosts, settings }).toEqual({ hosts: 1, settings: 1 });
    const { input } = await loadAvailability(database.handle.db, NOW);
    const slots = availableSlots(input);
    expect(slots[0]!.start.toISOString()).toBe("2026-10-26T17:00:00.000Z");
    expect(slots.every((slot) => slot.start > NOW)).toBe(true);
  });

  it("fifty visitors racing for one time get exactly one booking", async () => {
    const start = at("2026-10-27T15:00:00Z");
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => book(database, start)));
    expect(outcomes.filter((o) => o.kind === "booked")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "refused" && o.reason === "taken")).toHaveLength(49);
    const rows = await database.query("select id from bookings where starts_at = $1 and status <> 'cancelled'", [start]);
    expect(rows).toHaveLength(1);
    // No lead without its booking: the losers' contact rows were rolled back with them.
    const [{ leads } = { leads: -1 }] = await database.query<{ leads: number }>(
      "select count(*)::int as leads from contact_requests where page_name = 'Vibe Check booking' and id not in (select contact_request_id from bookings)",
    );
    expect(leads).toBe(0);
  });

  it("the database itself refuses an overlapping booking, the buffer included, whatever the code checked", async () => {
    const [host] = await database.query<{ id: string }>("select id from booking_hosts limit 1");
    const [lead] = await database.query<{ id: string }>(
      "insert into contact_requests (first_name, last_name, email, service_interest, data_storage_consent, page_uri, page_name) values ('A', 'B', 'a@example.com', 'other', true, '/', 'x') returning id",
    );
    const insert = (start: string, end: string, blockEnd: string, leadId: string) =>
      database.query(
        "insert into bookings (contact_request_id, host_id, starts_at, ends_at, block_ends_at, call_type, idempotency_key, manage_token_hash, manage_token_expires_at) values ($1, $2, $3, $4, $5, 'video', $6, $7, $4)",
        [leadId, host!.id, start, end, blockEnd, randomUUID(), randomUUID()],
      );
    await insert("2026-10-28T15:00:00Z", "2026-10-28T15:15:00Z", "2026-10-28T15:30:00Z", lead!.id);
    const [second] = await database.query<{ id: string }>(
      "insert into contact_requests (first_name, last_name, email, service_interest, data_storage_consent, page_uri, page_name) values ('C', 'D', 'c@example.com', 'other', true, '/', 'x') returning id",
    );
    // 15:15 falls in the first call's buffer.
    await expect(insert("2026-10-28T15:15:00Z", "2026-10-28T15:30:00Z", "2026-10-28T15:45:00Z", second!.id)).rejects.toThrow(/bookings_no_overlap/);
    await insert("2026-10-28T15:30:00Z", "2026-10-28T15:45:00Z", "2026-10-28T16:00:00Z", second!.id);
  });

  it("a repeated submit returns the same booking and the same link, even when sent twice at once", async () => {
    const fields = request(at("2026-10-27T16:00:00Z"));
    const [one, two] = await Promise.all([
      bookVibeCheck(database.handle.db, fields, { now: NOW, pageUri: "/vibe-check" }),
      bookVibeCheck(database.handle.db, fields, { now: NOW, pageUri: "/vibe-check" }),
    ]);
    const three = await bookVibeCheck(database.handle.db, fields, { now: NOW, pageUri: "/vibe-check" });
    expect(one.kind).toBe("booked");
    for (const repeat of [two, three])
      expect(repeat).toMatchObject({ kind: "booked", bookingId: (one as { bookingId: string }).bookingId, token: (one as { token: string }).token });
    expect([one, two, three].filter((o) => o.kind === "booked" && !o.repeated)).toHaveLength(1);
    const rows = await database.query("select id from bookings where idempotency_key = $1", [fields.idempotencyKey]);
    expect(rows).toHaveLength(1);
  });

  it("the server re-checks every rule whatever the form sent: notice, horizon, off-grid, closed hours", async () => {
    const refusals = await Promise.all([
      book(database, at("2026-10-26T14:00:00Z")), // 09:00 today: inside the four hours' notice
      book(database, at("2026-12-30T15:00:00Z")), // past the 21-day horizon
      book(database, at("2026-10-27T15:07:00Z")), // not on the 15-minute grid
      book(database, at("2026-10-27T05:00:00Z")), // midnight: outside the hours
      book(database, at("2026-10-31T16:00:00Z")), // a Saturday: no hours
    ]);
    expect(refusals.map((o) => (o.kind === "refused" ? o.reason : o.kind))).toEqual(["too-soon", "beyond-horizon", "not-a-slot", "not-a-slot", "not-a-slot"]);
  });

  it("the daily cap holds when visitors race for the last places of a day", async () => {
    await database.query("update booking_settings set daily_cap = 3");
    try {
      // Thursday 29 Oct: ten different times, all at once.
      const starts = Array.from({ length: 10 }, (_, i) => new Date(Date.parse("2026-10-29T14:00:00Z") + i * 30 * 60 * 1000));
      const outcomes = await Promise.all(starts.map((start) => book(database, start)));
      expect(outcomes.filter((o) => o.kind === "booked")).toHaveLength(3);
      expect(outcomes.filter((o) => o.kind === "refused" && o.reason === "day-full")).toHaveLength(7);
    } finally {
      await database.query("update booking_settings set daily_cap = 12");
    }
  });

  it("cancelling frees the time at once, drops its reminders and queues the cancellation; the link then only shows it", async () => {
    const start = at("2026-10-28T19:00:00Z");
    const booked = await book(database, start);
    expect(booked.kind).toBe("booked");
    const { token, bookingId } = booked as { token: string; bookingId: string };
    const reminders = await database.query<{ next_attempt_at: Date }>(
      "select next_attempt_at from outbox where booking_id = $1 and kind = 'booking-reminder' order by next_attempt_at",
      [bookingId],
    );
    expect(reminders.map((r) => new Date(r.next_attempt_at).toISOString())).toEqual(["2026-10-27T19:00:00.000Z", "2026-10-28T18:00:00.000Z"]);

    expect(await cancelBooking(database.handle.db, token, NOW)).toEqual({ kind: "done" });
    expect(await cancelBooking(database.handle.db, token, NOW)).toEqual({ kind: "gone" });
    const kinds = await database.query<{ kind: string; booking_sequence: number }>(
      "select kind, booking_sequence from outbox where booking_id = $1 order by id",
      [bookingId],
    );
    expect(kinds).toEqual([
      { kind: "booking-invitation", booking_sequence: 0 },
      { kind: "booking-practice-notice", booking_sequence: 0 },
      { kind: "booking-cancellation", booking_sequence: 1 },
      { kind: "booking-practice-notice", booking_sequence: 1 },
    ]);
    expect((await bookingByToken(database.handle.db, token, NOW))?.booking.status).toBe("cancelled");
    // Someone else can take the time now.
    expect((await book(database, start)).kind).toBe("booked");
  });

  it("moving keeps the booking, raises its SEQUENCE, frees the old time and replaces the reminders", async () => {
    const booked = (await book(database, at("2026-10-28T20:00:00Z"))) as { token: string; bookingId: string };
    expect(await rescheduleBooking(database.handle.db, booked.token, at("2026-10-29T22:00:00Z"), { now: NOW })).toEqual({ kind: "done" });
    const [row] = await database.query<{ starts_at: Date; sequence: number }>("select starts_at, sequence from bookings where id = $1", [booked.bookingId]);
    expect(new Date(row!.starts_at).toISOString()).toBe("2026-10-29T22:00:00.000Z");
    expect(row!.sequence).toBe(1);
    const reminders = await database.query<{ next_attempt_at: Date; booking_sequence: number }>(
      "select next_attempt_at, booking_sequence from outbox where booking_id = $1 and kind = 'booking-reminder' order by next_attempt_at",
      [booked.bookingId],
    );
    expect(reminders.map((r) => [new Date(r.next_attempt_at).toISOString(), r.booking_sequence])).toEqual([
      ["2026-10-28T22:00:00.000Z", 1],
      ["2026-10-29T21:00:00.000Z", 1],
    ]);
    expect((await book(database, at("2026-10-28T20:00:00Z"))).kind).toBe("booked");
    // Moving onto a taken time is refused and changes nothing.
    expect(await rescheduleBooking(database.handle.db, booked.token, at("2026-10-27T15:00:00Z"), { now: NOW })).toEqual({ kind: "refused", reason: "taken" });
  });

  it("a link cannot be guessed, and stops working once the call is over", async () => {
    const booked = (await book(database, at("2026-10-30T15:00:00Z"))) as { token: string };
    expect(booked.token).toMatch(/^[\w-]{43}$/);
    expect(
      await bookingByToken(
        database.handle.db,
        booked.token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        NOW,
      ),
    ).toBeNull();
    const after = at("2026-10-30T15:15:00Z");
    expect(await bookingByToken(database.handle.db, booked.token, after)).toBeNull();
    expect(await cancelBooking(database.handle.db, booked.token, after)).toEqual({ kind: "gone" });
    const [{ token_hashes } = { token_hashes: -1 }] = await database.query<{ token_hashes: number }>(
      "select count(*)::int as token_hashes from bookings where manage_token_hash = $1",
      [booked.token],
    );
    expect(token_hashes).toBe(0);
  });

  it("on the fall-back night both 1:15 AMs are distinct times: each can be booked once", async () => {
    const now = at("2026-10-30T13:00:00Z");
    await database.query(
      "insert into booking_exceptions (date, kind, start_time, end_time, label) values ('2026-11-01', 'open', '01:00', '02:00', 'night test')",
    );
    try {
      const firstPass = at("2026-11-01T06:15:00Z"); // 01:15 CDT
      const secondPass = at("2026-11-01T07:15:00Z"); // 01:15 CST
      expect((await book(database, firstPass, {}, now)).kind).toBe("booked");
      expect((await book(database, secondPass, {}, now)).kind).toBe("booked");
      expect(await book(database, firstPass, {}, now)).toEqual({ kind: "refused", reason: "taken" });
    } finally {
      await database.query("delete from booking_exceptions where label = 'night test'");
    }
  });

  it("the outbox sends the invitation with its calendar part, never a stale reminder, and nothing clinical", async () => {
    const smtp = await startSmtpServer();
    try {
      const booked = (await book(database, at("2026-10-29T20:00:00Z"), { firstName: "Rosa", note: "anxiety after the wedding" })) as {
        token: string;
        bookingId: string;
      };
      expect(await rescheduleBooking(database.handle.db, booked.token, at("2026-10-29T20:30:00Z"), { now: NOW })).toEqual({ kind: "done" });
      // A reminder about the old time that escaped the move (written by a slower transaction, say).
      await database.query("insert into outbox (kind, booking_id, booking_sequence) values ('booking-reminder', $1, 0)", [booked.bookingId]);
      // Everything owed for this booking comes due now (the reminders included), as if time had passed.
      await database.query("update outbox set next_attempt_at = now() - interval '1 minute' where booking_id = $1", [booked.bookingId]);
      await database.query("update outbox set status = 'delivered' where booking_id <> $1 or booking_id is null", [booked.bookingId]);
      const worker = createOutboxWorker({
        db: database.handle.db,
        logger: createLogger("error"),
        maxAttempts: 3,
        retryBaseMs: 1_000,
        pollMs: 60_000,
        batchSize: 50,
        deliverers: bookingDeliverers({
          db: database.handle.db,
          smtpUrl: smtp.url,
          tls: smtp.tls,
          from: "Website <website@example.com>",
          practiceTo: "owner@example.com",
          siteBaseUrl: "https://example.com",
        }),
      });
      await worker.runOnce();
      const outcome = await database.query<{ kind: string; booking_sequence: number; status: string }>(
        "select kind, booking_sequence, status from outbox where booking_id = $1 order by id",
        [booked.bookingId],
      );
      expect(outcome).toEqual([
        { kind: "booking-invitation", booking_sequence: 0, status: "skipped" },
        { kind: "booking-practice-notice", booking_sequence: 0, status: "delivered" },
        { kind: "booking-invitation", booking_sequence: 1, status: "delivered" },
        { kind: "booking-practice-notice", booking_sequence: 1, status: "delivered" },
        { kind: "booking-reminder", booking_sequence: 1, status: "delivered" },
        { kind: "booking-reminder", booking_sequence: 1, status: "delivered" },
        { kind: "booking-reminder", booking_sequence: 0, status: "skipped" },
      ]);
      expect(smtp.received.filter((mail) => /Subject: Reminder/.test(mail.raw))).toHaveLength(2);
      const invitation = smtp.received.find((mail) => /Subject: Your call with Millennial Life has moved/.test(mail.raw));
      expect(invitation).toBeDefined();
      const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(invitation!.raw.replace(/=\r\n/g, ""))?.[0];
      expect(ics).toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(ics!));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.sequence).toBe(1);
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-10-29T20:30:00.000Z");
      expect(invitation!.raw.replace(/=\r\n/g, "")).toContain(`/vibe-check/booking/${booked.token}`);
      for (const mail of smtp.received) {
        expect(mail.raw).not.toMatch(/anxiety|wedding|premarital/i);
        const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "";
        expect(subject).not.toMatch(/Rosa|Okafor|premarital|couples/i);
      }
      const notice = smtp.received.find((mail) => mail.to.includes("owner@example.com"));
      expect(notice?.raw).not.toContain("Rosa");
    } finally {
      await smtp.close();
    }
  });
});
