import { Temporal } from "temporal-polyfill";

/**
 * Free 15-minute "Vibe Check" call times, computed from the hosts' availability rules.
 * Pure: every input (including "now") is passed in, nothing is read from the clock, a database or the network.
 * Instants are JS Dates (UTC); wall-clock times belong to rules.timeZone and are converted with Temporal only.
 */

/** "HH:MM" 24h wall-clock time, "24:00" allowed as an end. */
export type WallTime = string;
/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export interface WeeklyHours {
  hostId: string;
  weekday: number;
  start: WallTime;
  end: WallTime;
}
/** A dated change for one host (hostId) or for every host (hostId null), on a local date "YYYY-MM-DD".
 *  kind "closed" without start/end: the whole day off. "closed" with start/end: those hours off.
 *  kind "open": extra hours that day (added to the weekly hours). */
export interface AvailabilityException {
  hostId: string | null;
  date: string;
  kind: "closed" | "open";
  start?: WallTime | null;
  end?: WallTime | null;
}
export interface BookingRules {
  timeZone: string; // IANA, e.g. "America/Chicago"
  slotMinutes: number; // 15
  bufferMinutes: number; // free time kept after each call before the next one
  minNoticeMinutes: number; // notice counted in the host's OPEN hours (business minutes)
  horizonDays: number; // offer local dates from today up to today + horizonDays - 1 (in the zone)
  dailyCap: number; // at most this many active bookings per host per local date
}
/** An active booking of a host (its call time, WITHOUT buffer). */
export interface HostBooking {
  hostId: string;
  start: Date;
  end: Date;
}
/** Busy time from the host's own calendar (CalDAV). */
export interface BusyTime {
  hostId: string;
  start: Date;
  end: Date;
}
/** hostIds: the hosts free at that time, in the order of input.hosts. */
export interface Slot {
  start: Date;
  end: Date;
  hostIds: string[];
}
export interface SlotInput {
  now: Date;
  hosts: string[];
  weekly: WeeklyHours[];
  exceptions: AvailabilityException[];
  rules: BookingRules;
  bookings: HostBooking[];
  busy: BusyTime[];
}
export type NotBookableReason = "not-a-slot" | "too-soon" | "beyond-horizon" | "taken" | "day-full";

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
/** The notice walk looks this many days past the horizon before deciding the notice can never be met. */
const NOTICE_LOOKAHEAD_DAYS = 14;

/** A half-open range of instants [start, end) in epoch milliseconds. */
interface Interval {
  start: number;
  end: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and zones

/** The local date "YYYY-MM-DD" of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  return zoned(epochMs(instant, "instant"), timeZone).toPlainDate().toString();
}

/** The instant range [start, end) of a local date in the zone (23 or 25 hours on clock-change days). */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  const day = plainDate(date);
  // startOfDay semantics: where midnight is skipped, the day starts at the first instant that exists.
  const start = day.toZonedDateTime(timeZone).epochMilliseconds;
  const end = day.add({ days: 1 }).toZonedDateTime(timeZone).epochMilliseconds;
  return { start: new Date(start), end: new Date(end) };
}

/** The block a booking holds in the database: [start, end + buffer). The DB exclusion constraint uses exactly this. */
export function bookingBlock(start: Date, rules: Pick<BookingRules, "slotMinutes" | "bufferMinutes">): { start: Date; end: Date; callEnd: Date } {
  const startMs = epochMs(start, "start");
  const callEnd = startMs + positiveMinutes(rules.slotMinutes, "slotMinutes") * MINUTE_MS;
  return { start: new Date(startMs), end: new Date(callEnd + wholeMinutes(rules.bufferMinutes, "bufferMinutes") * MINUTE_MS), callEnd: new Date(callEnd) };
}

function zoned(ms: number, timeZone: string): Temporal.ZonedDateTime {
  // Temporal throws a RangeError for a zone it does not know.
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
}

