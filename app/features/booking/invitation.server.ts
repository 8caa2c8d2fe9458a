import ical, { escape, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventClass, ICalEventStatus, type ICalCalendar } from "ical-generator";

/**
 * Calendar files for a booked Vibe Check call. An invitation is health-adjacent: it lands in
 * shared calendars, lock-screen notifications and mail previews, so every event carries the same
 * neutral title and says nothing about why someone booked. There is deliberately no parameter for
 * a service or the visitor's note, so none can leak into a calendar.
 */

export interface InvitationEvent {
  /** Stable per booking, e.g. `${bookingId}@millennial-life.com`: clients match updates and cancellations by it. */
  uid: string;
  /** Raised on every change (reschedule, cancel); clients ignore an update whose SEQUENCE is not higher. */
  sequence: number;
  /** Instants, written in UTC (Z), so no VTIMEZONE is needed and DST changes cannot shift them. */
  start: Date;
  end: Date;
  status: "confirmed" | "cancelled";
  /** Who will call, e.g. "Jordan Ellis, Director of Client Experience". */
  hostName: string;
  callType: "phone" | "video";
  /** Link to change or cancel: visitor copies only, never written into the host feed. */
  manageUrl?: string;
  /** DTSTAMP / LAST-MODIFIED; defaults to now. */
  stamp?: Date;
}

export interface Party {
  name: string;
  email: string;
}

export const EVENT_SUMMARY = "Call with Millennial Life";
export const DEFAULT_PROD_ID = "-//Millennial Life//Vibe Check//EN";
export const INVITATION_FILE_NAME = "vibe-check-call.ics";

const LOCATION = { phone: "Phone call", video: "Video call (link sent before the call)" } as const;
const NOT_AN_EMERGENCY = "This is not an emergency service. If you are in crisis, call or text 988 (Suicide & Crisis Lifeline); in an emergency, call 911.";

/** The MIME type for an e-mail part or a download; invitations carry their METHOD as a parameter (RFC 6047). */
export function invitationContentType(method: "REQUEST" | "CANCEL" | null): string {
  return method ? `text/calendar; charset=utf-8; method=${method}` : "text/calendar; charset=utf-8";
}

/**
 * A single-event calendar object for e-mail attachments and the "Add to calendar" download.
 * "REQUEST" for a new or moved booking, "CANCEL" for a cancelled one (STATUS:CANCELLED).
 */
