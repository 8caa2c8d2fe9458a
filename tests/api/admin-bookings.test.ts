import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFormSchema } from "../../app/features/booking/booking-form.schema";
import { bookVibeCheck, ensureBookingDefaults, openSlots } from "../../app/features/booking/booking.server";
import { localDate } from "../../app/features/booking/slots";
import { databaseKinds, type TestDatabase } from "./support/database";
import { closeApiOnDatabase, openApiOnDatabase, signedInAdminAndWriter } from "./support/api";
import type { RunningApi } from "./support/server";

const ZONE = "America/Chicago";
const NO_HOST = "00000000-0000-4000-8000-000000000000";

describe.each(databaseKinds)("the bookings admin API on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let admin: string;
  let writer: string;
  let hostId: string;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
    ({ admin, writer } = await signedInAdminAndWriter(database));
    await ensureBookingDefaults(database.handle.db);
    const [host] = await database.query<{ id: string }>("select id from booking_hosts");
    hostId = host!.id;
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  const get = (path: string, cookie = admin) => fetch(`${api.url}${path}`, { headers: { Cookie: cookie } });
  const send = (method: string, path: string, body?: unknown, cookie = admin, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const availability = async () => (await (await get("/api/admin/bookings/availability")).json()) as any;
  /** Every row the availability endpoints can change, to prove a refusal changed nothing. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        database.query("select * from booking_settings"),
        database.query("select * from booking_hosts order by id"),
        database.query("select * from booking_weekly_hours order by id"),
        database.query("select * from booking_exceptions order by id"),
        database.query("select id, status, sequence from bookings order by id"),
      ]),
    );

  const book = async (start: Date, email = `visitor.${randomUUID().slice(0, 8)}@example.com`) => {
    const request = bookingFormSchema.parse({
      firstName: "Casey",
      lastName: "Lane",
      email,
      phone: "214-555-0100",
      serviceInterest: "couples-therapy",
      dataStorageConsent: true,
      start: start.toISOString(),
      callType: "video",
      idempotencyKey: randomUUID(),
    });
    const outcome = await bookVibeCheck(database.handle.db, request, { now: new Date(), pageUri: "/vibe-check" });
    if (outcome.kind !== "booked") throw new Error(`booking refused: ${outcome.reason}`);
    return outcome.bookingId;
  };

  const writes: [string, string, unknown][] = [
    ["PATCH", `/api/admin/bookings/calls/${NO_HOST}`, { status: "completed" }],
    ["PUT", "/api/admin/bookings/settings", { bufferMinutes: 10, minNoticeMinutes: 60, horizonDays: 10, dailyCap: 5 }],
    ["POST", "/api/admin/bookings/hosts", { name: "Sneaky" }],
    ["PATCH", `/api/admin/bookings/hosts/${NO_HOST}`, { name: "Sneaky" }],
    ["POST", `/api/admin/bookings/hosts/${NO_HOST}/hours`, { weekday: 1, start: "09:00", end: "10:00" }],
    ["DELETE", `/api/admin/bookings/hours/${NO_HOST}`, undefined],
    ["POST", "/api/admin/bookings/exceptions", { hostId: null, date: "2030-01-02", kind: "closed" }],
    ["DELETE", `/api/admin/bookings/exceptions/${NO_HOST}`, undefined],
    ["POST", `/api/admin/bookings/hosts/${NO_HOST}/feed`, undefined],
    ["DELETE", `/api/admin/bookings/hosts/${NO_HOST}/feed`, undefined],
    ["PUT", `/api/admin/bookings/hosts/${NO_HOST}/caldav`, { url: "https://dav.example.com/", username: "x", password: "y" }],
    ["DELETE", `/api/admin/bookings/hosts/${NO_HOST}/caldav`, undefined],
  ];
  const reads = ["/api/admin/bookings/calls", "/api/admin/bookings/availability", `/api/admin/bookings/calls/by-lead/${NO_HOST}`];

  it("is for admins only: 401 without a session (forged identity headers or not), 403 for a writer, 403 cross-site", async () => {
    const before = await snapshot();
    for (const path of reads) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(401);
      expect((await fetch(`${api.url}${path}`, { headers: { "X-Auth-User": "owner", "X-Auth-Admin": "true" } })).status, path).toBe(401);
      expect((await get(path, writer)).status, path).toBe(403);
    }
    for (const [method, path, body] of writes) {
      const what = `${method} ${path}`;
      expect((await send(method, path, body, "")).status, what).toBe(401);
      expect((await send(method, path, body, "", { "X-Auth-User": "owner", "X-Auth-Admin": "true" })).status, what).toBe(401);
      expect((await send(method, path, body, "ml_admin=forged-token-forged-token-forged")).status, what).toBe(401);
      expect((await send(method, path, body, writer)).status, what).toBe(403);
      expect((await send(method, path, body, admin, { "Sec-Fetch-Site": "cross-site" })).status, what).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it("edits the settings, and refuses wrong types and out-of-range numbers without changing anything", async () => {
    const good = { bufferMinutes: 10, minNoticeMinutes: 120, horizonDays: 30, dailyCap: 8 };
    expect((await send("PUT", "/api/admin/bookings/settings", good)).status).toBe(200);
    expect((await availability()).settings).toEqual({ timeZone: ZONE, slotMinutes: 15, ...good });
    const before = await snapshot();
    for (const bad of [
      { ...good, bufferMinutes: "10" },
      { ...good, bufferMinutes: 121 },
      { ...good, minNoticeMinutes: -1 },
      { ...good, horizonDays: 0 },
      { ...good, dailyCap: 2.5 },
      { ...good, slotMinutes: 30 },
      { bufferMinutes: 10 },
      [],
      null,
    ]) {
      const res = await send("PUT", "/api/admin/bookings/settings", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await send("PUT", "/api/admin/bookings/settings", "{not json")).status).toBe(400);
    expect((await send("PUT", "/api/admin/bookings/settings", good, admin, { "Content-Type": "text/plain" })).status).toBe(415);
    expect(await snapshot()).toBe(before);
    // Back to the defaults the later tests count on.
    expect((await send("PUT", "/api/admin/bookings/settings", { bufferMinutes: 15, minNoticeMinutes: 240, horizonDays: 21, dailyCap: 12 })).status).toBe(200);
  });

  it("adds and edits hosts, and refuses hostile names, bad e-mails and unknown hosts", async () => {
    const res = await send("POST", "/api/admin/bookings/hosts", { name: "  Morgan Reyes ", role: "Associate", email: "morgan@example.com", position: 2 });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await send("PATCH", `/api/admin/bookings/hosts/${id}`, { active: false, role: "Associate therapist" })).status).toBe(200);
    const host = (await availability()).hosts.find((h: { id: string }) => h.id === id);
    expect(host).toMatchObject({ name: "Morgan Reyes", role: "Associate therapist", email: "morgan@example.com", position: 2, active: false, hasFeed: false });

    const before = await snapshot();
    for (const bad of [
      {},
      { name: "" },
      { name: "   " },
      { name: 5 },
      { name: "a\u0000b" },
      { name: "line\nbreak" },
      { name: "x".repeat(101) },
      { name: "Ok", email: "not-an-email" },
      { name: "Ok", position: -1 },
      { name: "Ok", active: "yes" },
      { name: "Ok", feedTokenHash: "x" },
    ]) {
      expect((await send("POST", "/api/admin/bookings/hosts", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of [{}, { name: "" }, { email: "nope" }, { caldavPassword: "x" }]) {
      expect((await send("PATCH", `/api/admin/bookings/hosts/${id}`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await send("PATCH", `/api/admin/bookings/hosts/${NO_HOST}`, { name: "Ghost" })).status).toBe(404);
    expect((await send("PATCH", "/api/admin/bookings/hosts/not-a-uuid", { name: "Ghost" })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("adds and removes weekly hours, refusing end before start, bad weekdays and times", async () => {
    const res = await send("POST", `/api/admin/bookings/hosts/${hostId}/hours`, { weekday: 6, start: "10:00", end: "12:30" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const host = (await availability()).hosts.find((h: { id: string }) => h.id === hostId);
    expect(host.weekly).toContainEqual({ id, weekday: 6, start: "10:00", end: "12:30" });

    const before = await snapshot();
    for (const bad of [
      { weekday: 0, start: "09:00", end: "10:00" },
      { weekday: 8, start: "09:00", end: "10:00" },
      { weekday: "1", start: "09:00", end: "10:00" },
      { weekday: 1, start: "10:00", end: "09:00" },
      { weekday: 1, start: "10:00", end: "10:00" },
      { weekday: 1, start: "9:00", end: "10:00" },
      { weekday: 1, start: "09:60", end: "10:00" },
      { weekday: 1, start: "09:00", end: "24:01" },
      { weekday: 1, start: "09:00\u0000", end: "10:00" },
      { weekday: 1, start: "09:00" },
    ]) {
      expect((await send("POST", `/api/admin/bookings/hosts/${hostId}/hours`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await send("POST", `/api/admin/bookings/hosts/${NO_HOST}/hours`, { weekday: 1, start: "09:00", end: "10:00" })).status).toBe(404);
    expect(await snapshot()).toBe(before);

    expect((await send("DELETE", `/api/admin/bookings/hours/${id}`)).status).toBe(200);
    expect((await send("DELETE", `/api/admin/bookings/hours/${id}`)).status).toBe(404);
  });

  it("adds and deletes exceptions: a closed day takes its times off the booking page at once", async () => {
    const now = new Date();
    const { slots } = await openSlots(database.handle.db, now);
    const day = localDate(slots[0]!.start, ZONE);
    const onDay = (list: { start: Date }[]) => list.filter((slot) => localDate(slot.start, ZONE) === day).length;
    expect(onDay(slots)).toBeGreaterThan(0);

    const res = await send("POST", "/api/admin/bookings/exceptions", { hostId: null, date: day, kind: "closed", label: "Team retreat" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(onDay((await openSlots(database.handle.db, now)).slots)).toBe(0);
    expect((await availability()).exceptions).toContainEqual({ id, hostId: null, date: day, kind: "closed", start: null, end: null, label: "Team retreat" });

    const before = await snapshot();
    for (const bad of [
      { hostId: null, date: "2030-02-31", kind: "closed" },
      { hostId: null, date: "2030-1-2", kind: "closed" },
      { hostId: null, date: "yesterday", kind: "closed" },
      { hostId: null, date: "2030-01-02", kind: "maybe" },
      { hostId: null, date: "2030-01-02", kind: "open" },
      { hostId: null, date: "2030-01-02", kind: "closed", start: "12:00" },
      { hostId: null, date: "2030-01-02", kind: "closed", start: "12:00", end: "11:00" },
      { hostId: null, date: "2030-01-02", kind: "closed", label: "x".repeat(121) },
      { hostId: null, date: "2030-01-02", kind: "closed", label: "bad\u0007bell" },
      { hostId: NO_HOST, date: "2030-01-02", kind: "closed" },
      { hostId: "not-a-uuid", date: "2030-01-02", kind: "closed" },
      { date: "2030-01-02", kind: "closed" },
    ]) {
      const refused = await send("POST", "/api/admin/bookings/exceptions", bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(((await refused.json()) as { message: string }).message, JSON.stringify(bad)).toMatch(/\w/);
    }
    expect(await snapshot()).toBe(before);

    expect((await send("DELETE", `/api/admin/bookings/exceptions/${id}`)).status).toBe(200);
    expect(onDay((await openSlots(database.handle.db, now)).slots)).toBeGreaterThan(0);
    expect((await send("DELETE", `/api/admin/bookings/exceptions/${id}`)).status).toBe(404);

    // Extra hours for one host on a Saturday (no weekly hours then).
    const extra = await send("POST", "/api/admin/bookings/exceptions", { hostId, date: "2030-01-05", kind: "open", start: "09:00", end: "11:00", label: "" });
    expect(extra.status).toBe(201);
  });

  it("makes, rotates and revokes a host's private calendar feed, keeping only the token's hash", async () => {
    const first = await send("POST", `/api/admin/bookings/hosts/${hostId}/feed`);
    expect(first.status).toBe(201);
    const { path } = (await first.json()) as { path: string };
    expect(path).toMatch(/^\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = path.slice("/calendar-feed/".length, -4);
    const [stored] = await database.query<{ feed_token_hash: string }>("select feed_token_hash from booking_hosts where id = $1", [hostId]);
    expect(stored!.feed_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.feed_token_hash).not.toContain(token);
    const listed = JSON.stringify(await availability());
    expect(listed).not.toContain(token);
    expect(listed).not.toContain(stored!.feed_token_hash);
    expect((await availability()).hosts.find((h: { id: string }) => h.id === hostId).hasFeed).toBe(true);

    const second = (await (await send("POST", `/api/admin/bookings/hosts/${hostId}/feed`)).json()) as { path: string };
    expect(second.path).not.toBe(path);
    expect((await send("DELETE", `/api/admin/bookings/hosts/${hostId}/feed`)).status).toBe(200);
    expect((await availability()).hosts.find((h: { id: string }) => h.id === hostId).hasFeed).toBe(false);
    expect((await send("POST", `/api/admin/bookings/hosts/${NO_HOST}/feed`)).status).toBe(404);
  });

  it("stores CalDAV settings with a write-only password, and refuses bad addresses", async () => {
    const secret = "caldav secret that never comes back";
    const url = `/api/admin/bookings/hosts/${hostId}/caldav`;
    expect((await send("PUT", url, { url: "https://dav.example.com/cal/", username: "host", password: secret })).status).toBe(200);
    const body = await (await get("/api/admin/bookings/availability")).text();
    expect(body).not.toContain(secret);
    const host = JSON.parse(body).hosts.find((h: { id: string }) => h.id === hostId);
    expect(host.caldav).toEqual({ url: "https://dav.example.com/cal/", username: "host", passwordSet: true });
    // Without a password the stored one stays.
    expect((await send("PUT", url, { url: "https://dav.example.com/other/", username: "host2" })).status).toBe(200);
    const [row] = await database.query<{ caldav_password: string }>("select caldav_password from booking_hosts where id = $1", [hostId]);
    expect(row!.caldav_password).toBe(secret);

    const before = await snapshot();
    for (const bad of [
      { url: "ftp://dav.example.com/", username: "x" },
      { url: "javascript:alert(1)", username: "x" },
      { url: "not a url", username: "x" },
      { url: `https://dav.example.com/${"x".repeat(500)}`, username: "x" },
      { url: "https://dav.example.com/", username: "x\u0000" },
      { url: "https://dav.example.com/", username: "x", password: "" },
      { url: "https://dav.example.com/", username: "x", password: 5 },
      { url: "https://dav.example.com/", username: "x", password: "x".repeat(501) },
    ]) {
      expect((await send("PUT", url, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot()).toBe(before);
    expect(api.logs.join("")).not.toContain(secret);

    expect((await send("DELETE", url)).status).toBe(200);
    expect((await availability()).hosts.find((h: { id: string }) => h.id === hostId).caldav).toEqual({ url: "", username: "", passwordSet: false });
  });

  it("lists calls by day, marks a call completed or no-show, and shows the call on its lead", async () => {
    const { slots } = await openSlots(database.handle.db, new Date());
    const bookingId = await book(slots[0]!.start);
    const [booking] = await database.query<{ contact_request_id: string }>("select contact_request_id from bookings where id = $1", [bookingId]);
    const leadId = booking!.contact_request_id;

    const calls = (await (await get("/api/admin/bookings/calls")).json()) as any;
    expect(calls.timeZone).toBe(ZONE);
    const day = calls.upcoming.find((d: { date: string }) => d.date === localDate(slots[0]!.start, ZONE));
    expect(day.calls).toContainEqual(
      expect.objectContaining({
        id: bookingId,
        leadId,
        personName: "Casey Lane",
        callType: "video",
        status: "booked",
        over: false,
        start: slots[0]!.start.toISOString(),
      }),
    );

    const byLead = (await (await get(`/api/admin/bookings/calls/by-lead/${leadId}`)).json()) as any;
    expect(byLead.call).toMatchObject({ id: bookingId, status: "booked", hostName: expect.any(String) });
    expect(byLead.call.when).toMatch(/ at \d{1,2}:\d{2} (AM|PM) Central Time$/);
    expect(((await (await get(`/api/admin/bookings/calls/by-lead/${NO_HOST}`)).json()) as any).call).toBeNull();

    const before = await snapshot();
    for (const bad of [{ status: "booked" }, { status: "done" }, { status: 1 }, {}, { status: "completed", extra: true }]) {
      expect((await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await send("PATCH", `/api/admin/bookings/calls/${NO_HOST}`, { status: "completed" })).status).toBe(404);
    expect(await snapshot()).toBe(before);

    expect((await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, { status: "no-show" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, { status: "completed" })).status).toBe(200);
    const [after] = await database.query<{ status: string }>("select status from bookings where id = $1", [bookingId]);
    expect(after!.status).toBe("completed");
    const reminders = await database.query("select id from outbox where booking_id = $1 and kind = 'booking-reminder' and status = 'pending'", [bookingId]);
    expect(reminders).toEqual([]);
    // A finished call is not cancelled afterwards.
    expect((await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, { status: "cancelled" })).status).toBe(409);
  });

  it("cancels a call for the practice: the time is free again, the cancellation is queued and the reminders are gone", async () => {
    const now = new Date();
    const { slots } = await openSlots(database.handle.db, now);
    // A time at least two days ahead, so both reminders are pending.
    const slot = slots.find((s) => s.start.getTime() - now.getTime() > 2 * 24 * 60 * 60 * 1000)!;
    const bookingId = await book(slot.start);
    const offered = async () => (await openSlots(database.handle.db, new Date())).slots.some((s) => s.start.getTime() === slot.start.getTime());
    const pending = (kind: string) =>
      database.query<{ booking_sequence: number }>("select booking_sequence from outbox where booking_id = $1 and kind = $2 and status = 'pending'", [
        bookingId,
        kind,
      ]);
    // The default host is the only one: the time is gone while it is booked.
    expect(await offered()).toBe(false);
    expect(await pending("booking-reminder")).toHaveLength(2);

    const res = await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect(await offered()).toBe(true);
    expect(await pending("booking-reminder")).toEqual([]);
    expect(await pending("booking-cancellation")).toEqual([{ booking_sequence: 1 }]);
    expect(await pending("booking-practice-notice")).toContainEqual({ booking_sequence: 1 });
    const [row] = await database.query<{ status: string; sequence: number; lead_status: string }>(
      "select b.status, b.sequence, c.status as lead_status from bookings b join contact_requests c on c.id = b.contact_request_id where b.id = $1",
      [bookingId],
    );
    expect(row).toEqual({ status: "cancelled", sequence: 1, lead_status: "closed" });

    // Cancelled is final: no second cancellation, no completing it.
    expect((await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, { status: "cancelled" })).status).toBe(409);
    expect((await send("PATCH", `/api/admin/bookings/calls/${bookingId}`, { status: "completed" })).status).toBe(409);
    expect(await pending("booking-cancellation")).toHaveLength(1);

    const log = (await (await get("/api/admin/access-log")).json()) as { items: { action: string; subject: string; detail: string }[] };
    expect(log.items).toContainEqual(expect.objectContaining({ action: "update", detail: "call cancelled" }));
  });
});
