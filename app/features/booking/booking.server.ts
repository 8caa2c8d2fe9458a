import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { clientExperienceDirector } from "~/content/therapists";
import { vibeCheckCallHours } from "~/content/vibe-check";
import type { Database } from "~/db/client.server";
import {
  appSecrets,
  bookingExceptions,
  bookingHosts,
  bookings,
  bookingSettings,
  bookingWeeklyHours,
  contactRequests,
  outbox,
  type BookingStatus,
  type OutboxKind,
} from "~/db/schema";
import { BOOKING_PAGE_NAME } from "~/content/booking";
import type { BookingRequest } from "./booking-form.schema";
import { availableSlots, bookingBlock, localDate, localDayRange, whyNotBookable, type BookingRules, type BusyTime, type Slot, type SlotInput } from "./slots";

/**
 * Booking the Vibe Check on the database. Free times are computed from the rules on each request;
 * the guarantees are PostgreSQL's: an exclusion constraint refuses overlapping bookings of a host
 * (on any number of servers), an advisory lock per host and day holds the daily cap, and a unique
 * idempotency key turns a repeated submit into the same booking.
 */

export type BookingHost = typeof bookingHosts.$inferSelect;
export type Booking = typeof bookings.$inferSelect;

/** Busy times from hosts' own calendars (CalDAV); none when no calendar is configured. */
export type BusyTimesSource = (hosts: BookingHost[], range: { from: Date; to: Date; timeZone: string }) => Promise<BusyTime[]>;
const noBusyTimes: BusyTimesSource = async () => [];

const LINK_SECRET = "booking-links";
const REMINDERS_BEFORE_MS = [24 * 60 * 60 * 1000, 60 * 60 * 1000];
const DAY_MS = 24 * 60 * 60 * 1000;
/** pg_advisory_xact_lock's first key: this feature's namespace. */
const DAY_LOCK_NAMESPACE = 727_002;

/**
 * A fresh install offers times at once: the rules' defaults, the Director of Client Experience as
 * the host, and the practice's call hours. Runs at every start; only the first start (of any
 * instance) inserts, because the settings row is claimed with ON CONFLICT DO NOTHING in the same
 * transaction.
 */
export async function ensureBookingDefaults(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx.insert(bookingSettings).values({ id: 1 }).onConflictDoNothing().returning({ id: bookingSettings.id });
    if (created.length === 0) return;
    const [host] = await tx
      .insert(bookingHosts)
      .values({ name: clientExperienceDirector.name, role: clientExperienceDirector.role })
      .returning({ id: bookingHosts.id });
    await tx
      .insert(bookingWeeklyHours)
      .values(
        vibeCheckCallHours.flatMap(({ weekdays, start, end }) => weekdays.map((weekday) => ({ hostId: host!.id, weekday, startTime: start, endTime: end }))),
      );
  });
  await db
    .insert(appSecrets)
    .values({ name: LINK_SECRET, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
}

export async function readBookingRules(db: Database): Promise<BookingRules> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  if (!row) throw new Error("booking settings are missing (ensureBookingDefaults runs at start)");
  return {
    timeZone: row.timeZone,
    slotMinutes: row.slotMinutes,
    bufferMinutes: row.bufferMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    dailyCap: row.dailyCap,
  };
}

export interface Availability {
  input: SlotInput;
  hosts: BookingHost[];
}

/** Everything the slot rules need, read fresh: settings, active hosts, hours, exceptions, bookings and busy times. */
export async function loadAvailability(db: Database, now: Date, busyTimes: BusyTimesSource = noBusyTimes, exceptBookingId?: string): Promise<Availability> {
  const rules = await readBookingRules(db);
  const hosts = await db.select().from(bookingHosts).where(eq(bookingHosts.active, true)).orderBy(asc(bookingHosts.position), asc(bookingHosts.createdAt));
  const hostIds = hosts.map((host) => host.id);
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS);
  const [weekly, exceptions, active, busy] = await Promise.all([
    hostIds.length ? db.select().from(bookingWeeklyHours).where(inArray(bookingWeeklyHours.hostId, hostIds)) : [],
    db
      .select()
      .from(bookingExceptions)
      .where(and(gte(bookingExceptions.date, localDate(from, rules.timeZone)), lte(bookingExceptions.date, localDate(to, rules.timeZone)))),
    hostIds.length
      ? db
          .select({ id: bookings.id, hostId: bookings.hostId, start: bookings.startsAt, end: bookings.endsAt })
          .from(bookings)
          .where(and(inArray(bookings.hostId, hostIds), ne(bookings.status, "cancelled"), lt(bookings.startsAt, to), gte(bookings.blockEndsAt, from)))
      : [],
    hosts.length ? busyTimes(hosts, { from: now, to, timeZone: rules.timeZone }) : [],
  ]);
  return {
    hosts,
    input: {
      now,
      hosts: hostIds,
      rules,
      weekly: weekly.map((row) => ({ hostId: row.hostId, weekday: row.weekday, start: row.startTime, end: row.endTime })),
      exceptions: exceptions.map((row) => ({ hostId: row.hostId, date: row.date, kind: row.kind, start: row.startTime, end: row.endTime })),
      bookings: active.filter((row) => row.id !== exceptBookingId),
      busy,
    },
  };
}