export function bookingInvitation(input: { method: "REQUEST" | "CANCEL"; event: InvitationEvent; organizer: Party; attendee: Party; prodId?: string }): string {
  const { method, event } = input;
  // A REQUEST that says "cancelled" (or the reverse) would leave the visitor's calendar in a state nobody meant.
  if ((method === "CANCEL") !== (event.status === "cancelled")) {
    throw new Error(`invitation method ${method} does not match event status ${event.status}`);
  }
  const calendar = newCalendar(input.prodId ?? DEFAULT_PROD_ID);
  calendar.method(method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const vevent = addEvent(calendar, event, true);
  vevent.organizer({
    // ical-generator refuses an empty organizer name, so a name made only of junk falls back to the practice's.
    name: paramText(input.organizer.name) || "Millennial Life",
    email: checkedEmail(input.organizer.email),
  });
  vevent.createAttendee({
    name: paramText(input.attendee.name) || null,
    email: checkedEmail(input.attendee.email),
    role: ICalAttendeeRole.REQ,
    // The booking is already made: clients should not offer Accept/Decline buttons that e-mail replies nobody reads.
    rsvp: false,
    status: method === "REQUEST" ? ICalAttendeeStatus.ACCEPTED : null,
  });
  return serialize(calendar);
}

/**
 * A host's private subscription feed (no METHOD: it is published, not sent), listing booked calls
 * with neutral titles and no visitor details at all: no names, no e-mails, no manage link.
 */
export function hostCalendarFeed(input: { calendarName: string; events: InvitationEvent[] }): string {
  const calendar = newCalendar(DEFAULT_PROD_ID);
  // ical-generator writes NAME / X-WR-CALNAME without escaping them, so escape here (and drop line breaks first).
  calendar.name(escape(plainText(input.calendarName).replace(/\s+/g, " "), false));
  for (const event of input.events) addEvent(calendar, event, false);
  return serialize(calendar);
}

function newCalendar(prodId: string): ICalCalendar {
  // ical-generator writes "PRODID:-" + its value, so it wants the identifier without the leading "-".
  return ical({ prodId: prodId.replace(/^-/, "") });
}

function addEvent(calendar: ICalCalendar, event: InvitationEvent, forVisitor: boolean) {
  const { start, end } = event;
  if (!(start instanceof Date) || !(end instanceof Date) || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    throw new Error("invitation start and end must be valid dates");
  }
  // ical-generator silently swaps a start that is after the end; a booking like that is a bug to surface.
  if (end.getTime() <= start.getTime()) throw new Error("invitation end must be after its start");
  if (!Number.isInteger(event.sequence) || event.sequence < 0) throw new Error("invitation sequence must be a whole number >= 0");
  const stamp = event.stamp ?? new Date();
  const hostName = plainText(event.hostName).replace(/\s+/g, " ");

  // Worded to read right in both the visitor's and the host's calendar.
  const description = [
    hostName ? `Caller: ${hostName}` : null,
    event.callType === "phone" ? "How: phone call" : "How: video call (the link is sent before the call)",
    forVisitor && event.manageUrl ? `Change or cancel: ${plainText(event.manageUrl)}` : null,
    forVisitor ? NOT_AN_EMERGENCY : null,
  ].filter((line): line is string => line !== null);

  return calendar.createEvent({
    id: checkedUid(event.uid),
    sequence: event.sequence,
    stamp,
    lastModified: stamp,
    start,
    end,
    // No timezone anywhere, so ical-generator writes both as UTC ("...Z").
    summary: EVENT_SUMMARY,
    description: description.join("\n"),
    location: { title: LOCATION[event.callType] },
    status: event.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Asks calendars shared with a partner, employer or assistant to show only "busy".
    class: ICalEventClass.PRIVATE,
  });
}

/** Drops control characters (NUL, ESC, DEL, C1...) that RFC 5545 forbids in text; keeps line breaks and tabs as spaces. */
function plainText(value: string): string {
  return value
    .replace(/[\t\r\n]+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}

/**
 * Text for a quoted parameter such as CN="...". RFC 5545 allows no DQUOTE there, and
 * ical-generator's backslash escape (\") is not part of the grammar (parsers end the value at the
 * quote), so quotes become apostrophes and backslashes are dropped. Length is capped because a
 * name is not an essay.
 */
function paramText(value: string): string {
  return plainText(value).replace(/\s+/g, " ").replace(/"/g, "'").replace(/\\/g, "").slice(0, 120).trim();
}

/** ical-generator writes the address into mailto: with TEXT escaping, which would corrupt (not protect) odd addresses, so refuse them. */
function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (!/^[^\s@",;:<>\\()[\]]+@[^\s@",;:<>\\()[\]]+\.[^\s@",;:<>\\()[\]]+$/.test(trimmed)) {
    throw new Error("invitation email address is not a plain address");
  }
  return trimmed;
}

/** UID is written as TEXT too; the caller builds it from a booking id, so anything odd is a bug. */
function checkedUid(uid: string): string {
  if (!/^[A-Za-z0-9._@-]+$/.test(uid)) throw new Error("invitation uid must be letters, digits, '.', '_', '-' and '@'");
  return uid;
}

function serialize(calendar: ICalCalendar): string {
  // ical-generator folds lines and uses CRLF, but ends on "END:VCALENDAR" without the CRLF RFC 5545 requires on every line.
  return `${calendar.toString()}\r\n`;
}
