import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  availableSlots,
  bookingBlock,
  localDate,
  localDayRange,
  whyNotBookable,
  type BookingRules,
  type Slot,
  type SlotInput,
  type WeeklyHours,
} from "./slots";

const ZONE = "America/Chicago";
const MINUTE = 60_000;

const RULES: BookingRules = { timeZone: ZONE, slotMinutes: 15, bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 7, dailyCap: 100 };

function input(overrides: Partial<Omit<SlotInput, "rules">> & { rules?: Partial<BookingRules> }): SlotInput {
  return {
    now: new Date("2026-04-06T05:00:00Z"), // Monday 6 April 2026, 00:00 CDT
    hosts: ["a"],
    weekly: [],
    exceptions: [],
    bookings: [],
    busy: [],
    ...overrides,
    rules: { ...RULES, ...overrides.rules },
  };
}

/** Weekly hours on the given ISO weekdays. */
function hours(hostId: string, weekdays: number[], start: string, end: string): WeeklyHours[] {
  return weekdays.map((weekday) => ({ hostId, weekday, start, end }));
}
const WEEKDAYS = [1, 2, 3, 4, 5];

/** A Chicago wall-clock time as an instant (for tests away from clock changes; those assert literal UTC). */
function chicago(dateTime: string): Date {
  return new Date(Temporal.PlainDateTime.from(dateTime).toZonedDateTime(ZONE).epochMilliseconds);
}

/** The Chicago "HH:MM" starts of the slots on one local date. */
function timesOn(slots: Slot[], date: string): string[] {
  return slots
    .filter((s) => localDate(s.start, ZONE) === date)
    .map((s) => Temporal.Instant.fromEpochMilliseconds(s.start.getTime()).toZonedDateTimeISO(ZONE).toPlainTime().toString().slice(0, 5));
}

function isoStarts(slots: Slot[]): string[] {
  return slots.map((s) => s.start.toISOString().replace(".000", ""));
}

function expectNoDuplicates(slots: Slot[]) {
  const starts = slots.map((s) => s.start.getTime());
  expect(new Set(starts).size).toBe(starts.length);
  expect([...starts].sort((x, y) => x - y)).toEqual(starts);
}