function plainDate(date: string): Temporal.PlainDate {
  // Temporal alone would also take "20260308" or a date-time; the rules only ever hold plain "YYYY-MM-DD".
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a "YYYY-MM-DD" date: ${String(date)}`);
  return Temporal.PlainDate.from(date, { overflow: "reject" });
}

function addDays(date: string, days: number): string {
  return plainDate(date).add({ days }).toString();
}

/** Minutes after local midnight of an "HH:MM" wall time; 1440 for "24:00". */
function wallMinutes(value: unknown): number {
  const match = typeof value === "string" ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || !(minutes <= MINUTES_PER_DAY)) throw new RangeError(`Not an "HH:MM" wall time: ${String(value)}`);
  return minutes;
}

/** Rule: a wall-clock time becomes an instant with disambiguation "compatible" (a skipped time moves forward by the gap,
 *  a repeated time takes its first occurrence). "24:00" is the next date's 00:00. */
function wallToInstant(date: string, minutes: number, timeZone: string): number {
  const day = plainDate(date).add({ days: Math.floor(minutes / MINUTES_PER_DAY) });
  const time = { hour: Math.floor((minutes % MINUTES_PER_DAY) / 60), minute: minutes % 60 };
  return day.toPlainDateTime(time).toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds;
}

/** The instants of wall-clock hours start-end on a date; null when they do not exist (e.g. 02:00-03:00 on spring-forward day). */
function wallInterval(date: string, start: unknown, end: unknown, timeZone: string): Interval | null {
  const from = wallMinutes(start);
  const to = wallMinutes(end);
  if (from >= to) throw new RangeError(`Hours must start before they end: ${String(start)}-${String(end)} on ${date}`);
  const interval = { start: wallToInstant(date, from, timeZone), end: wallToInstant(date, to, timeZone) };
  // "compatible" is not monotonic inside a skipped hour, so hours that start in the gap can come out empty or reversed.
  return interval.end > interval.start ? interval : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Interval arithmetic (in instants, so that hours converted on clock-change days can never double an instant)

function mergeIntervals(intervals: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const next of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

function subtractIntervals(windows: Interval[], holes: Interval[]): Interval[] {
  let remaining = windows;
  for (const hole of holes) {
    remaining = remaining.flatMap((w) => {
      if (hole.end <= w.start || hole.start >= w.end) return [w];
      const parts: Interval[] = [];
      if (hole.start > w.start) parts.push({ start: w.start, end: hole.start });
      if (hole.end < w.end) parts.push({ start: hole.end, end: w.end });
      return parts;
    });
  }
  return remaining;
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

// ---------------------------------------------------------------------------------------------------------------
// Input validation: the rules come from an admin form and the database, so a bad value fails loudly here
// instead of silently offering wrong times.

function epochMs(value: unknown, what: string): number {
  const ms = value instanceof Date ? value.getTime() : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${what} must be a valid Date`);
  return ms;
}

