import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingExceptions, bookingHosts, bookings, bookingSettings, bookingWeeklyHours, contactRequests, type BookingStatus } from "~/db/schema";
import type { CalDavInput, ExceptionInput, HostChangeInput, NewHostInput, SettingsInput, WeeklyHoursInput } from "./booking-admin.schema";
import { cancelBookingById, hashToken, markBookingOutcome, readBookingRules } from "./booking.server";
import { localDate, localDayRange } from "./slots";
import { clockTime, spokenDateTime } from "./time-labels";

/**
 * The admin's side of booking: the calls of the coming two weeks (and the last one) with their
 * status, and the availability rules to edit. Secrets (a feed's token, a CalDAV password) go in
 * and never come back out: answers say only whether one is set.
 */

const PRACTICE_ZONE = "America/Chicago";
const DAY_MS = 24 * 60 * 60 * 1000;
/** The calls screen: a week back (to mark completed or no-show) and two weeks ahead. */
export const CALLS_PAST_DAYS = 7;
export const CALLS_AHEAD_DAYS = 14;

export interface CallRow {
  id: string;
  leadId: string;
  start: string;
  end: string;
  /** "9:00 AM" in Central Time. */
  time: string;
  /** "Tuesday, December 1 at 9:00 AM Central Time". */
  when: string;
  personName: string;
  hostName: string;
  callType: "phone" | "video";
  status: BookingStatus;
  /** The call has ended: completed or no-show are the usual next steps, cancelling is not offered. */
  over: boolean;
}

export interface CallDay {
  date: string;
  label: string;
  calls: CallRow[];
}

export interface CallsOverview {
  timeZone: string;
  today: string;
  upcoming: CallDay[];
  past: CallDay[];
}

const callColumns = {
  id: bookings.id,
  leadId: bookings.contactRequestId,
  start: bookings.startsAt,
  end: bookings.endsAt,
  status: bookings.status,
  callType: bookings.callType,
  hostName: bookingHosts.name,
  firstName: contactRequests.firstName,
  lastName: contactRequests.lastName,
};

function toCallRow(
  row: {
    id: string;
    leadId: string;
    start: Date;
    end: Date;
    status: BookingStatus;
    callType: "phone" | "video";
    hostName: string;
    firstName: string;
    lastName: string;
  },
  now: Date,
): CallRow {
  return {
    id: row.id,
    leadId: row.leadId,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    time: clockTime(row.start, PRACTICE_ZONE),
    when: spokenDateTime(row.start, PRACTICE_ZONE),
    personName: `${row.firstName} ${row.lastName}`.trim(),
    hostName: row.hostName,
    callType: row.callType,
    status: row.status,
    over: row.end <= now,
  };
}

/** Today and the next 14 days (Central Time), and the 7 days before, grouped by day; cancelled calls included. */
export async function callsOverview(db: Database, now: Date): Promise<CallsOverview> {
  const today = localDate(now, PRACTICE_ZONE);
  const from = localDayRange(localDate(new Date(now.getTime() - CALLS_PAST_DAYS * DAY_MS), PRACTICE_ZONE), PRACTICE_ZONE).start;
  const to = localDayRange(localDate(new Date(now.getTime() + CALLS_AHEAD_DAYS * DAY_MS), PRACTICE_ZONE), PRACTICE_ZONE).end;
  const rows = await db
    .select(callColumns)
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
    .innerJoin(contactRequests, eq(contactRequests.id, bookings.contactRequestId))
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt));
  const dayLabel = new Intl.DateTimeFormat("en-US", { timeZone: PRACTICE_ZONE, weekday: "long", month: "long", day: "numeric" });
  const upcoming = new Map<string, CallDay>();
  const past = new Map<string, CallDay>();
  for (const row of rows) {
    const date = localDate(row.start, PRACTICE_ZONE);
    const days = date >= today ? upcoming : past;
    let day = days.get(date);
    if (!day) {
      day = { date, label: dayLabel.format(row.start), calls: [] };
      days.set(date, day);
    }
    day.calls.push(toCallRow(row, now));
  }
  return { timeZone: PRACTICE_ZONE, today, upcoming: [...upcoming.values()], past: [...past.values()].reverse() };
}

