import { hasNoControlCharacters, personNameField, hiddenCharacterRefusal } from "~/lib/form-text";
import { z } from "~/lib/zod";
import { serviceInterestValues } from "~/content/service-interest";

export { HONEYPOT_FIELD } from "./honeypot";

/** A phone number as people type it: digits, spaces and + ( ) - . only, with 7 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^[0-9 +().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 20;
}

/**
 * The person behind an enquiry or a booking, with the fixed validation messages: the contact
 * form and the Vibe Check booking validate these fields the same way, in the browser and on the server.
 */
export const personFields = {
  firstName: personNameField("First name"),
  lastName: personNameField("Last name"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("Email"))
    .trim()
    .max(254, { message: "Please enter a valid email address", abort: true })
    .pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .refine(hasNoControlCharacters, hiddenCharacterRefusal("Phone"))
    .trim()
    .max(40, { message: "Phone number is too long", abort: true })
    .refine((v) => v === "" || isPhoneNumber(v), "Please enter a valid phone number")
    .optional()
    .default(""),
  serviceInterest: z
    .string({ error: "Please select a service" })
    .min(1, "Please select a service")
    .refine((v): v is (typeof serviceInterestValues)[number] => (serviceInterestValues as readonly string[]).includes(v), "Please select a service"),
  communicationsOptIn: z.boolean().default(false),
  dataStorageConsent: z
    .boolean({ error: "You must consent to data storage to submit this form" })
    .refine((v) => v === true, "You must consent to data storage to submit this form"),
};
