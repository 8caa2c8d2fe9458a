import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contactRequests } from "./lead-schema";

/**
 * Answers the practice sends from the inbox. Templates are the practice's own wording, edited in the
 * admin; `{first_name}` and `{booking_link}` are filled in when one is used.
 */
export const replyTemplates = pgTable("reply_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A reply e-mailed to an enquirer, kept on the enquiry as it was sent (its delivery is an outbox entry). */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactRequestId: uuid("contact_request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    /** Which template it started from (its name at the time); empty: written from scratch. */
    templateName: text("template_name").notNull().default(""),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentBy: text("sent_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_replies_contact_request_idx").on(t.contactRequestId, t.createdAt)],
);

export type LeadEventKind = "status" | "notes";

/** What the practice did on an enquiry besides replying: status changes (`detail` "from>to") and edits of the notes. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contactRequestId: uuid("contact_request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    detail: text("detail").notNull().default(""),
    username: text("username").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_contact_request_idx").on(t.contactRequestId, t.createdAt)],
);

/** An enquiry's first response, as SQL (qualified by table name: drizzle leaves a lone table's columns bare): its first reply or status change, whichever came first (null: none yet). */
export const firstResponseAtSql = sql<Date | string | null>`least(
  (select min(r.created_at) from ${leadReplies} r where r.contact_request_id = "contact_requests"."id"),
  (select min(e.created_at) from ${leadEvents} e where e.contact_request_id = "contact_requests"."id" and e.kind = 'status'))`;
