import { Temporal } from "temporal-polyfill";

/** Open hours on ISO weekdays (1 Monday .. 7 Sunday) as wall-clock "HH:MM" in a time zone. */
export interface BusinessHours {
  timeZone: string;
  weekdays: readonly number[];
  opens: string;
  closes: string;
}

/** How many business hours the practice promises to answer within. */
export const RESPONSE_PROMISE_HOURS = 24;
/** An unanswered enquiry with less than this left of the promise is flagged as due soon. */
export const DUE_SOON_HOURS = 4;

const HOUR_MS = 60 * 60 * 1000;

function wallMinutes(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not an "HH:MM" wall time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function atWallTime(date: Temporal.PlainDate, minutes: number, timeZone: string): number {
  return date.toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toZonedDateTime(timeZone, { disambiguation: "compatible" })
    .epochMilliseconds;
}

/**
 * Milliseconds of open hours between two instants. Each local day's hours are turned into instants
 * on that day, so a daylight-saving change shifts them with the clock instead of by an hour.
 */
export function businessMsBetween(start: Date, end: Date, hours: BusinessHours): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  const opens = wallMinutes(hours.opens);
  const closes = wallMinutes(hours.closes);
  let day = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(hours.timeZone).toPlainDate();
  const lastDay = Temporal.Instant.fromEpochMilliseconds(to).toZonedDateTimeISO(hours.timeZone).toPlainDate();
  let total = 0;
  while (Temporal.PlainDate.compare(day, lastDay) <= 0) {
    if (hours.weekdays.includes(day.dayOfWeek)) {
      const open = Math.max(from, atWallTime(day, opens, hours.timeZone));
      const close = Math.min(to, atWallTime(day, closes, hours.timeZone));
      if (close > open) total += close - open;
    }
    day = day.add({ days: 1 });
  }
  return total;
}

export function businessHoursBetween(start: Date, end: Date, hours: BusinessHours): number {
  return businessMsBetween(start, end, hours) / HOUR_MS;
}

export type PromiseState = "answered" | "on-time" | "due-soon" | "overdue";

/** Where an enquiry stands against the promise: answered (whenever), or how close the unanswered one is. */
export function promiseState(receivedAt: Date, firstResponseAt: Date | null, now: Date, hours: BusinessHours): PromiseState {
  if (firstResponseAt) return "answered";
  const elapsed = businessHoursBetween(receivedAt, now, hours);
  if (elapsed >= RESPONSE_PROMISE_HOURS) return "overdue";
  return elapsed >= RESPONSE_PROMISE_HOURS - DUE_SOON_HOURS ? "due-soon" : "on-time";
}

/** The p-th percentile (0-100) by linear interpolation between closest ranks; null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** "3.5 business hours", "under 1 business hour": how long a reply took, for the screens. */
export function formatBusinessHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} business min`;
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} business ${rounded === 1 ? "hour" : "hours"}`;
}