/** The call booked through this lead, if the lead is a booking. */
export async function callForLead(db: Database, leadId: string, now: Date): Promise<CallRow | null> {
  const [row] = await db
    .select(callColumns)
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
    .innerJoin(contactRequests, eq(contactRequests.id, bookings.contactRequestId))
    .where(eq(bookings.contactRequestId, leadId));
  return row ? toCallRow(row, now) : null;
}

export type CallChange = { kind: "done"; leadId: string } | { kind: "not-found" } | { kind: "conflict"; message: string };

/** Completed, no-show or cancelled (by the practice: the same as the visitor's own cancel). */
export async function changeCallStatus(db: Database, bookingId: string, status: "completed" | "no-show" | "cancelled", now: Date): Promise<CallChange> {
  const [current] = await db
    .select({ status: bookings.status, leadId: bookings.contactRequestId, end: bookings.endsAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!current) return { kind: "not-found" };
  if (current.status === "cancelled") return { kind: "conflict", message: "This call was cancelled; its status cannot change any more." };
  if (status === "cancelled") {
    if (current.status !== "booked" || current.end <= now) {
      return { kind: "conflict", message: "Only a call still to come can be cancelled. Mark a past call completed or no-show." };
    }
    const outcome = await cancelBookingById(db, bookingId, now);
    return outcome.kind === "done"
      ? { kind: "done", leadId: current.leadId }
      : { kind: "conflict", message: "This call changed meanwhile. Reload and try again." };
  }
  return (await markBookingOutcome(db, bookingId, status, now))
    ? { kind: "done", leadId: current.leadId }
    : { kind: "conflict", message: "This call changed meanwhile. Reload and try again." };
}

// ---------------------------------------------------------------------------------------------------------------
// Availability

export interface HostAdmin {
  id: string;
  name: string;
  role: string;
  email: string;
  position: number;
  active: boolean;
  /** Whether a private calendar feed exists (its address was shown once, when it was made). */
  hasFeed: boolean;
  caldav: { url: string; username: string; passwordSet: boolean };
  weekly: { id: string; weekday: number; start: string; end: string }[];
}

export interface ExceptionAdmin {
  id: string;
  hostId: string | null;
  date: string;
  kind: "closed" | "open";
  start: string | null;
  end: string | null;
  label: string;
}

export interface AvailabilityAdmin {
  settings: { timeZone: string; slotMinutes: number; bufferMinutes: number; minNoticeMinutes: number; horizonDays: number; dailyCap: number };
  hosts: HostAdmin[];
  /** Exceptions from today on (older ones change nothing any more). */
  exceptions: ExceptionAdmin[];
}

export async function availabilityAdmin(db: Database, now: Date): Promise<AvailabilityAdmin> {
  const settings = await readBookingRules(db);
  const hosts = await db.select().from(bookingHosts).orderBy(asc(bookingHosts.position), asc(bookingHosts.createdAt));
  const [weekly, exceptions] = await Promise.all([
    db.select().from(bookingWeeklyHours).orderBy(asc(bookingWeeklyHours.weekday), asc(bookingWeeklyHours.startTime)),
    db
      .select()
      .from(bookingExceptions)
      .where(gte(bookingExceptions.date, localDate(now, settings.timeZone)))
      .orderBy(asc(bookingExceptions.date), asc(bookingExceptions.startTime), asc(bookingExceptions.createdAt)),
  ]);
  return {
    settings,
    hosts: hosts.map((host) => ({
      id: host.id,
      name: host.name,
      role: host.role,
      email: host.email,
      position: host.position,
      active: host.active,
      hasFeed: host.feedTokenHash !== null,
      caldav: { url: host.caldavUrl, username: host.caldavUsername, passwordSet: host.caldavPassword !== "" },
      weekly: weekly.filter((row) => row.hostId === host.id).map((row) => ({ id: row.id, weekday: row.weekday, start: row.startTime, end: row.endTime })),
    })),
    exceptions: exceptions.map((row) => ({
      id: row.id,
      hostId: row.hostId,
      date: row.date,
      kind: row.kind,
      start: row.startTime,
      end: row.endTime,
      label: row.label,
    })),
  };
}

export async function updateSettings(db: Database, input: SettingsInput, now: Date): Promise<void> {
  await db
    .update(bookingSettings)
    .set({ ...input, updatedAt: now })
    .where(eq(bookingSettings.id, 1));
}

export async function hostExists(db: Database, hostId: string): Promise<boolean> {
  const [row] = await db.select({ id: bookingHosts.id }).from(bookingHosts).where(eq(bookingHosts.id, hostId));
  return Boolean(row);
}

export async function addHost(db: Database, input: NewHostInput): Promise<string> {
  const [row] = await db.insert(bookingHosts).values(input).returning({ id: bookingHosts.id });
  return row!.id;
}

export async function updateHost(db: Database, hostId: string, change: HostChangeInput): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const rows = await db.update(bookingHosts).set(set).where(eq(bookingHosts.id, hostId)).returning({ id: bookingHosts.id });
  return rows.length > 0;
}

