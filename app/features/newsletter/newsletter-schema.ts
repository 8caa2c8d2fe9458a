import { hasNoControlCharacters, personNameField, hiddenCharacterRefusal } from "~/lib/form-text";
import { sameSitePath } from "~/lib/same-site-path";
import { z } from "~/lib/zod";
import { INVALID_EMAIL_MESSAGE, NEWSLETTER_PAGE_NAME } from "./newsletter-constants";

export { INVALID_EMAIL_MESSAGE, NEWSLETTER_PAGE_NAME } from "./newsletter-constants";

/**
 * A simple {something}@{something}.{something} shape, checked before any request.
 * Written so it cannot backtrack: after the "@", one character, then no dot up to the first dot,
 * then the rest. `[^\s@]+\.[^\s@]+` after the "@" said the same but tried every dot against every
 * other (seconds of CPU for "a@" followed by 30,000 dots).
 */
export const SIMPLE_EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export const newsletterSignupSchema = z.object({
  firstName: personNameField("First name"),
  lastName: personNameField("Last name"),
  // The length check aborts: the pattern never sees more than 254 characters.
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("Email"))
    .trim()
    .max(254, { message: INVALID_EMAIL_MESSAGE, abort: true })
    .regex(SIMPLE_EMAIL_SHAPE, INVALID_EMAIL_MESSAGE),
  formId: z
    .string({ error: "formId is required" })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("formId"))
    .trim()
    .min(1, "formId is required")
    .max(100),
  portalId: z
    .string({ error: "portalId is required" })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("portalId"))
    .trim()
    .min(1, "portalId is required")
    .max(100),
  pageName: z.literal(NEWSLETTER_PAGE_NAME, { error: "This newsletter form's page name is not one of ours." }).default(NEWSLETTER_PAGE_NAME),
  pageUri: z.string().max(2048).refine(hasNoControlCharacters, hiddenCharacterRefusal("Page address")).transform(sameSitePath).default("/"),
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
