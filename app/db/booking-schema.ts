import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contactRequests } from "./lead-schema";

/**
 * Booking the free Vibe Check. Availability is rules the admin edits (hosts, weekly hours,
 * dated exceptions, one row of settings); free times are computed from them on request, never
 * stored ahead. A booking is a lead (its person lives in `contact_requests`) plus a time and a host.
 */

/** Who takes Vibe Checks. The feed token and CalDAV password are secrets: never shown, never logged. */
export const bookingHosts = pgTable("booking_hosts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  role: text("role").notNull().default(""),
  /** Invitations name this address as the organizer; empty: the practice's address. */
  email: text("email").notNull().default(""),
  position: integer("position").notNull().default(0),
  /** An inactive host offers no times; their bookings stay. */
  active: boolean("active").notNull().default(true),
  /** SHA-256 of the private calendar feed's token; null: no feed. */
  feedTokenHash: text("feed_token_hash").unique(),
  caldavUrl: text("caldav_url").notNull().default(""),
  caldavUsername: text("caldav_username").notNull().default(""),
  caldavPassword: text("caldav_password").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A host's weekly hours in the practice's zone: ISO weekday (1 Monday .. 7 Sunday), "HH:MM" wall-clock times. */
export const bookingWeeklyHours = pgTable(
  "booking_weekly_hours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [
    index("booking_weekly_hours_host_idx").on(t.hostId),
    check("booking_weekly_hours_weekday", sql`${t.weekday} between 1 and 7`),
    check("booking_weekly_hours_order", sql`${t.startTime} < ${t.endTime}`),
  ],
);

export type BookingExceptionKind = "closed" | "open";

/** A dated change: a day or some hours off ("closed"), or extra hours ("open"); for one host or, with no host, for all. */
export const bookingExceptions = pgTable(
  "booking_exceptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: uuid("host_id").references(() => bookingHosts.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    kind: text("kind").$type<BookingExceptionKind>().notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_exceptions_date_idx").on(t.date),
    check("booking_exceptions_kind", sql`${t.kind} in ('closed', 'open')`),
    check("booking_exceptions_hours", sql`(${t.startTime} is null) = (${t.endTime} is null) and (${t.startTime} is null or ${t.startTime} < ${t.endTime})`),
    check("booking_exceptions_open_has_hours", sql`${t.kind} = 'closed' or ${t.startTime} is not null`),
  ],
);

/** The practice's booking rules: exactly one row (id 1), created with defaults at start. */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    timeZone: text("time_zone").notNull().default("America/Chicago"),
    slotMinutes: integer("slot_minutes").notNull().default(15),
    bufferMinutes: integer("buffer_minutes").notNull().default(15),
    /** Counted in the host's open hours: 240 is "4 business hours". */
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(240),
    horizonDays: integer("horizon_days").notNull().default(21),
    dailyCap: integer("daily_cap").notNull().default(12),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_settings_single_row", sql`${t.id} = 1`),
    check(
      "booking_settings_ranges",
      sql`${t.slotMinutes} between 5 and 120 and ${t.bufferMinutes} between 0 and 120 and ${t.minNoticeMinutes} between 0 and 10080 and ${t.horizonDays} between 1 and 90 and ${t.dailyCap} between 1 and 100`,
    ),
  ],
);

export const bookingStatuses = ["booked", "completed", "no-show", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export type CallType = "phone" | "video";

/**
 * A booked call. `starts_at`..`block_ends_at` (the call plus the buffer after it) is what no other
 * active booking of the same host may overlap: an exclusion constraint in the migration (GiST over
 * host and tstzrange, with btree_gist) makes a double booking impossible however many servers race.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The person and their consents: the lead this booking belongs to (deleting the lead deletes it). */
    contactRequestId: uuid("contact_request_id")
      .notNull()
      .unique()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockEndsAt: timestamp("block_ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("booked"),
    callType: text("call_type").$type<CallType>().notNull(),
    /** The visitor's own zone as their browser said, for labels only (null: not known). */
    visitorTimeZone: text("visitor_time_zone"),
    /** From the form: a repeated submit returns this booking instead of making a second. */
    idempotencyKey: uuid("idempotency_key").notNull().unique(),
    /** SHA-256 of the change-or-cancel link's token; it stops working after the call. */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    manageTokenExpiresAt: timestamp("manage_token_expires_at", { withTimezone: true }).notNull(),
    /** RFC 5545 SEQUENCE of the invitation: raised on every change. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_starts_at_idx").on(t.startsAt),
    index("bookings_host_starts_at_idx").on(t.hostId, t.startsAt),
    check("bookings_status", sql`${t.status} in ('booked', 'completed', 'no-show', 'cancelled')`),
    check("bookings_call_type", sql`${t.callType} in ('phone', 'video')`),
    check("bookings_order", sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockEndsAt}`),
  ],
);

/** Keys the servers generate once and share through the database (the booking links' HMAC key). Never shown or logged. */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
