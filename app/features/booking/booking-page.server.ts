import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { openSlots, type BusyTimesSource } from "./booking.server";
import { localDate, localDayRange, type Slot } from "./slots";
import { dayLabel, shortDayLabel } from "./time-labels";

/** One offered time: its instant only (the page words it, so the data a page carries stays small). */
export interface SlotChoice {
  start: string;
}

export interface DayChoice {
  date: string;
  label: string;
  /** A clock-change day: a wall time can happen twice, so its times name CDT or CST. */
  clockChange: boolean;
  slots: SlotChoice[];
}

/** A day with free times, as the strip of days names it: a link to its times. */
export interface DayTab {
  date: string;
  weekday: string;
  monthDay: string;
  count: number;
}

export interface BookingPageData {
  timeZone: string;
  /** The days with free times around the one shown, a week of them at a time. */
  dayTabs: DayTab[];
  /** The day whose times the form offers; null when no time is free. */
  day: DayChoice | null;
  /** ?from= of the previous and next week of days; null at either end. */
  earlierFrom: string | null;
  laterFrom: string | null;
  /** A new key per rendered form: the server books once per key, however often it is sent. */
  idempotencyKey: string;
}

/**
 * Days named in the strip at once. One day's times are offered at a time (about fifty radios, not
 * a few hundred): a phone draws and hydrates the page quickly, and the choice is a day, then a time.
 */
export const DAYS_PER_STRIP = 7;

/** The free times of one day (the first free day on or after `from`), and the week of days around it. */
export async function bookingPageData(
  db: Database,
  now: Date,
  { from, busyTimes }: { from?: string | null; busyTimes?: BusyTimesSource },
): Promise<BookingPageData> {
  const { slots, rules } = await openSlots(db, now, busyTimes);
  const days = groupByDay(slots, rules.timeZone);
  const found = from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? days.findIndex((day) => day.date >= from) : 0;
  // Past the last free day: the last one, so an old link still offers times.
  const shown = found < 0 ? days.length - 1 : found;
  const stripStart = Math.floor(Math.max(0, shown) / DAYS_PER_STRIP) * DAYS_PER_STRIP;
  return {
    timeZone: rules.timeZone,
    dayTabs: days.slice(stripStart, stripStart + DAYS_PER_STRIP).map((day) => ({
      date: day.date,
      weekday: day.weekday,
      monthDay: day.monthDay,
      count: day.slots.length,
    })),
    day: days[shown] ? stripLabels(days[shown]) : null,
    earlierFrom: stripStart > 0 ? days[stripStart - DAYS_PER_STRIP]!.date : null,
    laterFrom: days[stripStart + DAYS_PER_STRIP]?.date ?? null,
    idempotencyKey: randomUUID(),
  };
}

type GroupedDay = DayChoice & { weekday: string; monthDay: string };

function stripLabels({ date, label, clockChange, slots }: GroupedDay): DayChoice {
  return { date, label, clockChange, slots };
}

function groupByDay(slots: Slot[], timeZone: string): GroupedDay[] {
  const days = new Map<string, GroupedDay>();
  for (const slot of slots) {
    const date = localDate(slot.start, timeZone);
    let day = days.get(date);
    if (!day) {
      day = {
        date,
        label: dayLabel(slot.start, timeZone),
        ...shortDayLabel(slot.start, timeZone),
        clockChange: clockChangesOn(date, timeZone),
        slots: [],
      };
      days.set(date, day);
    }
    day.slots.push({ start: slot.start.toISOString() });
  }
  return [...days.values()];
}

/** On a clock-change day a wall time can happen twice: then the label names CDT or CST. */
function clockChangesOn(date: string, timeZone: string): boolean {
  const { start, end } = localDayRange(date, timeZone);
  return end.getTime() - start.getTime() !== 24 * 60 * 60 * 1000;
}
