import { readBodyWithin } from "~/lib/read-body.server";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { announceContentChange } from "~/db/content-changes.server";
import { practiceSettings } from "~/db/schema";
import {
  contactFromSettings,
  defaultPracticeSettings,
  practiceSettingsSchema,
  settingsFieldErrors,
  settingsValuesFromForm,
  type PracticeSettings,
  type PracticeSettingsInput,
} from "~/lib/practice-contact-rules";
import type { PracticeContact } from "~/content/practice-contact";

export interface SavedPracticeSettings {
  settings: PracticeSettings;
  contact: PracticeContact;
  /** null until an admin first saves: the defaults of app/content/site.ts apply. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * The settings as saved, read from the database on every call: one row by primary key. Pages read
 * it only when they render (the render cache serves the rest), so every instance shows a save as
 * soon as the purge that follows it reaches it (docs/decisions/0032-practice-settings.md).
 */
export async function readPracticeSettings(db: Database): Promise<SavedPracticeSettings> {
  const [row] = await db.select().from(practiceSettings).where(eq(practiceSettings.id, 1));
  const parsed = row ? practiceSettingsSchema.safeParse({ ...(row.contact as object), notificationEmail: row.notificationEmail ?? "" }) : null;
  const settings = parsed?.success ? parsed.data : defaultPracticeSettings;
  return { settings, contact: contactFromSettings(settings), updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}

export async function readPracticeContact(db: Database): Promise<PracticeContact> {
  return (await readPracticeSettings(db)).contact;
}

/** Who gets the practice's e-mails: the saved notification address, else `fallback` (LEAD_NOTIFY_TO). */
export async function practiceNotificationAddress(db: Database, fallback: string | undefined): Promise<string | undefined> {
  return (await readPracticeSettings(db)).settings.notificationEmail || fallback;
}

/** Stores validated settings and empties every instance's render cache, so each page shows them on its next view. */
export async function savePracticeSettings(db: Database, settings: PracticeSettings, username: string): Promise<void> {
  const { notificationEmail, ...contact } = settings;
  const values = { contact, notificationEmail: notificationEmail || null, updatedBy: username, updatedAt: sql`now()` };
  await db
    .insert(practiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: practiceSettings.id, set: values });
  await announceContentChange(db, { kind: "settings", slugs: [] });
}

/** A settings form is well under 4 KB; anything past this is refused before it is read in full. */
export const SETTINGS_FORM_MAX_BYTES = 32 * 1024;

export type SettingsFormResult =
  | { ok: true; settings: PracticeSettings }
  | { ok: false; status: 400 | 413 | 415; message: string; values?: PracticeSettingsInput; errors?: Record<string, string> };

/**
 * Reads and checks a posted settings form (URL-encoded, as a browser sends it with or without
 * script): the body is read up to SETTINGS_FORM_MAX_BYTES and refused past it, and every field goes
 * through the same rules as in the browser.
 */
export async function readSettingsForm(request: Request): Promise<SettingsFormResult> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    return { ok: false, status: 415, message: "Send the settings as a form (application/x-www-form-urlencoded)." };
  }
  const body = await readBodyWithin(request, SETTINGS_FORM_MAX_BYTES);
  if (body === null) return { ok: false, status: 413, message: "That form is far larger than any settings can be." };
  const values = settingsValuesFromForm(new URLSearchParams(Buffer.from(body).toString("utf8")));
  const parsed = practiceSettingsSchema.safeParse(values);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, status: 400, message: "Nothing was saved: please correct the fields marked below.", values, errors: settingsFieldErrors(parsed.error) };
}
