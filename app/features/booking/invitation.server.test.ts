import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingInvitation, hostCalendarFeed, INVITATION_FILE_NAME, invitationContentType, type InvitationEvent, type Party } from "./invitation.server";

const organizer: Party = { name: "Millennial Life", email: "hello@millennial-life.com" };
const visitor: Party = { name: "Ana Visitor", email: "ana.visitor@example.org" };
const manageUrl = "https://millennial-life.com/booking/manage/b-1?token=s3cret";

// 2026-11-01 is the US fall-back day (01:00-02:00 Central happens twice); 2026-03-08 is spring-forward.
const fallBack: InvitationEvent = {
  uid: "b-1@millennial-life.com",
  sequence: 0,
  start: new Date("2026-11-01T15:00:00Z"),
  end: new Date("2026-11-01T15:15:00Z"),
  status: "confirmed",
  hostName: "Jordan Ellis, Director of Client Experience",
  callType: "phone",
  manageUrl,
  stamp: new Date("2026-10-20T12:00:00Z"),
};
const springForward: InvitationEvent = {
  ...fallBack,
  uid: "b-2@millennial-life.com",
  start: new Date("2026-03-08T08:30:00Z"),
  end: new Date("2026-03-08T08:45:00Z"),
  callType: "video",
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

function onlyEvent(text: string) {
  const { calendar, events } = parse(text);
  expect(events).toHaveLength(1);
  return { calendar, vevent: events[0]! };
}

function instant(vevent: ICAL.Component, name: "dtstart" | "dtend"): { iso: string; utc: boolean } {
  const time = vevent.getFirstPropertyValue(name) as ICAL.Time;
  return { iso: time.toJSDate().toISOString(), utc: time.zone === ICAL.Timezone.utcTimezone };
}

/**
 * X-WR-CALNAME is TEXT (RFC 5545 3.8.8.2: the default for X- properties), but ical.js does not know
 * it and hands back the escaped form, so unescape it as TEXT here.
 */
function calendarName(calendar: ICAL.Component): string {
  return ICAL.design.icalendar.value.text!.fromICAL!(String(calendar.getFirstPropertyValue("x-wr-calname"))) as string;
}

/** Every content line ends in CRLF and no bare CR or LF hides anywhere. */
function expectCrlf(text: string) {
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  // RFC 5545 3.1: no line longer than 75 octets (excluding the CRLF).
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
}

/** Words that would say why someone booked. None is ever passed in, so none may appear. */
const CLINICAL = /therap|counsel|anxiety|depress|trauma|couples|grief|adhd|diagnos|medicat|session|psych|mental health/i;

describe("bookingInvitation", () => {
  it("writes a REQUEST the visitor's calendar can import, in UTC, on the fall-back day", () => {
    const text = bookingInvitation({ method: "REQUEST", event: fallBack, organizer, attendee: visitor });
    expectCrlf(text);
    const { calendar, vevent } = onlyEvent(text);

    expect(calendar.getAllProperties("method")).toHaveLength(1);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Millennial Life//Vibe Check//EN");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(0);

    expect(vevent.getFirstPropertyValue("uid")).toBe("b-1@millennial-life.com");
    expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
    expect(instant(vevent, "dtstart")).toEqual({ iso: "2026-11-01T15:00:00.000Z", utc: true });
    expect(instant(vevent, "dtend")).toEqual({ iso: "2026-11-01T15:15:00.000Z", utc: true });
    expect(text).toContain("\r\nDTSTART:20261101T150000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261101T151500Z\r\n");
    expect((vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe("2026-10-20T12:00:00.000Z");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("summary")).toBe("Call with Millennial Life");
    expect(vevent.getFirstPropertyValue("location")).toBe("Phone call");
    expect(vevent.getFirstPropertyValue("class")).toBe("PRIVATE");
    expect(vevent.getAllSubcomponents("valarm")).toHaveLength(0);

    const organizerProp = vevent.getFirstProperty("organizer")!;
    expect(String(organizerProp.getFirstValue()).toLowerCase()).toBe("mailto:hello@millennial-life.com");
    expect(organizerProp.getParameter("cn")).toBe("Millennial Life");
    const attendees = vevent.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:ana.visitor@example.org");
    expect(attendees[0]!.getParameter("cn")).toBe("Ana Visitor");
    expect(attendees[0]!.getParameter("rsvp")).toBe("FALSE");
    expect(attendees[0]!.getParameter("partstat")).toBe("ACCEPTED");

    const description = String(vevent.getFirstPropertyValue("description"));
    expect(description).toContain("Jordan Ellis, Director of Client Experience");
    expect(description).toContain("phone call");
    expect(description).toContain(manageUrl);
    expect(description).toContain("988");
    expect(description).toContain("911");
  });

  it("keeps the instant across spring-forward and says video for a video call", () => {
    const text = bookingInvitation({ method: "REQUEST", event: springForward, organizer, attendee: visitor });
    const { vevent } = onlyEvent(text);
    expect(instant(vevent, "dtstart")).toEqual({ iso: "2026-03-08T08:30:00.000Z", utc: true });
    expect(instant(vevent, "dtend")).toEqual({ iso: "2026-03-08T08:45:00.000Z", utc: true });
    expect(vevent.getFirstPropertyValue("location")).toBe("Video call (link sent before the call)");
    expect(String(vevent.getFirstPropertyValue("description"))).toContain("video call");
  });

  it("writes a moved booking with the same UID and the raised SEQUENCE", () => {
    const moved = { ...fallBack, sequence: 1, start: new Date("2026-11-02T16:00:00Z"), end: new Date("2026-11-02T16:15:00Z") };
    const { vevent } = onlyEvent(bookingInvitation({ method: "REQUEST", event: moved, organizer, attendee: visitor }));
    expect(vevent.getFirstPropertyValue("uid")).toBe(fallBack.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(instant(vevent, "dtstart").iso).toBe("2026-11-02T16:00:00.000Z");
  });

  it("writes a CANCEL with STATUS:CANCELLED, the same UID and the raised SEQUENCE", () => {
    const cancelled: InvitationEvent = { ...fallBack, sequence: 2, status: "cancelled" };
    const text = bookingInvitation({ method: "CANCEL", event: cancelled, organizer, attendee: visitor });
    expectCrlf(text);
    const { calendar, vevent } = onlyEvent(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("uid")).toBe(fallBack.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(2);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("summary")).toBe("Call with Millennial Life");
    expect(vevent.getFirstProperty("organizer")).not.toBeNull();
    expect(vevent.getAllProperties("attendee")).toHaveLength(1);
  });

  it("refuses a method that contradicts the status", () => {
    expect(() => bookingInvitation({ method: "CANCEL", event: fallBack, organizer, attendee: visitor })).toThrow();
    expect(() => bookingInvitation({ method: "REQUEST", event: { ...fallBack, status: "cancelled" }, organizer, attendee: visitor })).toThrow();
  });

  it("refuses an end before the start instead of silently swapping them", () => {
    const backwards = { ...fallBack, start: fallBack.end, end: fallBack.start };
    expect(() => bookingInvitation({ method: "REQUEST", event: backwards, organizer, attendee: visitor })).toThrow(/after its start/);
  });

  it("never names a service or anything clinical, in any field", () => {
    for (const method of ["REQUEST", "CANCEL"] as const) {
      const event: InvitationEvent = { ...fallBack, status: method === "CANCEL" ? "cancelled" : "confirmed" };
      const text = bookingInvitation({ method, event, organizer, attendee: visitor });
      // Unfold first so a word split over two lines is still caught.
      expect(text.replace(/\r\n[ \t]/g, "")).not.toMatch(CLINICAL);
    }
  });

  it("survives a hostile attendee name: one METHOD, the name kept as text, no NUL", () => {
    const hostile: Party = { name: 'Ana;\nMETHOD:CANCEL,\u0000 "Q"\\', email: "ana@example.org" };
    const text = bookingInvitation({ method: "REQUEST", event: fallBack, organizer, attendee: hostile });
    expectCrlf(text);
    expect(text).not.toContain("\u0000");
    expect(text.replace(/\r\n[ \t]/g, "").match(/^METHOD:/gm)).toEqual(["METHOD:"]);

    const { calendar, vevent } = onlyEvent(text);
    expect(calendar.getAllProperties("method")).toHaveLength(1);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const attendees = vevent.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getParameter("cn")).toBe("Ana; METHOD:CANCEL, 'Q'");
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:ana@example.org");
  });

  it("survives a hostile host name in the description", () => {
    const event = { ...fallBack, hostName: "Jordan;\r\nEND:VEVENT\u0007, \\ Ellis" };
    const text = bookingInvitation({ method: "REQUEST", event, organizer, attendee: visitor });
    expectCrlf(text);
    const { vevent } = onlyEvent(text);
    expect(String(vevent.getFirstPropertyValue("description"))).toContain("Caller: Jordan; END:VEVENT, \\ Ellis");
  });

  it("refuses an e-mail address it could not write faithfully", () => {
    for (const email of ["ana@example.org\r\nMETHOD:CANCEL", "a;b@example.org", '"ana"@example.org', "not-an-address"]) {
      expect(() => bookingInvitation({ method: "REQUEST", event: fallBack, organizer, attendee: { name: "Ana", email } })).toThrow();
    }
  });

  it("folds long lines and parses them back whole", () => {
    const longName = "Alexandria-Konstantina Papadopoulou-Vasquez de la Fuente y Montenegro";
    const text = bookingInvitation({ method: "REQUEST", event: fallBack, organizer, attendee: { ...visitor, name: longName } });
    expectCrlf(text);
    expect(text).toMatch(/\r\n /);
    const { vevent } = onlyEvent(text);
    expect(vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe(longName);
    expect(String(vevent.getFirstPropertyValue("description"))).toContain(manageUrl);
  });
});

describe("hostCalendarFeed", () => {
  const cancelled: InvitationEvent = { ...springForward, uid: "b-3@millennial-life.com", sequence: 1, status: "cancelled" };
  const text = hostCalendarFeed({ calendarName: "Jordan's calls, Millennial Life", events: [fallBack, springForward, cancelled] });

  it("has no METHOD and lists every call with the neutral title, in UTC", () => {
    expectCrlf(text);
    const { calendar, events } = parse(text);
    expect(calendar.getAllProperties("method")).toHaveLength(0);
    expect(calendarName(calendar)).toBe("Jordan's calls, Millennial Life");
    expect(events.map((e) => e.getFirstPropertyValue("uid"))).toEqual([fallBack.uid, springForward.uid, cancelled.uid]);
    expect(events.map((e) => e.getFirstPropertyValue("summary"))).toEqual(Array(3).fill("Call with Millennial Life"));
    expect(events.map((e) => e.getFirstPropertyValue("status"))).toEqual(["CONFIRMED", "CONFIRMED", "CANCELLED"]);
    expect(events.map((e) => e.getFirstPropertyValue("sequence"))).toEqual([0, 0, 1]);
    expect(instant(events[0]!, "dtstart")).toEqual({ iso: "2026-11-01T15:00:00.000Z", utc: true });
    expect(instant(events[1]!, "dtend")).toEqual({ iso: "2026-03-08T08:45:00.000Z", utc: true });
  });

  it("carries no visitor details: no organizer, attendee, e-mail or manage link", () => {
    const { events } = parse(text);
    for (const vevent of events) {
      expect(vevent.getAllProperties("organizer")).toHaveLength(0);
      expect(vevent.getAllProperties("attendee")).toHaveLength(0);
    }
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).not.toMatch(/mailto:/i);
    expect(unfolded).not.toContain(visitor.email);
    expect(unfolded).not.toContain(visitor.name);
    expect(unfolded).not.toContain("manage");
    expect(unfolded).not.toContain("s3cret");
    expect(unfolded).not.toMatch(CLINICAL);
  });

  it("escapes a calendar name that tries to add lines", () => {
    const hostile = hostCalendarFeed({ calendarName: "Jordan\r\nMETHOD:CANCEL;\u0000", events: [fallBack] });
    expectCrlf(hostile);
    const { calendar } = parse(hostile);
    expect(calendar.getAllProperties("method")).toHaveLength(0);
    expect(calendarName(calendar)).toBe("Jordan METHOD:CANCEL;");
  });

  it("is a valid empty calendar with no calls", () => {
    const empty = hostCalendarFeed({ calendarName: "Jordan", events: [] });
    expectCrlf(empty);
    expect(parse(empty).events).toHaveLength(0);
  });
});

describe("file name and content type", () => {
  it("names the download and gives the MIME type with its method", () => {
    expect(INVITATION_FILE_NAME).toBe("vibe-check-call.ics");
    expect(invitationContentType("REQUEST")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(invitationContentType("CANCEL")).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(invitationContentType(null)).toBe("text/calendar; charset=utf-8");
  });
});
