import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./booking-schema";
import { contactRequests } from "./lead-schema";
import { adminPasswordResets } from "./admin-schema";
import { leadReplies } from "./reply-schema";

/**
 * The database's tables. One SQL dialect for PGlite and PostgreSQL; every change goes through a
 * new migration (`npm run db:generate`), never an edit of a committed one. Other features add
 * their tables here (or in a file re-exported from here) with a migration of their own.
 */

/** A newsletter subscriber; one row per e-mail (stored lower-case), a repeat signup updates it. */
export const newsletterSignups = pgTable("newsletter_signups", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  pageUri: text("page_uri").notNull(),
  pageName: text("page_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxKind =
  | "contact-notification"
  | "newsletter-hubspot"
  /** To the visitor: the invitation (new or moved booking, METHOD:REQUEST). */
  | "booking-invitation"
  /** To the visitor: the cancellation (METHOD:CANCEL). */
  | "booking-cancellation"
  /** To the visitor, due 24 hours and 1 hour before the call. */
  | "booking-reminder"
  /** To the practice: a call was booked, moved or cancelled (no health detail). */
  | "booking-practice-notice"
  /** To the enquirer: the practice's reply written in the inbox. */
  | "lead-reply"
  /** To an admin user: the password reset link they asked for. */
  | "admin-password-reset";
/** pending: waiting or leased to a worker; delivered; failed: gave up after the last attempt (kept);
 * skipped: the channel is not configured (no SMTP_URL, HubSpot off), or the message was superseded (a reminder for a moved call). */
export type OutboxStatus = "pending" | "delivered" | "failed" | "skipped";

/**
 * Deliveries owed to the outside world, written in the same transaction as the lead they belong
 * to, so a lead is never stored without its notification nor notified without being stored.
 * `next_attempt_at` doubles as the lease: a worker that claims an entry pushes it into the future,
 * so a crashed worker's entry comes due again by itself.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<OutboxKind>().notNull(),
    contactRequestId: uuid("contact_request_id").references(() => contactRequests.id, { onDelete: "cascade" }),
    newsletterSignupId: uuid("newsletter_signup_id").references(() => newsletterSignups.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    leadReplyId: uuid("lead_reply_id").references(() => leadReplies.id, { onDelete: "cascade" }),
    passwordResetId: uuid("password_reset_id").references(() => adminPasswordResets.id, { onDelete: "cascade" }),
    /** The booking's SEQUENCE when this was written: a visitor message about an older state is not sent. */
    bookingSequence: integer("booking_sequence"),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_contact_request_idx").on(t.contactRequestId),
    index("outbox_newsletter_signup_idx").on(t.newsletterSignupId),
    index("outbox_booking_idx").on(t.bookingId),
    index("outbox_lead_reply_idx").on(t.leadReplyId),
    index("outbox_password_reset_idx").on(t.passwordResetId),
  ],
);

/** Fixed-window request counters per client and endpoint, shared by every server instance. */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limit_buckets_window_idx").on(t.windowStartedAt)],
);

// First-party statistics (the analytics feature): anonymous page views, Web Vitals, conversions.
export * from "./site-stats-schema";

// The blog's posts, their history, old slugs and seed bookkeeping (the blog feature).
export * from "./blog-schema";

// Site search's documents with their generated, weighted tsvector (the search feature).
export * from "./search-schema";

export { leadStatuses, type LeadStatus } from "./lead-status";

// Enquiries (the contact form's and each booking's person).
export * from "./lead-schema";

// Replies from the inbox, their templates, and the timeline's status and notes events.
export * from "./reply-schema";

// Booking the Vibe Check: hosts, weekly hours, exceptions, settings and bookings.
export * from "./booking-schema";

// The admin area: accounts, sessions and the lead access log.
export * from "./admin-schema";

// The practice's contact details, edited in the admin area.
export * from "./settings-schema";

// The media library: uploaded photos and audio, their served variants, and where each is used.
export * from "./media-schema";
