import { hasNoControlCharacters, hiddenCharacterRefusal } from "~/lib/form-text";
import { defaultPracticeContact, type PracticeContact } from "~/content/practice-contact";
import { z } from "~/lib/zod";

/** The settings form's rules, the same in the browser and on the server. */

export const MAX_HOURS_ROWS = 7;

function text(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal(label))
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can have at most ${max} characters.`);
}

function emailAddress(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal(label))
    .trim()
    .min(1, `${label} is required.`)
    .max(254, { message: `${label} is not a valid email address.`, abort: true })
    .pipe(z.email(`${label} is not a valid email address.`));
}

/** Digits, spaces and + ( ) - . only, with 7 to 20 digits. */
export const phoneNumber = text("Phone number", 30)
  .refine((v) => /^[0-9 +().-]+$/.test(v), "Phone number can have only digits, spaces and + ( ) - .")
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 20;
  }, "Phone number needs 7 to 20 digits.");

export const practiceSettingsSchema = z.object({
  phone: phoneNumber,
  email: emailAddress("General email"),
  careersEmail: emailAddress("Careers email"),
  pressEmail: emailAddress("Press email"),
  street: text("Street address", 120),
  city: text("City", 60),
  region: text("State", 2)
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v), "State is its two-letter code, such as TX."),
  postalCode: text("ZIP code", 10).refine((v) => /^\d{5}(-\d{4})?$/.test(v), "ZIP code is five digits (or ZIP+4)."),
  hours: z
    .array(z.object({ days: text("Days", 40), time: text("Times", 60) }), { error: "Opening hours are required." })
    .min(1, "Add at least one line of opening hours.")
    .max(MAX_HOURS_ROWS, `At most ${MAX_HOURS_ROWS} lines of opening hours.`),
  /** Empty: the address set by LEAD_NOTIFY_TO when the server started. */
  notificationEmail: z.union([z.literal(""), emailAddress("Notification email")]),
});

export type PracticeSettingsInput = z.input<typeof practiceSettingsSchema>;
export type PracticeSettings = z.output<typeof practiceSettingsSchema>;

/** The form's starting values when nothing was saved yet. */
export const defaultPracticeSettings: PracticeSettings = {
  phone: defaultPracticeContact.phone.display,
  email: defaultPracticeContact.email,
  careersEmail: defaultPracticeContact.careersEmail,
  pressEmail: defaultPracticeContact.pressEmail,
  street: defaultPracticeContact.address.street,
  city: defaultPracticeContact.address.city,
  region: defaultPracticeContact.address.region,
  postalCode: defaultPracticeContact.address.postalCode,
  hours: defaultPracticeContact.hours.map((h) => ({ ...h })),
  notificationEmail: "",
};

/** A tel: link dials the digits; ten of them are a US number (+1), a leading + keeps its country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** What the public pages show for saved settings. */
export function contactFromSettings(settings: PracticeSettings): PracticeContact {
  return {
    phone: { display: settings.phone, href: telHref(settings.phone) },
    email: settings.email,
    careersEmail: settings.careersEmail,
    pressEmail: settings.pressEmail,
    address: {
      street: settings.street,
      city: settings.city,
      region: settings.region,
      postalCode: settings.postalCode,
      country: defaultPracticeContact.address.country,
      mapsQuery: `${settings.street.replace(/,/g, "")}, ${settings.city}, ${settings.region} ${settings.postalCode}`,
    },
    hours: settings.hours,
  };
}

/**
 * Contact details that are still the fictional samples: a 555-01xx number (reserved for fiction)
 * or an address at example.com/.org/.net (reserved for documentation).
 */
export function sampleContactDetails(contact: PracticeContact): string[] {
  const found: string[] = [];
  if (/55501\d\d$/.test(contact.phone.href)) {
    found.push(`the phone number ${contact.phone.display}`);
  }
  const emails = [contact.email, contact.careersEmail, contact.pressEmail].filter((email) => /@example\.(com|org|net)$/i.test(email));
  if (emails.length === 1) found.push(`the email address ${emails[0]}`);
  if (emails.length > 1) found.push(`the email addresses ${inWords(emails)}`);
  return found;
}

/** "a", "a and b", "a, b, and c": a list as a sentence says it. */
export function inWords(items: string[]): string {
  return new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }).format(items);
}

/** The settings form's fields as posted (a browser's FormData or a parsed URL-encoded body). */
export function settingsValuesFromForm(form: { get(name: string): unknown; getAll(name: string): unknown[] }): PracticeSettingsInput {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const texts = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const times = texts("hoursTime");
  return {
    phone: field("phone"),
    email: field("email"),
    careersEmail: field("careersEmail"),
    pressEmail: field("pressEmail"),
    street: field("street"),
    city: field("city"),
    region: field("region"),
    postalCode: field("postalCode"),
    // A line left empty in both boxes is not a line.
    hours: texts("hoursDays")
      .map((days, i) => ({ days, time: times[i] ?? "" }))
      .filter((h) => h.days.trim() !== "" || h.time.trim() !== ""),
    notificationEmail: field("notificationEmail").trim(),
  };
}

/** The first problem of each field, by its form name (`hours` for any line of opening hours). */
export function settingsFieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    const line = issue.path[0] === "hours" && typeof issue.path[1] === "number" ? `Line ${issue.path[1] + 1}: ` : "";
    errors[key] ??= `${line}${issue.message}`;
  }
  return errors;
}