export async function openSlots(db: Database, now: Date, busyTimes?: BusyTimesSource): Promise<{ slots: Slot[]; rules: BookingRules }> {
  const { input } = await loadAvailability(db, now, busyTimes);
  return { slots: availableSlots(input), rules: input.rules };
}

export type BookingRefusal = "not-a-slot" | "too-soon" | "beyond-horizon" | "taken" | "day-full";

export type BookingOutcome = { kind: "booked"; bookingId: string; token: string; repeated: boolean } | { kind: "refused"; reason: BookingRefusal };

/**
 * Books a call, or says why not. Every rule is checked again here, whatever the form sent; then
 * each host free at that time is tried in order, inside a transaction holding that host's day
 * lock, so the daily cap holds under races and the exclusion constraint settles the rest.
 */
export async function bookVibeCheck(
  db: Database,
  request: BookingRequest,
  { now, pageUri, busyTimes }: { now: Date; pageUri: string; busyTimes?: BusyTimesSource },
): Promise<BookingOutcome> {
  const token = await manageToken(db, request.idempotencyKey);
  const earlier = await bookingByIdempotencyKey(db, request.idempotencyKey);
  if (earlier) return { kind: "booked", bookingId: earlier.id, token, repeated: true };

  const { input } = await loadAvailability(db, now, busyTimes);
  const verdicts = input.hosts.map((hostId) => ({ hostId, reason: whyNotBookable(input, hostId, request.start) }));
  const candidates = verdicts.filter((verdict) => verdict.reason === null).map((verdict) => verdict.hostId);
  if (candidates.length === 0) return { kind: "refused", reason: mostTelling(verdicts.map((verdict) => verdict.reason)) };

  const block = bookingBlock(request.start, input.rules);
  let lastRefusal: BookingRefusal = "taken";
  for (const hostId of candidates) {
    try {
      const bookingId = await db.transaction(async (tx) => {
        const day = localDate(request.start, input.rules.timeZone);
        await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_NAMESPACE}, hashtext(${`${hostId}/${day}`}))`);
        const { start: dayStart, end: dayEnd } = localDayRange(day, input.rules.timeZone);
        const [{ booked } = { booked: 0 }] = await tx
          .select({ booked: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(eq(bookings.hostId, hostId), ne(bookings.status, "cancelled"), gte(bookings.startsAt, dayStart), lt(bookings.startsAt, dayEnd)));
        if (booked >= input.rules.dailyCap) return null;

        const [lead] = await tx
          .insert(contactRequests)
          .values({
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            phone: request.phone,
            serviceInterest: request.serviceInterest,
            message: request.note,
            communicationsOptIn: request.communicationsOptIn,
            dataStorageConsent: request.dataStorageConsent,
            pageUri,
            pageName: BOOKING_PAGE_NAME,
            status: "booked",
          })
          .returning({ id: contactRequests.id });
        const [booking] = await tx
          .insert(bookings)
          .values({
            contactRequestId: lead!.id,
            hostId,
            startsAt: block.start,
            endsAt: block.callEnd,
            blockEndsAt: block.end,
            callType: request.callType,
            visitorTimeZone: request.visitorTimeZone || null,
            idempotencyKey: request.idempotencyKey,
            manageTokenHash: hashToken(token),
            manageTokenExpiresAt: block.callEnd,
          })
          .returning({ id: bookings.id, sequence: bookings.sequence });
        await tx.insert(outbox).values(bookingMessages({ bookingId: booking!.id, sequence: booking!.sequence, start: block.start, now, change: "booked" }));
        return booking!.id;
      });
      if (bookingId) return { kind: "booked", bookingId, token, repeated: false };
      lastRefusal = "day-full";
    } catch (error) {
      if (isConstraintViolation(error, "bookings_idempotency_key_unique")) {
        const twin = await bookingByIdempotencyKey(db, request.idempotencyKey);
        if (twin) return { kind: "booked", bookingId: twin.id, token, repeated: true };
      }
      if (!isConstraintViolation(error, "bookings_no_overlap")) throw error;
      lastRefusal = "taken";
    }
  }
  return { kind: "refused", reason: lastRefusal };
}

/** A booking joined to its host and its person: the one query both the messages and the manage link read. */
async function bookingWithPeople(db: Database, where: SQL) {
  const [row] = await db
    .select({
      booking: bookings,
      host: bookingHosts,
      person: { firstName: contactRequests.firstName, lastName: contactRequests.lastName, email: contactRequests.email, phone: contactRequests.phone },
    })
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
    .innerJoin(contactRequests, eq(contactRequests.id, bookings.contactRequestId))
    .where(where);
  return row;
}

/** A booking with its host and person, for the messages about it (undefined once deleted). */
export function bookingFacts(db: Database, bookingId: string) {
  return bookingWithPeople(db, eq(bookings.id, bookingId));
}

/** The manage link of a booking, with what its page shows. Null when the token is unknown or expired. */
export async function bookingByToken(db: Database, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await bookingWithPeople(db, eq(bookings.manageTokenHash, hashToken(token)));
  if (!row) return null;
  // The link works until the call ends (a cancelled booking's page still says it was cancelled).
  if (row.booking.manageTokenExpiresAt <= now && row.booking.status !== "cancelled") return null;
  return row;
}

export type ManageOutcome = { kind: "done" } | { kind: "gone" } | { kind: "refused"; reason: BookingRefusal };

/** Cancels through the manage link: frees the time at once, tells the visitor (METHOD:CANCEL) and the practice. */
export async function cancelBooking(db: Database, token: string, now: Date): Promise<ManageOutcome> {
  return cancelActiveBooking(db, eq(bookings.manageTokenHash, hashToken(token)), now);
}

/**
 * A cancellation, whoever asks (the visitor's link or the practice): the booked call that `match`
 * names and that has not ended is cancelled with its SEQUENCE raised, its pending reminders
 * dropped, its lead closed, and the cancellation (METHOD:CANCEL) and the practice's notice queued,
 * all in one transaction. "gone" when there is no such call still booked.
 */
async function cancelActiveBooking(db: Database, match: SQL, now: Date): Promise<ManageOutcome> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
      .where(and(match, eq(bookings.status, "booked"), sql`${bookings.manageTokenExpiresAt} > ${now}`))
      .returning({ id: bookings.id, sequence: bookings.sequence, start: bookings.startsAt, contactRequestId: bookings.contactRequestId });
    if (!cancelled) return { kind: "gone" } as const;
    await dropPendingReminders(tx, cancelled.id);
    await tx.update(contactRequests).set({ status: "closed" }).where(eq(contactRequests.id, cancelled.contactRequestId));
    await tx
      .insert(outbox)
      .values(bookingMessages({ bookingId: cancelled.id, sequence: cancelled.sequence, start: cancelled.start, now, change: "cancelled" }));
    return { kind: "done" } as const;
  });
}

/** Moves the same booking to another free time: a raised SEQUENCE, new reminders, the old ones dropped. */
export async function rescheduleBooking(
  db: Database,
  token: string,
  start: Date,
  { now, busyTimes }: { now: Date; busyTimes?: BusyTimesSource },
): Promise<ManageOutcome> {
  const current = await bookingByToken(db, token, now);
  if (!current || current.booking.status !== "booked") return { kind: "gone" };
  const { input } = await loadAvailability(db, now, busyTimes, current.booking.id);
  // The same host first: the visitor was told who will call.
  const order = [current.booking.hostId, ...input.hosts.filter((id) => id !== current.booking.hostId)];
  const verdicts = order.filter((id) => input.hosts.includes(id)).map((hostId) => ({ hostId, reason: whyNotBookable(input, hostId, start) }));
  const candidates = verdicts.filter((verdict) => verdict.reason === null).map((verdict) => verdict.hostId);
  if (candidates.length === 0) return { kind: "refused", reason: mostTelling(verdicts.map((verdict) => verdict.reason)) };
  const block = bookingBlock(start, input.rules);
  let lastRefusal: BookingRefusal = "taken";
  for (const hostId of candidates) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const day = localDate(start, input.rules.timeZone);
        await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_NAMESPACE}, hashtext(${`${hostId}/${day}`}))`);
        const { start: dayStart, end: dayEnd } = localDayRange(day, input.rules.timeZone);
        const [{ booked } = { booked: 0 }] = await tx
          .select({ booked: sql<number>`count(*)::int` })
          .from(bookings)
          .where(
            and(
              eq(bookings.hostId, hostId),
              ne(bookings.status, "cancelled"),
              ne(bookings.id, current.booking.id),
              gte(bookings.startsAt, dayStart),
              lt(bookings.startsAt, dayEnd),
            ),
          );
        if (booked >= input.rules.dailyCap) return "day-full" as const;
        const [moved] = await tx
          .update(bookings)
          .set({
            hostId,
            startsAt: block.start,
            endsAt: block.callEnd,
            blockEndsAt: block.end,
            manageTokenExpiresAt: block.callEnd,
            sequence: sql`${bookings.sequence} + 1`,
            updatedAt: now,
          })
          .where(and(eq(bookings.id, current.booking.id), eq(bookings.status, "booked")))
          .returning({ id: bookings.id, sequence: bookings.sequence });
        if (!moved) return "gone" as const;
        await dropPendingReminders(tx, moved.id);
        await tx.insert(outbox).values(bookingMessages({ bookingId: moved.id, sequence: moved.sequence, start: block.start, now, change: "moved" }));
        return "done" as const;
      });
      if (outcome === "done") return { kind: "done" };
      if (outcome === "gone") return { kind: "gone" };
      lastRefusal = "day-full";
    } catch (error) {
      if (!isConstraintViolation(error, "bookings_no_overlap")) throw error;
      lastRefusal = "taken";
    }
  }
  return { kind: "refused", reason: lastRefusal };
}

