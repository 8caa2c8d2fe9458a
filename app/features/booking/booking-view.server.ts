import { and, asc, eq, gte, ne } from "drizzle-orm";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { bookingHosts, bookings } from "~/db/schema";
import { bookingByToken, hashToken, type BookingHost, type BusyTimesSource } from "./booking.server";
import { bookingPageData, type BookingPageData } from "./booking-page.server";
import { bookingInvitation, hostCalendarFeed, type InvitationEvent } from "./invitation.server";
import { spokenDateTime } from "./time-labels";

/** What a visitor's booking page shows: her call, in words, and (when she asks to move it) the free times. */
export interface BookingView {
  status: "booked" | "completed" | "no-show" | "cancelled";
  start: string;
  end: string;
  timeZone: string;
  /** "Tuesday, December 1 at 9:00 AM Central Time" */
  when: string;
  /** The same in her own zone, when her browser said it differs. */
  whenForVisitor: string | null;
  firstName: string;
  hostName: string;
  hostRole: string;
  callType: "phone" | "video";
  /** The number we will call (a phone call only): she can check it. */
  phone: string;
  move: BookingPageData | null;
}

export async function bookingView(
  db: Database,
  token: string,
  now: Date,
  { move, from, busyTimes }: { move: boolean; from?: string | null; busyTimes?: BusyTimesSource },
): Promise<BookingView | null> {
  const found = await bookingByToken(db, token, now);
  if (!found) return null;
  const { booking, host, person } = found;
  const timeZone = "America/Chicago";
  return {
    status: booking.status,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timeZone,
    when: spokenDateTime(booking.startsAt, timeZone),
    whenForVisitor: booking.visitorTimeZone && booking.visitorTimeZone !== timeZone ? spokenDateTime(booking.startsAt, booking.visitorTimeZone) : null,
    firstName: person.firstName,
    hostName: host.name,
    hostRole: host.role,
    callType: booking.callType,
    phone: booking.callType === "phone" ? person.phone : "",
    move: move && booking.status === "booked" ? await bookingPageData(db, now, { from, busyTimes }) : null,
  };
}

/** The invitation for the "Add to calendar" download and the e-mails: the booking as it stands now. */
export function invitationText({
  booking,
  host,
  person,
  manageUrl,
  practiceEmail,
}: {
  booking: { id: string; sequence: number; startsAt: Date; endsAt: Date; status: string; callType: "phone" | "video" };
  host: Pick<BookingHost, "name" | "role" | "email">;
  person: { firstName: string; lastName: string; email: string };
  manageUrl: string;
  /** The organiser when the host has no address of their own: the practice's general email. */
  practiceEmail: string;
}): { text: string; method: "REQUEST" | "CANCEL" } {
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  const text = bookingInvitation({
    method,
    event: { ...eventOf(booking, host), manageUrl },
    organizer: { name: "Millennial Life", email: host.email || practiceEmail },
    attendee: { name: `${person.firstName} ${person.lastName}`, email: person.email },
  });
  return { text, method };
}

export async function invitationForToken(db: Database, token: string, now: Date, origin: string, practiceEmail: string) {
  const found = await bookingByToken(db, token, now);
  if (!found) return null;
  return invitationText({ ...found, manageUrl: new URL(`/vibe-check/booking/${token}`, origin).href, practiceEmail });
}

/** A UID no other calendar's event shares: the booking's id at the practice's domain. */
export function eventUid(bookingId: string): string {
  return `${bookingId}@${site.hostnames.primary.replace(/^www\./, "")}`;
}

function eventOf(
  booking: { id: string; sequence: number; startsAt: Date; endsAt: Date; status: string; callType: "phone" | "video" },
  host: Pick<BookingHost, "name" | "role">,
): InvitationEvent {
  return {
    uid: eventUid(booking.id),
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    status: booking.status === "cancelled" ? "cancelled" : "confirmed",
    hostName: host.role ? `${host.name}, ${host.role}` : host.name,
    callType: booking.callType,
  };
}

/** How far back a host's feed reaches: last month's calls stay visible in her calendar. */
const CALENDAR_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/** A host's private subscription feed (the URL's token is its only key): booked calls, neutral titles, no visitor details. */
export async function hostFeedForToken(db: Database, token: string, now: Date): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [host] = await db
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.feedTokenHash, hashToken(token)));
  if (!host) return null;
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.hostId, host.id), ne(bookings.status, "cancelled"), gte(bookings.startsAt, new Date(now.getTime() - CALENDAR_HISTORY_MS))))
    .orderBy(asc(bookings.startsAt));
  return hostCalendarFeed({ calendarName: `Vibe Checks: ${host.name}`, events: rows.map((row) => ({ ...eventOf(row, host), stamp: row.updatedAt })) });
}