function wholeMinutes(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number >= 0, got ${String(value)}`);
  return value;
}

function positiveMinutes(value: unknown, what: string): number {
  if (wholeMinutes(value, what) === 0) throw new RangeError(`${what} must be > 0`);
  return value as number;
}

function validRange(item: { hostId: unknown; start: unknown; end: unknown }, what: string): Interval {
  if (typeof item.hostId !== "string") throw new RangeError(`${what} needs a hostId`);
  const range = { start: epochMs(item.start, `${what} start`), end: epochMs(item.end, `${what} end`) };
  if (range.end < range.start) throw new RangeError(`${what} ends before it starts`);
  return range;
}

function validate(input: SlotInput): void {
  const { rules } = input;
  zoned(0, rules.timeZone);
  positiveMinutes(rules.slotMinutes, "slotMinutes");
  wholeMinutes(rules.bufferMinutes, "bufferMinutes");
  wholeMinutes(rules.minNoticeMinutes, "minNoticeMinutes");
  wholeMinutes(rules.horizonDays, "horizonDays");
  wholeMinutes(rules.dailyCap, "dailyCap");
  epochMs(input.now, "now");
  if (input.hosts.some((host) => typeof host !== "string") || new Set(input.hosts).size !== input.hosts.length) {
    throw new RangeError("hosts must be distinct strings");
  }
  for (const w of input.weekly) {
    if (!Number.isInteger(w.weekday) || w.weekday < 1 || w.weekday > 7) throw new RangeError(`weekday must be 1 (Monday) to 7 (Sunday), got ${w.weekday}`);
    if (wallMinutes(w.start) >= wallMinutes(w.end)) throw new RangeError(`Weekly hours must start before they end: ${w.start}-${w.end}`);
  }
  for (const e of input.exceptions) {
    plainDate(e.date);
    if (e.kind !== "open" && e.kind !== "closed") throw new RangeError(`Unknown exception kind: ${String(e.kind)}`);
    const hasStart = e.start != null;
    const hasEnd = e.end != null;
    if (hasStart !== hasEnd) throw new RangeError(`Exception on ${e.date} needs both start and end, or neither`);
    if (e.kind === "open" && !hasStart) throw new RangeError(`"open" exception on ${e.date} needs start and end`);
    if (hasStart && wallMinutes(e.start) >= wallMinutes(e.end)) throw new RangeError(`Exception hours must start before they end on ${e.date}`);
  }
  input.bookings.forEach((b) => validRange(b, "booking"));
  input.busy.forEach((b) => validRange(b, "busy time"));
}

// ---------------------------------------------------------------------------------------------------------------
// The calendar of one input: windows, notice, and the checks every offered or requested slot goes through

function calendar(input: SlotInput) {
  validate(input);
  const { rules } = input;
  const zone = rules.timeZone;
  const nowMs = input.now.getTime();
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  const today = localDate(input.now, zone);
  // Rule: only local dates from today to today + horizonDays - 1 are offered.
  const horizonEndMs = rules.horizonDays === 0 ? -Infinity : localDayRange(addDays(today, rules.horizonDays - 1), zone).end.getTime();

  const windowCache = new Map<string, Interval[]>();
  /** Rule: a host's open windows on a local date are the weekly hours of that weekday plus the "open" exceptions of that
   *  date (for the host or for everyone), minus the "closed" exceptions (the whole day, or the given hours); overlapping
   *  windows merge. Everything is merged and subtracted as instants. */
  function windows(host: string, date: string): Interval[] {
    const key = `${host}\n${date}`;
    const cached = windowCache.get(key);
    if (cached) return cached;
    const weekday = plainDate(date).dayOfWeek;
    const applies = input.exceptions.filter((e) => e.date === date && (e.hostId === null || e.hostId === host));
    const open = [
      ...input.weekly.filter((w) => w.hostId === host && w.weekday === weekday).map((w) => wallInterval(date, w.start, w.end, zone)),
      ...applies.filter((e) => e.kind === "open").map((e) => wallInterval(date, e.start, e.end, zone)),
    ];
    const closed = applies
      .filter((e) => e.kind === "closed")
      .map((e) => (e.start == null ? wallInterval(date, "00:00", "24:00", zone) : wallInterval(date, e.start, e.end, zone)));
    const result = subtractIntervals(
      mergeIntervals(open.filter((w) => w !== null)),
      closed.filter((c) => c !== null),
    );
    windowCache.set(key, result);
    return result;
  }

  /** Rule: slots step every slotMinutes in absolute time from each window's start while the call still ends inside it. */
  function slotStarts(host: string, date: string): number[] {
    const starts: number[] = [];
    for (const w of windows(host, date)) {
      for (let start = w.start; start + slotMs <= w.end; start += slotMs) starts.push(start);
    }
    return starts;
  }

  const earliestCache = new Map<string, number>();
  /** Rule: minimum notice is counted in the host's open minutes: walking its windows forward from now, the earliest
   *  allowed start is where the open time passed reaches minNoticeMinutes (no notice: now). The walk stops
   *  NOTICE_LOOKAHEAD_DAYS after the horizon; notice that cannot be met by then allows nothing. */
  function earliestStart(host: string): number {
    const cached = earliestCache.get(host);
    if (cached !== undefined) return cached;
    let needed = rules.minNoticeMinutes * MINUTE_MS;
    let earliest = needed === 0 ? nowMs : Infinity;
    for (let day = 0; needed > 0 && day < rules.horizonDays + NOTICE_LOOKAHEAD_DAYS; day++) {
      for (const w of windows(host, addDays(today, day))) {
        const from = Math.max(w.start, nowMs);
        if (from >= w.end) continue;
        if (w.end - from >= needed) {
          earliest = from + needed;
          needed = 0;
          break;
        }
        needed -= w.end - from;
      }
    }
    earliestCache.set(host, earliest);
    return earliest;
  }

  const bookingsPerDay = new Map<string, number>();
  for (const b of input.bookings) {
    const key = `${b.hostId}\n${localDate(b.start, zone)}`;
    bookingsPerDay.set(key, (bookingsPerDay.get(key) ?? 0) + 1);
  }

  /** Why a start that is on the host's grid cannot be booked, or null. */
  function problem(host: string, startMs: number): NotBookableReason | null {
    if (startMs < earliestStart(host)) return "too-soon";
    if (startMs >= horizonEndMs) return "beyond-horizon";
    // Rule: a host with dailyCap or more bookings on a local date offers nothing that date.
    if ((bookingsPerDay.get(`${host}\n${localDate(new Date(startMs), zone)}`) ?? 0) >= rules.dailyCap) return "day-full";
    // Rule: the slot's block [start, start + slot + buffer) overlaps no booking block [b.start, b.end + buffer) of the host
    // (symmetric, the same ranges as the database's exclusion constraint) ...
    const block = { start: startMs, end: startMs + slotMs + bufferMs };
    for (const b of input.bookings) {
      if (b.hostId === host && overlaps(block, { start: b.start.getTime(), end: b.end.getTime() + bufferMs })) return "taken";
    }
    // ... and [start - buffer, start + slot + buffer) overlaps none of the host's own busy times.
    const guarded = { start: startMs - bufferMs, end: block.end };
    for (const b of input.busy) {
      if (b.hostId === host && overlaps(guarded, { start: b.start.getTime(), end: b.end.getTime() })) return "taken";
    }
    return null;
  }

  return { zone, today, nowMs, slotMs, horizonEndMs, slotStarts, earliestStart, problem };
}

/** Every bookable start within the horizon, sorted, each listing the hosts free then (a start with none is left out). */
export function availableSlots(input: SlotInput): Slot[] {
  const cal = calendar(input);
  const hostsByStart = new Map<number, string[]>();
  // Hosts in the outer loop, so each start's list comes out in the order of input.hosts.
  for (const host of input.hosts) {
    for (let day = 0; day < input.rules.horizonDays; day++) {
      for (const start of cal.slotStarts(host, addDays(cal.today, day))) {
        if (cal.problem(host, start) !== null) continue;
        const hostIds = hostsByStart.get(start) ?? [];
        if (!hostIds.includes(host)) hostIds.push(host);
        hostsByStart.set(start, hostIds);
      }
    }
  }
  return [...hostsByStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, hostIds]) => ({ start: new Date(start), end: new Date(start + cal.slotMs), hostIds }));
}

/** Re-checks one requested start for one host against every rule (what the server does on submit, whatever the form sent).
 *  Returns null when bookable, or the reason. The time-range reasons come first, so a start far outside the calendar
 *  (or off the grid as well) is reported as too soon / beyond the horizon without computing its day. */
export function whyNotBookable(input: SlotInput, hostId: string, start: Date): null | NotBookableReason {
  const cal = calendar(input);
  if (!input.hosts.includes(hostId) || !(start instanceof Date) || Number.isNaN(start.getTime())) return "not-a-slot";
  const startMs = start.getTime();
  if (startMs < cal.earliestStart(hostId)) return "too-soon";
  if (startMs >= cal.horizonEndMs) return "beyond-horizon";
  if (!cal.slotStarts(hostId, localDate(start, cal.zone)).includes(startMs)) return "not-a-slot";
  return cal.problem(hostId, startMs);
}
