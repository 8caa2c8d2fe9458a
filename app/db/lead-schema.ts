import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LeadStatus } from "./lead-status";

/** An enquiry: the contact form, or the person behind a Vibe Check booking. Kept until RETENTION_DAYS or a deletion request. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    serviceInterest: text("service_interest").notNull(),
    message: text("message").notNull().default(""),
    communicationsOptIn: boolean("communications_opt_in").notNull().default(false),
    dataStorageConsent: boolean("data_storage_consent").notNull(),
    pageUri: text("page_uri").notNull(),
    pageName: text("page_name").notNull(),
    /** Where the practice is with this lead (the admin area moves it on). */
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /** The practice's private notes on this lead; never sent anywhere. */
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_requests_created_at_idx").on(t.createdAt), index("contact_requests_email_idx").on(sql`lower(${t.email})`)],
);
