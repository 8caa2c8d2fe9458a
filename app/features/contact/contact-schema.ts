import { hasNoControlCharacters, hasNoControlCharactersButLineBreaks, hiddenCharacterRefusal } from "~/lib/form-text";
import { HONEYPOT_FIELD, personFields } from "~/lib/person-fields.schema";
import { sameSitePath } from "~/lib/same-site-path";
import { z } from "~/lib/zod";
import { CONTACT_PAGE_NAMES } from "./contact-constants";

export { HONEYPOT_FIELD };

/**
 * The contact request, with its fixed validation messages. The form validates with the fields
 * visitors fill in; the server validates the whole request, page fields included.
 */
export const contactFormSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  email: personFields.email,
  phone: personFields.phone,
  serviceInterest: personFields.serviceInterest,
  message: z
    .string()
    .refine(hasNoControlCharactersButLineBreaks, hiddenCharacterRefusal("Message"))
    .trim()
    .max(5000, "Message is too long (5,000 characters at most)")
    .optional()
    .default(""),
  communicationsOptIn: personFields.communicationsOptIn,
  dataStorageConsent: personFields.dataStorageConsent,
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
export { CONTACT_PAGE_NAMES } from "./contact-constants";
