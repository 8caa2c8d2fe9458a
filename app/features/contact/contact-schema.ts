import { z } from "~/lib/zod";
import { serviceInterestValues } from "~/content/service-interest";

/**
 * A field the form renders hidden from people (off-screen, no tab stop, autocomplete off). Bots
 * fill it; the server then answers as if all went well and stores nothing.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The contact request (spec 3) with the messages of spec 5. The form validates with the fields
 * visitors fill in; the server validates the whole request, page fields included.
 */
export const contactFormSchema = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(100, "First name is too long"),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(100, "Last name is too long"),
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
  phone: z.string().trim().max(40, "Phone number is too long").optional().default(""),
  serviceInterest: z
    .string({ error: "Please select a service" })
    .min(1, "Please select a service")
    .refine((v): v is (typeof serviceInterestValues)[number] => (serviceInterestValues as readonly string[]).includes(v), "Please select a service"),
  message: z.string().trim().max(5000, "Message is too long (5,000 characters at most)").optional().default(""),
  communicationsOptIn: z.boolean().default(false),
  dataStorageConsent: z.boolean({ error: "You must consent to data storage to submit this form" }).refine((v) => v === true, "You must consent to data storage to submit this form"),
});

export const contactRequestSchema = contactFormSchema.extend({
  pageUri: z.string().max(2048).default("/"),
  pageName: z.string().trim().min(1).max(100).default("Homepage"),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

// The page names live in a module without zod, so pages can name themselves without loading it.
export { CONTACT_PAGE_NAMES } from "./contact-copy";
