import { z } from "~/lib/zod";
import { quizIds } from "~/content/quizzes/quiz-model";
import { COLLECT_MAX_EVENTS, conversionEventNames, webVitalNames } from "./collect-events";

/**
 * What the browser may report to our own statistics endpoint (POST /api/clarity/collect), and
 * nothing more: strict objects, so no extra field (a form value, an e-mail) can ride along.
 * The server validates with it; the browser only imports its types (zod stays out of the bundle).
 */

/** A path without query string or fragment: those can carry personal data. */
const pathSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^\/[^\s?#]*$/, "must be a path without query or fragment");

export const collectEventSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("page_view"),
    path: pathSchema,
    /** Only the host name of an external referrer. */
    referrerHost: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i)
      .optional(),
  }),
  z.strictObject({
    type: z.literal("web_vital"),
    path: pathSchema,
    name: z.enum(webVitalNames),
    /** Milliseconds for LCP and INP, a unitless score for CLS. */
    value: z.number().finite().min(0).max(600_000),
    rating: z.enum(["good", "needs-improvement", "poor"]),
  }),
  z.strictObject({
    type: z.literal("event"),
    path: pathSchema,
    name: z.enum(conversionEventNames),
  }),
  /** A completed quiz: which quiz, and nothing about the answers or the outcome. */
  z.strictObject({
    type: z.literal("quiz_complete"),
    quiz: z.enum(quizIds),
  }),
]);

export const collectBodySchema = z.strictObject({
  /** The tab's random visit id: 22 base64url characters (128 bits), nothing derived from the device. */
  visit: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .optional(),
  events: z.array(collectEventSchema).min(1).max(COLLECT_MAX_EVENTS),
});

export type CollectEvent = z.infer<typeof collectEventSchema>;
export type CollectBody = z.infer<typeof collectBodySchema>;