describe("clock changes (America/Chicago)", () => {
  const weekend = hours("a", [6, 7], "09:00", "12:00");

  it("spring forward: 09:00 is 15:00Z on Saturday and 14:00Z on Sunday; the night window 01:00-04:00 has 2 real hours = 8 slots", () => {
    const slots = availableSlots(
      input({
        now: new Date("2026-03-07T06:00:00Z"), // Saturday 00:00 CST
        weekly: weekend,
        exceptions: [{ hostId: null, date: "2026-03-08", kind: "open", start: "01:00", end: "04:00" }],
        rules: { horizonDays: 2 },
      }),
    );
    const starts = isoStarts(slots);
    expect(starts[0]).toBe("2026-03-07T15:00:00Z");
    expect(starts[11]).toBe("2026-03-07T17:45:00Z");
    const night = starts.slice(12, 20);
    expect(night).toEqual([
      "2026-03-08T07:00:00Z", // 01:00 CST
      "2026-03-08T07:15:00Z",
      "2026-03-08T07:30:00Z",
      "2026-03-08T07:45:00Z",
      "2026-03-08T08:00:00Z", // 03:00 CDT: 02:00-02:59 does not exist
      "2026-03-08T08:15:00Z",
      "2026-03-08T08:30:00Z",
      "2026-03-08T08:45:00Z",
    ]);
    expect(timesOn(slots, "2026-03-08").slice(0, 8)).toEqual(["01:00", "01:15", "01:30", "01:45", "03:00", "03:15", "03:30", "03:45"]);
    expect(starts[20]).toBe("2026-03-08T14:00:00Z");
    expect(starts.at(-1)).toBe("2026-03-08T16:45:00Z");
    expect(slots).toHaveLength(12 + 8 + 12);
    expectNoDuplicates(slots);
    // Every start lies a whole number of slots (in absolute time) after its window's start.
    const windowStarts = [Date.parse("2026-03-07T15:00:00Z"), Date.parse("2026-03-08T07:00:00Z"), Date.parse("2026-03-08T14:00:00Z")];
    for (const [i, slot] of slots.entries()) {
      const windowStart = windowStarts[i < 12 ? 0 : i < 20 ? 1 : 2]!;
      expect((slot.start.getTime() - windowStart) % (15 * MINUTE)).toBe(0);
      expect(slot.end.getTime() - slot.start.getTime()).toBe(15 * MINUTE);
    }
  });

  it("fall back: 09:00 is 14:00Z on Saturday and 15:00Z on Sunday; the night window 01:00-04:00 has 4 real hours = 16 slots, 01:00-01:45 twice", () => {
    const slots = availableSlots(
      input({
        now: new Date("2026-10-31T05:00:00Z"), // Saturday 00:00 CDT
        weekly: weekend,
        exceptions: [{ hostId: null, date: "2026-11-01", kind: "open", start: "01:00", end: "04:00" }],
        rules: { horizonDays: 2 },
      }),
    );
    const starts = isoStarts(slots);
    expect(starts[0]).toBe("2026-10-31T14:00:00Z");
    const night = slots.slice(12, 28);
    expect(night).toHaveLength(16);
    expect(isoStarts(night)[0]).toBe("2026-11-01T06:00:00Z"); // 01:00 CDT
    expect(isoStarts(night)[4]).toBe("2026-11-01T07:00:00Z"); // 01:00 CST, the second time round
    expect(isoStarts(night).at(-1)).toBe("2026-11-01T09:45:00Z"); // 03:45 CST
    expect(timesOn(night, "2026-11-01")).toEqual([
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "02:00",
      "02:15",
      "02:30",
      "02:45",
      "03:00",
      "03:15",
      "03:30",
      "03:45",
    ]);
    for (const [i, slot] of night.entries()) expect(slot.start.getTime()).toBe(Date.parse("2026-11-01T06:00:00Z") + i * 15 * MINUTE);
    expect(starts[28]).toBe("2026-11-01T15:00:00Z");
    expect(slots).toHaveLength(12 + 16 + 12);
    expectNoDuplicates(slots);
  });

  it("a window that would overlap itself across the skipped hour never doubles an instant", () => {
    // 01:00-02:30 ends at 03:30 CDT ("compatible" moves 02:30 forward), overlapping 03:00-04:00: the windows merge.
    const slots = availableSlots(
      input({
        now: new Date("2026-03-08T06:00:00Z"),
        exceptions: [
          { hostId: "a", date: "2026-03-08", kind: "open", start: "01:00", end: "02:30" },
          { hostId: "a", date: "2026-03-08", kind: "open", start: "03:00", end: "04:00" },
        ],
        rules: { horizonDays: 1 },
      }),
    );
    expectNoDuplicates(slots);
    expect(isoStarts(slots)).toEqual([
      "2026-03-08T07:00:00Z",
      "2026-03-08T07:15:00Z",
      "2026-03-08T07:30:00Z",
      "2026-03-08T07:45:00Z",
      "2026-03-08T08:00:00Z",
      "2026-03-08T08:15:00Z",
      "2026-03-08T08:30:00Z",
      "2026-03-08T08:45:00Z",
    ]);
  });

  it("localDayRange is 23 hours on 8 March 2026, 25 hours on 1 November 2026, 24 otherwise", () => {
    const length = (date: string) => {
      const { start, end } = localDayRange(date, ZONE);
      return (end.getTime() - start.getTime()) / (60 * MINUTE);
    };
    expect(length("2026-03-08")).toBe(23);
    expect(length("2026-11-01")).toBe(25);
    expect(length("2026-04-06")).toBe(24);
    expect(localDayRange("2026-03-08", ZONE).start.toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(localDayRange("2026-11-01", ZONE).end.toISOString()).toBe("2026-11-02T06:00:00.000Z");
  });

  it("localDate reads the date in the zone, not in UTC", () => {
    expect(localDate(new Date("2026-03-08T05:59:59Z"), ZONE)).toBe("2026-03-07");
    expect(localDate(new Date("2026-03-08T06:00:00Z"), ZONE)).toBe("2026-03-08");
    expect(localDate(new Date("2026-04-07T04:30:00Z"), ZONE)).toBe("2026-04-06");
  });
});

describe("open windows and exceptions", () => {
  const weekly = hours("a", WEEKDAYS, "09:00", "10:00");

  it("weekly hours give slots on their weekdays only", () => {
    const slots = availableSlots(input({ weekly }));
    expect(timesOn(slots, "2026-04-06")).toEqual(["09:00", "09:15", "09:30", "09:45"]);
    expect(timesOn(slots, "2026-04-11")).toEqual([]); // Saturday
    expect(slots).toHaveLength(5 * 4);
  });

  it("a whole day closed, some hours closed, and extra evening hours", () => {
    const slots = availableSlots(
      input({
        weekly,
        exceptions: [
          { hostId: "a", date: "2026-04-07", kind: "closed" },
          { hostId: "a", date: "2026-04-08", kind: "closed", start: "09:15", end: "09:45" },
          { hostId: "a", date: "2026-04-09", kind: "open", start: "17:00", end: "17:30" },
          { hostId: "someone-else", date: "2026-04-10", kind: "closed" },
        ],
      }),
    );
    expect(timesOn(slots, "2026-04-07")).toEqual([]);
    expect(timesOn(slots, "2026-04-08")).toEqual(["09:00", "09:45"]);
    expect(timesOn(slots, "2026-04-09")).toEqual(["09:00", "09:15", "09:30", "09:45", "17:00", "17:15"]);
    expect(timesOn(slots, "2026-04-10")).toHaveLength(4);
  });

  it("overlapping hours merge into one window", () => {
    const slots = availableSlots(
      input({
        weekly: [...weekly, ...hours("a", [1], "09:30", "10:30")],
        exceptions: [{ hostId: "a", date: "2026-04-06", kind: "open", start: "09:00", end: "09:45" }],
      }),
    );
    expect(timesOn(slots, "2026-04-06")).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15"]);
  });

  it("an exception with hostId null applies to every host", () => {
    const slots = availableSlots(
      input({
        hosts: ["a", "b"],
        weekly: [...weekly, ...hours("b", WEEKDAYS, "09:00", "10:00")],
        exceptions: [
          { hostId: null, date: "2026-04-06", kind: "closed" },
          { hostId: null, date: "2026-04-07", kind: "open", start: "18:00", end: "18:15" },
        ],
      }),
    );
    expect(timesOn(slots, "2026-04-06")).toEqual([]);
    const evening = slots.find((s) => s.start.getTime() === chicago("2026-04-07T18:00").getTime());
    expect(evening?.hostIds).toEqual(["a", "b"]);
  });

  it("the last slot must end inside the window", () => {
    const slots = availableSlots(input({ weekly: hours("a", [1], "09:00", "09:40") }));
    expect(timesOn(slots, "2026-04-06")).toEqual(["09:00", "09:15"]);
  });

  it('"24:00" ends a window at the next midnight', () => {
    const slots = availableSlots(input({ weekly: hours("a", [1], "23:30", "24:00") }));
    expect(timesOn(slots, "2026-04-06")).toEqual(["23:30", "23:45"]);
  });
});

describe("bookings, buffer and busy times", () => {
  const weekly = hours("a", [1], "09:00", "12:00");

  it("a booking at 10:00 with a 15-minute buffer takes 09:45, 10:00 and 10:15; 09:30 and 10:30 stay free", () => {
    const slots = availableSlots(
      input({ weekly, rules: { bufferMinutes: 15 }, bookings: [{ hostId: "a", start: chicago("2026-04-06T10:00"), end: chicago("2026-04-06T10:15") }] }),
    );
    const times = timesOn(slots, "2026-04-06");
    expect(times).toContain("09:30");
    expect(times).not.toContain("09:45");
    expect(times).not.toContain("10:00");
    expect(times).not.toContain("10:15");
    expect(times).toContain("10:30");
  });

  it("a booking of another host takes nothing from this one", () => {
    const slots = availableSlots(input({ weekly, bookings: [{ hostId: "b", start: chicago("2026-04-06T10:00"), end: chicago("2026-04-06T10:15") }] }));
    expect(timesOn(slots, "2026-04-06")).toContain("10:00");
  });

  it("busy time keeps the buffer on both sides of a call", () => {
    const slots = availableSlots(
      input({ weekly, rules: { bufferMinutes: 15 }, busy: [{ hostId: "a", start: chicago("2026-04-06T11:00"), end: chicago("2026-04-06T11:30") }] }),
    );
    const times = timesOn(slots, "2026-04-06");
    expect(times).toContain("10:30");
    for (const gone of ["10:45", "11:00", "11:15", "11:30"]) expect(times).not.toContain(gone);
    expect(times).toContain("11:45");
  });

  it("bookingBlock is [start, start + slot + buffer) with the call's end", () => {
    const block = bookingBlock(new Date("2026-04-06T15:00:00Z"), { slotMinutes: 15, bufferMinutes: 10 });
    expect(block.start.toISOString()).toBe("2026-04-06T15:00:00.000Z");
    expect(block.callEnd.toISOString()).toBe("2026-04-06T15:15:00.000Z");
    expect(block.end.toISOString()).toBe("2026-04-06T15:25:00.000Z");
  });
});

describe("minimum notice in open hours", () => {
  const weekly = hours("a", WEEKDAYS, "09:00", "18:00");

  it("4 hours from Friday 17:00 (hours 09-18 Mon-Fri) is Monday 12:00, across the weekend and the clock change", () => {
    const slots = availableSlots(input({ now: new Date("2026-03-06T23:00:00Z"), weekly, rules: { minNoticeMinutes: 240 } }));
    expect(slots[0]?.start.toISOString()).toBe("2026-03-09T17:00:00.000Z"); // Monday 12:00 CDT
  });

  it("30 minutes from Friday 17:00 is Friday 17:30; no notice is now", () => {
    const now = new Date("2026-03-06T23:00:00Z");
    expect(availableSlots(input({ now, weekly, rules: { minNoticeMinutes: 30 } }))[0]?.start.toISOString()).toBe("2026-03-06T23:30:00.000Z");
    expect(availableSlots(input({ now: new Date("2026-03-06T23:05:00Z"), weekly }))[0]?.start.toISOString()).toBe("2026-03-06T23:15:00.000Z");
  });

  it("closed days do not count towards the notice", () => {
    const slots = availableSlots(
      input({ weekly, exceptions: [{ hostId: "a", date: "2026-04-06", kind: "closed" }], rules: { minNoticeMinutes: 60 } }), // now: Monday 00:00
    );
    expect(slots[0]?.start.getTime()).toBe(chicago("2026-04-07T10:00").getTime());
  });

  it("notice that cannot be met in the host's hours offers nothing", () => {
    expect(availableSlots(input({ weekly: hours("a", [1], "09:00", "10:00"), rules: { minNoticeMinutes: 10_000 } }))).toEqual([]);
  });
});

describe("horizon and daily cap", () => {
  const weekly = hours("a", WEEKDAYS, "09:00", "10:00");

  it("offers local dates from today to today + horizonDays - 1", () => {
    const dates = (horizonDays: number, now = new Date("2026-04-06T13:00:00Z")) => [
      ...new Set(availableSlots(input({ now, weekly, rules: { horizonDays } })).map((s) => localDate(s.start, ZONE))),
    ];
    expect(dates(2)).toEqual(["2026-04-06", "2026-04-07"]);
    expect(dates(1)).toEqual(["2026-04-06"]);
    expect(dates(0)).toEqual([]);
    // 23:30 on Monday in Dallas is already Tuesday in UTC; today is still Monday, whose hours are over.
    expect(dates(1, new Date("2026-04-07T04:30:00Z"))).toEqual([]);
    expect(dates(2, new Date("2026-04-07T04:30:00Z"))).toEqual(["2026-04-07"]);
  });

  it("a host with dailyCap bookings on a date offers nothing that date", () => {
    const bookings = [
      { hostId: "a", start: chicago("2026-04-06T15:00"), end: chicago("2026-04-06T15:15") },
      { hostId: "a", start: chicago("2026-04-06T16:00"), end: chicago("2026-04-06T16:15") },
    ];
    expect(timesOn(availableSlots(input({ weekly, bookings, rules: { dailyCap: 2 } })), "2026-04-06")).toEqual([]);
    expect(timesOn(availableSlots(input({ weekly, bookings, rules: { dailyCap: 2 } })), "2026-04-07")).toHaveLength(4);
    expect(timesOn(availableSlots(input({ weekly, bookings, rules: { dailyCap: 3 } })), "2026-04-06")).toHaveLength(4);
  });
});

describe("several hosts", () => {
  const weekly = [...hours("a", [1], "09:00", "10:00"), ...hours("b", [1], "09:30", "10:30")];

  it("each slot lists the free hosts in the order of input.hosts", () => {
    const slots = availableSlots(
      input({ hosts: ["b", "a"], weekly, bookings: [{ hostId: "a", start: chicago("2026-04-06T09:45"), end: chicago("2026-04-06T10:00") }] }),
    );
    expect(slots.map((s) => [timesOn([s], "2026-04-06")[0], s.hostIds])).toEqual([
      ["09:00", ["a"]],
      ["09:15", ["a"]],
      ["09:30", ["b", "a"]],
      ["09:45", ["b"]],
      ["10:00", ["b"]],
      ["10:15", ["b"]],
    ]);
  });

  it("a time when no host is free is not offered", () => {
    const bookings = ["a", "b"].map((hostId) => ({ hostId, start: chicago("2026-04-06T09:45"), end: chicago("2026-04-06T10:00") }));
    const times = timesOn(availableSlots(input({ hosts: ["a", "b"], weekly, bookings })), "2026-04-06");
    expect(times).not.toContain("09:45");
    expect(times).toContain("09:30");
  });

  it("hosts not listed in input.hosts are not offered", () => {
    expect(availableSlots(input({ hosts: ["a"], weekly })).every((s) => s.hostIds.join() === "a")).toBe(true);
  });
});

describe("whyNotBookable", () => {
  const base = input({
    now: new Date("2026-04-06T14:00:00Z"), // Monday 09:00 CDT
    weekly: hours("a", WEEKDAYS, "09:00", "12:00"),
    rules: { minNoticeMinutes: 60, horizonDays: 3, dailyCap: 2, bufferMinutes: 15 },
    bookings: [
      { hostId: "a", start: chicago("2026-04-07T11:00"), end: chicago("2026-04-07T11:15") },
      { hostId: "a", start: chicago("2026-04-08T09:00"), end: chicago("2026-04-08T09:15") },
      { hostId: "a", start: chicago("2026-04-08T10:00"), end: chicago("2026-04-08T10:15") },
    ],
  });

  it("accepts exactly the offered slots", () => {
    const slots = availableSlots(base);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(whyNotBookable(base, "a", slot.start)).toBeNull();
    expect(whyNotBookable(base, "a", chicago("2026-04-06T10:00"))).toBeNull();
  });

  it("gives each reason", () => {
    expect(whyNotBookable(base, "a", chicago("2026-04-06T10:07"))).toBe("not-a-slot");
    expect(whyNotBookable(base, "a", chicago("2026-04-06T13:00"))).toBe("not-a-slot");
    expect(whyNotBookable(base, "nobody", chicago("2026-04-06T10:00"))).toBe("not-a-slot");
    expect(whyNotBookable(base, "a", new Date(Number.NaN))).toBe("not-a-slot");
    expect(whyNotBookable(base, "a", chicago("2026-04-06T09:45"))).toBe("too-soon");
    expect(whyNotBookable(base, "a", chicago("2026-04-01T10:00"))).toBe("too-soon");
    expect(whyNotBookable(base, "a", chicago("2026-04-09T10:00"))).toBe("beyond-horizon");
    expect(whyNotBookable(base, "a", new Date(8.64e15))).toBe("beyond-horizon");
    expect(whyNotBookable(base, "a", chicago("2026-04-07T10:45"))).toBe("taken");
    expect(whyNotBookable(base, "a", chicago("2026-04-07T11:15"))).toBe("taken");
    expect(whyNotBookable(base, "a", chicago("2026-04-07T11:30"))).toBeNull();
    expect(whyNotBookable(base, "a", chicago("2026-04-08T11:00"))).toBe("day-full");
  });
});

describe("input validation", () => {
  const weekly = hours("a", [1], "09:00", "10:00");

  it("throws a RangeError for an unknown time zone", () => {
    expect(() => availableSlots(input({ weekly, rules: { timeZone: "America/Dalas" } }))).toThrow(RangeError);
    expect(() => localDate(new Date(), "Mars/Olympus")).toThrow(RangeError);
    expect(() => localDayRange("2026-04-06", "Nowhere")).toThrow(RangeError);
  });

  it("throws for malformed wall times, dates and rules", () => {
    for (const [start, end] of [
      ["9:00", "10:00"],
      ["09:00", "10:60"],
      ["24:00", "24:00"],
      ["09:00", "24:30"],
      ["10:00", "09:00"],
      ["09:00", "09:00"],
    ] as const) {
      expect(() => availableSlots(input({ weekly: [{ hostId: "a", weekday: 1, start, end }] }))).toThrow(RangeError);
    }
    expect(() => availableSlots(input({ weekly: [{ hostId: "a", weekday: 0, start: "09:00", end: "10:00" }] }))).toThrow(RangeError);
    expect(() => availableSlots(input({ exceptions: [{ hostId: null, date: "2026-02-30", kind: "closed" }] }))).toThrow(RangeError);
    expect(() => availableSlots(input({ exceptions: [{ hostId: null, date: "2026-04-06", kind: "open" }] }))).toThrow(RangeError);
    expect(() => availableSlots(input({ exceptions: [{ hostId: null, date: "2026-04-06", kind: "closed", start: "09:00" }] }))).toThrow(RangeError);
    expect(() => availableSlots(input({ weekly, rules: { slotMinutes: 0 } }))).toThrow(RangeError);
    expect(() => availableSlots(input({ weekly, rules: { bufferMinutes: -5 } }))).toThrow(RangeError);
    expect(() => availableSlots(input({ weekly, now: new Date("nope") }))).toThrow(RangeError);
    expect(() => availableSlots(input({ weekly, hosts: ["a", "a"] }))).toThrow(RangeError);
  });
});
