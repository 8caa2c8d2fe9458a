import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { openSlots, type BusyTimesSource } from "./booking.server";
import { localDate, localDayRange, type Slot } from "./slots";
import { dayLabel } from "./time-labels";

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

export interface BookingPageData {
  timeZone: string;
  days: DayChoice[];
  /** ?from= of the previous and next page of days; null at either end. */
  earlierFrom: string | null;
  laterFrom: string | null;
  /** A new key per rendered form: the server books once per key, however often it is sent. */
  idempotencyKey: string;
}

/** Days with free times shown at once: a week's choice without a page of hundreds of radios on a phone. */
export const DAYS_PER_PAGE = 3;

/** The free times grouped by day (in the practice's zone), a page of days from `from` on. */
export async function bookingPageData(
  db: Database,
  now: Date,
  { from, busyTimes }: { from?: string | null; busyTimes?: BusyTimesSource },
): Promise<BookingPageData> {
  const { slots, rules } = await openSlots(db, now, busyTimes);
  const days = groupByDay(slots, rules.timeZone);
  const index = from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? days.findIndex((day) => day.date >= from) : 0;
  const first = index < 0 ? Math.max(0, days.length - DAYS_PER_PAGE) : index;
  const page = days.slice(first, first + DAYS_PER_PAGE);
  return {
    timeZone: rules.timeZone,
    days: page,
    earlierFrom: first > 0 ? days[Math.max(0, first - DAYS_PER_PAGE)]!.date : null,
    laterFrom: first + DAYS_PER_PAGE < days.length ? days[first + DAYS_PER_PAGE]!.date : null,
    idempotencyKey: randomUUID(),
  };
}

/** The free times nearest to a refused one: what the visitor sees first after losing a race. */
export function nearestDays(days: DayChoice[], around: Date): DayChoice[] {
  const day = days.find((candidate) => candidate.slots.some((slot) => new Date(slot.start) >= around));
  return day ? [day] : [];
}

function groupByDay(slots: Slot[], timeZone: string): DayChoice[] {
  const days = new Map<string, DayChoice>();
  for (const slot of slots) {
    const date = localDate(slot.start, timeZone);
    let day = days.get(date);
    if (!day) {
      day = { date, label: dayLabel(slot.start, timeZone), clockChange: clockChangesOn(date, timeZone), slots: [] };
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
