import { describe, expect, it } from "vitest";
import { businessHoursBetween, percentile, promiseState, type BusinessHours } from "./business-hours";

const hours: BusinessHours = { timeZone: "America/Chicago", weekdays: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" };
const at = (iso: string) => new Date(iso);

describe("business hours between two instants (Mon-Fri 09:00-17:00, Central Time)", () => {
  it("counts only open hours on the same day", () => {
    // Tuesday Nov 3 2026, 10:30 to 15:00 CST (UTC-6).
    expect(businessHoursBetween(at("2026-11-03T16:30:00Z"), at("2026-11-03T21:00:00Z"), hours)).toBe(4.5);
  });

  it("starts counting at opening when the enquiry came in at night, and skips the weekend", () => {
    // Friday 20:00 CST to Monday 11:00 CST: nothing Friday night, nothing at the weekend, 2 hours Monday.
    expect(businessHoursBetween(at("2026-11-07T02:00:00Z"), at("2026-11-09T17:00:00Z"), hours)).toBe(2);
  });

  it("is zero when the end is not after the start", () => {
    expect(businessHoursBetween(at("2026-11-03T16:30:00Z"), at("2026-11-03T16:30:00Z"), hours)).toBe(0);
    expect(businessHoursBetween(at("2026-11-03T18:00:00Z"), at("2026-11-03T16:30:00Z"), hours)).toBe(0);
  });

  it("follows the clock across the spring-forward weekend (March 8 2026)", () => {
    // Friday Mar 6 16:00 CST (22:00Z) to Monday Mar 9 10:00 CDT (15:00Z): 1 hour + 1 hour.
    expect(businessHoursBetween(at("2026-03-06T22:00:00Z"), at("2026-03-09T15:00:00Z"), hours)).toBe(2);
    // A whole Monday after the change opens at 14:00Z, not 15:00Z.
    expect(businessHoursBetween(at("2026-03-09T13:00:00Z"), at("2026-03-09T15:00:00Z"), hours)).toBe(1);
  });

  it("follows the clock across the fall-back weekend (November 1 2026)", () => {
    // Friday Oct 30 16:00 CDT (21:00Z) to Monday Nov 2 10:00 CST (16:00Z): 1 hour + 1 hour.
    expect(businessHoursBetween(at("2026-10-30T21:00:00Z"), at("2026-11-02T16:00:00Z"), hours)).toBe(2);
    // Sunday Nov 1 itself (the 25-hour day) has no business hours.
    expect(businessHoursBetween(at("2026-11-01T00:00:00Z"), at("2026-11-02T06:00:00Z"), hours)).toBe(0);
  });

  it("counts a full week as 40 hours", () => {
    expect(businessHoursBetween(at("2026-11-02T06:00:00Z"), at("2026-11-09T06:00:00Z"), hours)).toBe(40);
  });
});

describe("the promise of a reply within 24 business hours", () => {
  const received = at("2026-11-02T15:00:00Z"); // Monday 09:00 CST
  it("is answered once there is a first response, however late", () => {
    expect(promiseState(received, at("2026-11-20T15:00:00Z"), at("2026-11-21T15:00:00Z"), hours)).toBe("answered");
  });
  it("is on time, then due soon with under 4 hours left, then overdue", () => {
    expect(promiseState(received, null, at("2026-11-03T15:00:00Z"), hours)).toBe("on-time"); // 8 h
    expect(promiseState(received, null, at("2026-11-04T19:00:00Z"), hours)).toBe("due-soon"); // 20 h
    expect(promiseState(received, null, at("2026-11-04T23:00:00Z"), hours)).toBe("overdue"); // 24 h (Wed 17:00)
  });
});

describe("percentile", () => {
  it("interpolates between closest ranks", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBeCloseTo(9.1);
  });
});
