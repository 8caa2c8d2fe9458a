import { getMatchedQuestionnaire } from "~/content/get-matched";
import { z } from "~/lib/zod";
import { emptyAnswers } from "./match-answers";
import { concernsFor, formatOptions, paceOptions, scheduleOptions, strengthOptions, whoOptions, type Option, type Who } from "./questions";

const valuesOf = <T extends string>(options: Option<T>[]) => options.map((o) => o.value);
const whoValues = valuesOf(whoOptions);
const isWho = (value: unknown): value is Who => whoValues.some((w) => w === value);
const { missing } = getMatchedQuestionnaire;

/**
 * What "Show my match" checks before `recommend` reads the answers, with the messages the visitor
 * sees: "who" and a concern offered for it are required; the start and the place default to "not
 * sure yet" and "either"; strengths and times are optional.
 */
export const matchAnswersSchema = z
  .object({
    who: z.enum(whoValues, { error: missing.who }),
    concern: z.string(),
    pace: z.enum(valuesOf(paceOptions)).default(emptyAnswers.pace),
    format: z.enum(valuesOf(formatOptions)).default(emptyAnswers.format),
    strengths: z.array(z.enum(valuesOf(strengthOptions))).default([]),
    schedule: z.array(z.enum(valuesOf(scheduleOptions))).default([]),
  })
  .superRefine(
    (answers, ctx) => {
      const who = isWho(answers.who) ? answers.who : undefined;
      if (who && concernsFor(who).some((c) => c.id === answers.concern)) return;
      ctx.addIssue({ code: "custom", path: ["concern"], message: who ? missing.concern : missing.concernBeforeWho });
    },
    // Also when "who" is missing: the concern's message then asks for that answer first.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/** What `recommend` is given: every answer, defaults filled in. */
export type MatchAnswersOutput = z.output<typeof matchAnswersSchema>;
