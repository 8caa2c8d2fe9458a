import {
  budgetLabels,
  ritualAddOns,
  ritualBudgets,
  ritualIdeas,
  ritualOpeners,
  ritualPlanners,
  ritualStretches,
  ritualTimes,
  ritualWants,
  timeLabels,
  wantLabels,
  weekdayLabels,
  weekdays,
  type RitualBudget,
  type RitualPlanner,
  type RitualTime,
  type RitualWant,
  type Weekday,
} from "~/content/ritual-ideas";
import { site } from "~/content/site";

/** What the couple chose. The same rules read a submitted form in the browser and on the server. */
export interface RitualChoices {
  time: RitualTime;
  wants: RitualWant[];
  budget: RitualBudget;
  planner: RitualPlanner;
  day: Weekday;
  /** "19:00": 24-hour local time. */
  start: string;
}

export interface RitualPlan {
  name: string;
  what: string;
  addOn?: string;
  when: string;
  opener: string;
  stretch: string;
  planning: string;
  choices: RitualChoices;
}

export const MAX_WANTS = 3;
const START_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const BUDGET_ORDER: RitualBudget[] = ["free", "low", "treat"];

/** Reads form fields (FormData or URLSearchParams); null unless every choice is present and known. */
export function parseRitualChoices(fields: { get(name: string): unknown; getAll(name: string): unknown[] }): RitualChoices | null {
  const one = <T extends string>(name: string, allowed: readonly T[]): T | null => {
    const value = fields.get(name);
    return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : null;
  };
  const wants = [...new Set(fields.getAll("want"))].filter((w): w is RitualWant => typeof w === "string" && (ritualWants as readonly string[]).includes(w));
  const start = fields.get("start");
  const choices = {
    time: one("time", ritualTimes),
    budget: one("budget", ritualBudgets),
    planner: one("planner", ritualPlanners),
    day: one("day", weekdays),
    start: typeof start === "string" && START_PATTERN.test(start) ? start : null,
  };
  if (wants.length === 0 || wants.length > MAX_WANTS || Object.values(choices).some((v) => v === null)) return null;
  return { ...(choices as Omit<RitualChoices, "wants">), wants };
}

/** "7:00 PM" */
export function clockLabel(start: string): string {
  const [h, m] = start.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export function buildRitual(choices: RitualChoices): RitualPlan {
  const [main, second] = choices.wants as [RitualWant, RitualWant | undefined];
  const minutes = timeLabels[choices.time].minutes;
  const affordable = BUDGET_ORDER.slice(0, BUDGET_ORDER.indexOf(choices.budget) + 1);
  const ideas = ritualIdeas.filter((i) => i.want === main);
  const idea = ideas.find((i) => i.minMinutes <= minutes && affordable.includes(i.budget)) ?? ideas[ideas.length - 1]!;
  const day = weekdayLabels[choices.day];
  const dayPart = Number(choices.start.slice(0, 2)) < 12 ? "Morning" : Number(choices.start.slice(0, 2)) < 17 ? "Afternoon" : "";
  return {
    name: `The ${day}${dayPart ? ` ${dayPart}` : ""} ${wantLabels[main].name}`,
    what: idea.what,
    addOn: second ? ritualAddOns[second] : undefined,
    when: `Every ${day} at ${clockLabel(choices.start)}, for ${timeLabels[choices.time].phrase}. Budget: ${budgetLabels[choices.budget].toLowerCase()}.`,
    opener: ritualOpeners[main],
    stretch: ritualStretches[choices.wants[choices.wants.length - 1]!],
    planning: planningLine(choices.planner, day),
    choices,
  };
}

function planningLine(planner: RitualPlanner, day: string): string {
  switch (planner) {
    case "me":
      return `You plan it. Tell your partner what's coming by the day before, and let them choose one detail.`;
    case "partner":
      return `Your partner plans it. Your part: protect the time, show up on ${day} without your phone, and say what you enjoyed.`;
    case "turns":
      return "Take turns: one of you plans the odd weeks, the other the even weeks. No vetoes, only gentle swaps.";
    case "together":
      return "Plan it together in five minutes the weekend before: pick from this plan, or change one thing.";
  }
}

/** The plan as plain text, for the clipboard. */
export function ritualPlanText(plan: RitualPlan): string {
  return [
    plan.name,
    "",
    `When: ${plan.when}`,
    "",
    `What to do: ${plan.what}${plan.addOn ? ` ${plan.addOn}` : ""}`,
    "",
    `How to start the conversation: ${plan.opener}`,
    "",
    `Stretch idea: ${plan.stretch}`,
    "",
    `Who plans: ${plan.planning}`,
    "",
    `Made with the Millennial Life ritual creator: https://${site.hostnames.primary}/ritual-creator`,
  ].join("\n");
}