/** What a booking owes the outside world after a change: the visitor's message, the practice's notice, reminders still ahead. */
function bookingMessages({
  bookingId,
  sequence,
  start,
  now,
  change,
}: {
  bookingId: string;
  sequence: number;
  start: Date;
  now: Date;
  change: "booked" | "moved" | "cancelled";
}) {
  const entry = (kind: OutboxKind, due: Date = now) => ({ kind, bookingId, bookingSequence: sequence, nextAttemptAt: due });
  const messages = [entry(change === "cancelled" ? "booking-cancellation" : "booking-invitation"), entry("booking-practice-notice")];
  if (change !== "cancelled") {
    for (const before of REMINDERS_BEFORE_MS) {
      const due = new Date(start.getTime() - before);
      // A reminder whose moment has passed would arrive late and say nothing new.
      if (due > now) messages.push(entry("booking-reminder", due));
    }
  }
  return messages;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function dropPendingReminders(tx: Transaction, bookingId: string) {
  await tx.delete(outbox).where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, "booking-reminder"), eq(outbox.status, "pending")));
}

async function bookingByIdempotencyKey(db: Database, key: string) {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

/** The reason a visitor can act on: a taken time before a full day before a rule about the clock. */
function mostTelling(reasons: (BookingRefusal | null)[]): BookingRefusal {
  for (const reason of ["taken", "day-full", "too-soon", "beyond-horizon", "not-a-slot"] as const) {
    if (reasons.includes(reason)) return reason;
  }
  return "not-a-slot";
}

const secrets = new WeakMap<Database, Promise<string>>();

/**
 * The change-or-cancel link's token: an HMAC of the form's idempotency key with a key only the
 * servers hold, so a repeated submit leads to the same link without the token ever being stored
 * (only its SHA-256 is).
 */
export async function manageToken(db: Database, idempotencyKey: string): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, LINK_SECRET))
      .then(([row]) => {
        if (!row) throw new Error("the booking link key is missing (ensureBookingDefaults runs at start)");
        return row.value;
      });
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return createHmac("sha256", await secret)
    .update(`vibe-check-booking:${idempotencyKey}`)
    .digest("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function isConstraintViolation(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { constraint?: unknown }).constraint === constraint) return true;
    if (typeof (cause as { message?: unknown }).message === "string" && (cause as { message: string }).message.includes(`"${constraint}"`)) return true;
  }
  return false;
}

export type { BookingStatus };

/**
 * The practice cancels a call (the admin's "Cancel call"): exactly what the visitor's own
 * cancellation does, found by the booking's id instead of the link's token.
 */
export async function cancelBookingById(db: Database, bookingId: string, now: Date): Promise<ManageOutcome> {
  return cancelActiveBooking(db, eq(bookings.id, bookingId), now);
}

/**
 * After the call: completed or no-show (and back, to correct a slip). Only a call that was not
 * cancelled; reminders still waiting are dropped, as the call no longer needs them.
 */
export async function markBookingOutcome(db: Database, bookingId: string, status: "completed" | "no-show", now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set({ status, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ["booked", "completed", "no-show"])))
      .returning({ id: bookings.id });
    if (!changed) return false;
    await dropPendingReminders(tx, changed.id);
    return true;
  });
}
