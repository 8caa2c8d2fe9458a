import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The practice's contact details as the admin last saved them: one row (id 1), absent until the
 * first save, when the defaults of app/content/site.ts apply. `contact` holds what the settings
 * form validated (app/lib/practice-contact-rules.ts) for the public pages, read back through
 * the same rules.
 */
export const practiceSettings = pgTable(
  "practice_settings",
  {
    id: integer("id").primaryKey().default(1),
    contact: jsonb("contact").notNull(),
    /** Who gets the new-enquiry and booking e-mails; null: LEAD_NOTIFY_TO from the environment. */
    notificationEmail: text("notification_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin's username, for "last changed by". */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [check("practice_settings_single_row", sql`${t.id} = 1`)],
);
