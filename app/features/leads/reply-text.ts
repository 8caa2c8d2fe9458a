import { z } from "~/lib/zod";
import { hasNoControlCharacters, hasNoControlCharactersButLineBreaks, hiddenCharacterRefusal } from "~/lib/form-text";

/**
 * Reply templates and replies: their limits and their fill-in fields, shared by the admin screens
 * and the API. Plain data and pure functions only.
 */
export const REPLY_LIMITS = { name: 80, subject: 150, body: 10_000 } as const;

/** The fill-in fields a template may use, as written in it. */
export const REPLY_FIELDS = { firstName: "{first_name}", bookingLink: "{booking_link}" } as const;

/** The seeded "not the right fit" template asks for a name this way; a reply is not sent until it is replaced. */
const UNFILLED_PART = /\[Add [^\]\n]*\]/;

export function fillReply(text: string, values: { firstName: string; bookingLink: string }): string {
  return text.replaceAll(REPLY_FIELDS.firstName, values.firstName).replaceAll(REPLY_FIELDS.bookingLink, values.bookingLink);
}

const subject = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal(label))
    .trim()
    .min(1, `${label} is required`)
    .max(REPLY_LIMITS.subject, `${label} is at most ${REPLY_LIMITS.subject} characters`);

const body = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(hasNoControlCharactersButLineBreaks, hiddenCharacterRefusal(label))
    .refine((v) => v.trim().length > 0, `${label} is required`)
    .refine((v) => v.length <= REPLY_LIMITS.body, `${label} is at most ${REPLY_LIMITS.body.toLocaleString("en-US")} characters`);

export const replyTemplateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("Name"))
    .trim()
    .min(1, "Name is required")
    .max(REPLY_LIMITS.name, `Name is at most ${REPLY_LIMITS.name} characters`),
  subject: subject("Subject"),
  body: body("Text"),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateSchema>;

export const replySchema = z.object({
  subject: subject("Subject"),
  body: body("Text").refine((v) => !UNFILLED_PART.test(v), "Replace the part in [square brackets] before sending."),
  /** The template it started from, if any: kept with the reply by name. */
  templateId: z.uuid({ error: "That template is not there any more" }).or(z.literal("")).optional(),
});
export type ReplyInput = z.infer<typeof replySchema>;
