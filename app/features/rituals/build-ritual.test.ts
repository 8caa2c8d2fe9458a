import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { ritualIdeas, ritualWants, timeLabels, type RitualTime } from "~/content/ritual-ideas";
import { buildRitual, clockLabel, parseRitualChoices, ritualPlanText, type RitualChoices } from "./build-ritual";
import { escapeText, firstOccurrence, foldLine, icsFileName, ritualIcs } from "./ritual-ics";

const choices: RitualChoices = { time: "60", wants: ["talk", "touch"], budget: "free", planner: "turns", day: "sunday", start: "19:00" };
const fields = (entries: [string, string][]) => new URLSearchParams(entries);

describe("parseRitualChoices", () => {
  it("reads a complete form", () => {
    expect(
      parseRitualChoices(
        fields([
          ["time", "60"],
          ["want", "talk"],
          ["want", "touch"],
          ["budget", "free"],
          ["planner", "turns"],
          ["day", "sunday"],
          ["start", "19:00"],
        ]),
      ),
    ).toEqual(choices);
  });

  it.each([
    [
      "no want",
      [
        ["time", "60"],
        ["budget", "free"],
        ["planner", "me"],
        ["day", "monday"],
        ["start", "19:00"],
      ],
    ],
    [
      "four wants",
      [
        ["time", "60"],
        ["want", "fun"],
        ["want", "talk"],
        ["want", "calm"],
        ["want", "touch"],
        ["budget", "free"],
        ["planner", "me"],
        ["day", "monday"],
        ["start", "19:00"],
      ],
    ],
    [
      "an unknown time",
      [
        ["time", "9000"],
        ["want", "fun"],
        ["budget", "free"],
        ["planner", "me"],
        ["day", "monday"],
        ["start", "19:00"],
      ],
    ],
    [
      "a start that is not a time",
      [
        ["time", "60"],
        ["want", "fun"],
        ["budget", "free"],
        ["planner", "me"],
        ["day", "monday"],
        ["start", "25:00"],
      ],
    ],
    [
      "control characters",
      [
        ["time", "60"],
        ["want", "fun\u0000"],
        ["budget", "free"],
        ["planner", "me"],
        ["day", "monday"],
        ["start", "19:00"],
      ],
    ],
    [
      "an unknown day",
      [
        ["time", "60"],
        ["want", "fun"],
        ["budget", "free"],
        ["planner", "me"],
        ["day", "someday"],
        ["start", "19:00"],
      ],
    ],
  ] as [string, [string, string][]][])("refuses %s", (_label, entries) => {
    expect(parseRitualChoices(fields(entries))).toBeNull();
  });
});

describe("buildRitual", () => {
  it("names the plan and fills every part", () => {
    const plan = buildRitual(choices);
    expect(plan.name).toBe("The Sunday Check-In");
    expect(plan.when).toBe("Every Sunday at 7:00 PM, for about an hour. Budget: free.");
    expect(plan.addOn).toContain("hand on a knee");
    expect(plan.opener).toContain("on your mind this week");
    expect(plan.planning).toContain("odd weeks");
  });

  it("never picks an idea longer or dearer than the couple has", () => {
    for (const want of ritualWants) {
      for (const time of Object.keys(timeLabels) as RitualTime[]) {
        for (const budget of ["free", "low", "treat"] as const) {
          const plan = buildRitual({ ...choices, wants: [want], time, budget });
          const idea = ritualIdeas.find((i) => i.what === plan.what)!;
          expect(idea.want).toBe(want);
          expect(idea.minMinutes).toBeLessThanOrEqual(timeLabels[time].minutes);
          if (budget === "free") expect(idea.budget).toBe("free");
        }
      }
    }
  });

  it("formats clock times", () => {
    expect(clockLabel("00:05")).toBe("12:05 AM");
    expect(clockLabel("12:30")).toBe("12:30 PM");
    expect(clockLabel("19:00")).toBe("7:00 PM");
  });

  it("copies as readable text", () => {
    const text = ritualPlanText(buildRitual(choices));
    expect(text.split("\n")[0]).toBe("The Sunday Check-In");
    expect(text).toContain("How to start the conversation:");
  });
});

describe("ritualIcs", () => {
  const now = new Date(2026, 10, 24, 18, 0, 0); // a Tuesday
  const plan = buildRitual(choices);
  const ics = ritualIcs(plan, { now, uid: "test-uid" });

  it("uses CRLF line ends and folds every line at 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /); // the description is long enough to fold
  });

  it("parses as one weekly recurring event with a UID, a DTSTAMP and the plan as its description", () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("uid")).toBe("test-uid@www.millenniallifecounseling.com");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe(new Date(now).toISOString().replace(/\.000Z$/, "Z"));
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe("The Sunday Check-In");
    expect(event.description).toBe(ritualPlanText(plan));
    expect(event.isRecurring()).toBe(true);
    const rule = vevent.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(event.duration.toSeconds()).toBe(3600);

    const iterator = event.iterator();
    const starts = [iterator.next()!, iterator.next()!, iterator.next()!].map((t) => t.toJSDate());
    expect(starts[0]).toEqual(new Date(2026, 10, 29, 19, 0, 0)); // the next Sunday, 7 PM local
    expect(starts[1]!.getTime() - starts[0]!.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(starts[2]!.getTime() - starts[1]!.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(starts.every((d) => d.getDay() === 0)).toBe(true);
  });

  it("keeps a multi-byte character whole when folding, and escapes TEXT", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((l, i) => (i ? l.slice(1) : l))
        .join(""),
    ).toBe(`DESCRIPTION:${"é".repeat(80)}`);
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("starts on the chosen day, today included", () => {
    expect(firstOccurrence(now, "tuesday").getDate()).toBe(24);
    expect(firstOccurrence(now, "monday").getDate()).toBe(30);
    expect(icsFileName(plan)).toBe("the-sunday-check-in.ics");
  });
});
