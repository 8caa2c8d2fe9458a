import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { announceContentChange } from "~/db/content-changes.server";
import { practiceSettings } from "~/db/schema";
import { contactFromSettings, defaultPracticeSettings, practiceSettingsSchema, type PracticeSettings } from "~/lib/practice-contact-rules";
import type { PracticeContact } from "~/lib/practice-contact";

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