export async function addWeeklyHours(db: Database, hostId: string, input: WeeklyHoursInput): Promise<string> {
  const [row] = await db
    .insert(bookingWeeklyHours)
    .values({ hostId, weekday: input.weekday, startTime: input.start, endTime: input.end })
    .returning({ id: bookingWeeklyHours.id });
  return row!.id;
}

export async function removeWeeklyHours(db: Database, id: string): Promise<boolean> {
  return (await db.delete(bookingWeeklyHours).where(eq(bookingWeeklyHours.id, id)).returning({ id: bookingWeeklyHours.id })).length > 0;
}

export async function addException(db: Database, input: ExceptionInput): Promise<string> {
  const [row] = await db
    .insert(bookingExceptions)
    .values({ hostId: input.hostId, date: input.date, kind: input.kind, startTime: input.start, endTime: input.end, label: input.label })
    .returning({ id: bookingExceptions.id });
  return row!.id;
}

export async function removeException(db: Database, id: string): Promise<boolean> {
  return (await db.delete(bookingExceptions).where(eq(bookingExceptions.id, id)).returning({ id: bookingExceptions.id })).length > 0;
}

/** A new private feed for the host (the old address stops working): the token is answered once, only its SHA-256 is kept. */
export async function rotateFeed(db: Database, hostId: string): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const rows = await db
    .update(bookingHosts)
    .set({ feedTokenHash: hashToken(token) })
    .where(eq(bookingHosts.id, hostId))
    .returning({ id: bookingHosts.id });
  return rows.length ? token : null;
}

export async function revokeFeed(db: Database, hostId: string): Promise<boolean> {
  return (await db.update(bookingHosts).set({ feedTokenHash: null }).where(eq(bookingHosts.id, hostId)).returning({ id: bookingHosts.id })).length > 0;
}

/** The host's CalDAV account for busy times; a missing password keeps the stored one. */
export async function setCalDav(db: Database, hostId: string, input: CalDavInput): Promise<boolean> {
  const set = { caldavUrl: input.url, caldavUsername: input.username, ...(input.password !== undefined ? { caldavPassword: input.password } : {}) };
  return (await db.update(bookingHosts).set(set).where(eq(bookingHosts.id, hostId)).returning({ id: bookingHosts.id })).length > 0;
}

export async function clearCalDav(db: Database, hostId: string): Promise<boolean> {
  return (
    (
      await db
        .update(bookingHosts)
        .set({ caldavUrl: "", caldavUsername: "", caldavPassword: "" })
        .where(eq(bookingHosts.id, hostId))
        .returning({ id: bookingHosts.id })
    ).length > 0
  );
}
