import {
  concernsFor,
  formatOptions,
  paceOptions,
  scheduleOptions,
  strengthOptions,
  whoOptions,
  type FormatPreference,
  type Option,
  type Pace,
  type Who,
} from "./questions";
import type { MatchStrength, ScheduleSlot } from "./therapist-focus";

/**
 * The questionnaire's answers as the form holds them while the visitor answers. Without zod, so
 * the markup shown before the form's code arrives can start from them; the schema that checks
 * them is in match-answers.schema.ts.
 */

/** The form's values: "who" and "concern" are empty until answered. */
export interface MatchFormValues {
  who: Who | "";
  concern: string;
  pace: Pace;
  format: FormatPreference;
  strengths: MatchStrength[];
  schedule: ScheduleSlot[];
}

/** The answers of a form nobody has touched, and after "Start over". */
export const emptyAnswers: MatchFormValues = { who: "", concern: "", pace: "unsure", format: "either", strengths: [], schedule: [] };

/** An answer the page holds, if it is one of the options offered. */
function chosen<T extends string>(data: FormData, name: keyof MatchFormValues, options: Option<T>[]): T | undefined {
  const value = data.get(name);
  return options.find((o) => o.value === value)?.value;
}
function allChosen<T extends string>(data: FormData, name: keyof MatchFormValues, options: Option<T>[]): T[] {
  const values = data.getAll(name);
  return options.filter((o) => values.includes(o.value)).map((o) => o.value);
}

/** The answers a form on the page holds (given before its code ran); a concern counts only if it is offered for "who". */
export function answersOnPage(data: FormData): MatchFormValues {
  const who = chosen(data, "who", whoOptions) ?? "";
  const concerns = who ? concernsFor(who).map((c) => ({ value: c.id, label: c.label })) : [];
  return {
    who,
    concern: chosen(data, "concern", concerns) ?? "",
    pace: chosen(data, "pace", paceOptions) ?? emptyAnswers.pace,
    format: chosen(data, "format", formatOptions) ?? emptyAnswers.format,
    strengths: allChosen(data, "strengths", strengthOptions),
    schedule: allChosen(data, "schedule", scheduleOptions),
  };
}
