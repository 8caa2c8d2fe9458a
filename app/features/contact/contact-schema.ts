import { hasNoControlCharacters, personNameField, hasNoControlCharactersButLineBreaks, hiddenCharacterRefusal } from "~/lib/form-text";
import { sameSitePath } from "~/lib/same-site-path";
import { z } from "~/lib/zod";
import { CONTACT_PAGE_NAMES } from "./contact-copy";
import { serviceInterestValues } from "~/content/service-interest";

/**
 * A field the form renders hidden from people (off-screen, no tab stop, autocomplete off). Bots
 * fill it; the server then answers as if all went well and stores nothing.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The contact request, with its fixed validation messages. The form validates with the fields
 * visitors fill in; the server validates the whole request, page fields included.
 */
export const contactFormSchema = z.object({
  firstName: personNameField("First name"),
  lastName: personNameField("Last name"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("Email"))
    .trim()
    .max(254, { message: "Please enter a valid email address", abort: true })
    .pipe(z.email("Please enter a valid email address")),
  phone: z.string().refine(hasNoControlCharacters, hiddenCharacterRefusal("Phone")).trim().max(40, "Phone number is too long").optional().default(""),
  serviceInterest: z
    .string({ error: "Please select a service" })
    .min(1, "Please select a service")
    .refine((v): v is (typeof serviceInterestValues)[number] => (serviceInterestValues as readonly string[]).includes(v), "Please select a service"),
  message: z
    .string()
    .refine(hasNoControlCharactersButLineBreaks, hiddenCharacterRefusal("Message"))
    .trim()
    .max(5000, "Message is too long (5,000 characters at most)")
    .optional()
    .default(""),
  communicationsOptIn: z.boolean().default(false),
  dataStorageConsent: z
    .boolean({ error: "You must consent to data storage to submit this form" })
    .refine((v) => v === true, "You must consent to data storage to submit this form"),
});

const contactPageNames = Object.values(CONTACT_PAGE_NAMES);

/** The page fields the form adds: pageUri is stored as a cleaned path on this site, pageName is one of ours. */
export const contactRequestSchema = contactFormSchema.extend({
  pageUri: z.string().max(2048).refine(hasNoControlCharacters, hiddenCharacterRefusal("Page address")).transform(sameSitePath).default("/"),
  pageName: z.enum(contactPageNames, { error: "This form's page is not one of ours." }).default(CONTACT_PAGE_NAMES.home),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

// The page names live in a module without zod, so pages can name themselves without loading it.
export { CONTACT_PAGE_NAMES } from "./contact-copy";
