import { weekdays } from "~/content/ritual-ideas";
import { site } from "~/content/site";
import { ritualPlanText, type RitualPlan } from "./build-ritual";
import { timeLabels } from "~/content/ritual-ideas";

/**
 * The plan as an iCalendar file (RFC 5545) with one weekly recurring event, built in the browser:
 * CRLF line ends, lines folded at 75 octets (never inside a UTF-8 character), a unique UID, a
 * DTSTAMP in UTC, and a floating local start time so the ritual stays at 7 PM wherever the
 * couple's calendar lives. A reminder an hour before gives the planner a nudge.
 */

const BYDAY: Record<(typeof weekdays)[number], string> = {
  monday: "MO",
  tuesday: "TU",
  wednesday: "WE",
  thursday: "TH",
  friday: "FR",
  saturday: "SA",
  sunday: "SU",
};

/** TEXT values escape backslash, semicolon, comma and new lines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Splits a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The first date on or after `from` (local calendar) that falls on the chosen weekday. */
export function firstOccurrence(from: Date, day: (typeof weekdays)[number]): Date {
  const target = (weekdays.indexOf(day) + 1) % 7; // Date: Sunday is 0
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  date.setDate(date.getDate() + ((target - date.getDay() + 7) % 7));
  return date;
}

export function ritualIcs(plan: RitualPlan, { now = new Date(), uid = randomUid() }: { now?: Date; uid?: string } = {}): string {
  const { choices } = plan;
  const first = firstOccurrence(now, choices.day);
  const [h, m] = choices.start.split(":");
  const start = `${first.getFullYear()}${pad(first.getMonth() + 1)}${pad(first.getDate())}T${h}${m}00`;
  const minutes = timeLabels[choices.time].minutes;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Millennial Life//Ritual Creator//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${uid}@${site.hostnames.primary}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${start}`,
    `DURATION:PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ""}${minutes % 60 ? `${minutes % 60}M` : ""}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${BYDAY[choices.day]}`,
    `SUMMARY:${escapeText(plan.name)}`,
    `DESCRIPTION:${escapeText(ritualPlanText(plan))}`,
    "TRANSP:OPAQUE",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT1H",
    `DESCRIPTION:${escapeText(`${plan.name} in an hour`)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

function randomUid(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** "the-sunday-check-in.ics" */
export function icsFileName(plan: RitualPlan): string {
  return `${plan.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.ics`;
}
