import { hasNoControlCharacters, hiddenCharacterRefusal } from "~/lib/form-text";
import { personFields } from "~/lib/person-fields.schema";
import { z } from "~/lib/zod";

/** The booking form's field names, shared by the page, the early-input code and the tests. */
export const BOOKING_FIELDS = {
  start: "start",
  callType: "callType",
  idempotencyKey: "idempotencyKey",
  visitorTimeZone: "visitorTimeZone",
} as const;

export const callTypes = ["video", "phone"] as const;

/** A one-line note: the same "no clinical details" guidance as the contact form, and short. */
export const BOOKING_NOTE_MAX = 200;

/**
 * The Vibe Check booking, validated the same way in the browser and on the server. The person's
 * fields and their messages are the contact form's; a phone call needs a phone number.
 */
export const bookingFormSchema = z
  .object({
    ...personFields,
    start: z.iso.datetime({ offset: false, error: "Please choose a time for your call" }).transform((value) => new Date(value)),
    callType: z.enum(callTypes, { error: "Please choose phone or video" }),
    note: z
      .string()
      .refine(hasNoControlCharacters, hiddenCharacterRefusal("Note"))
      .trim()
      .max(BOOKING_NOTE_MAX, `Please keep the note to one line (${BOOKING_NOTE_MAX} characters at most)`)
      .optional()
      .default(""),
    idempotencyKey: z.uuid({ error: "This form has expired. Please reload the page and try again." }),
    visitorTimeZone: z
      .string()
      .max(64)
      .refine((zone) => zone === "" || isKnownTimeZone(zone))
      .optional()
      .catch("")
      .default(""),
  })
  .refine((booking) => booking.callType !== "phone" || booking.phone.length >= 7, {
    path: ["phone"],
    message: "Please enter a phone number we can call",
  });

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingRequest = z.output<typeof bookingFormSchema>;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A native form post's fields as the schema wants them: checkboxes are "on" when ticked and missing when not. */
export function bookingFieldsFromForm(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of ["firstName", "lastName", "email", "phone", "serviceInterest", "note", "start", "callType", "idempotencyKey", "visitorTimeZone"]) {
    const values = form.getAll(name);
    // A repeated or file field is not a text answer: the schema refuses it by type.
    fields[name] = values.length === 1 && typeof values[0] === "string" ? values[0] : values.length === 0 ? undefined : values;
  }
  const checkbox = (name: string) => {
    const values = form.getAll(name);
    if (values.length === 0) return false;
    return values.length === 1 && (values[0] === "on" || values[0] === "true") ? true : values;
  };
  fields.communicationsOptIn = checkbox("communicationsOptIn");
  fields.dataStorageConsent = checkbox("dataStorageConsent");
  return fields;
}

/** Moving a booking: only the new time (the link's token says which booking). */
export const moveFormSchema = z.object({
  start: z.iso.datetime({ offset: false, error: "Please choose a time for your call" }).transform((value) => new Date(value)),
});
