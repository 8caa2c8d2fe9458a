-- GiST over a uuid needs btree_gist (PGlite loads it as an extension; on PostgreSQL it is a trusted extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_exceptions_kind" CHECK ("booking_exceptions"."kind" in ('closed', 'open')),
	CONSTRAINT "booking_exceptions_hours" CHECK (("booking_exceptions"."start_time" is null) = ("booking_exceptions"."end_time" is null) and ("booking_exceptions"."start_time" is null or "booking_exceptions"."start_time" < "booking_exceptions"."end_time")),
	CONSTRAINT "booking_exceptions_open_has_hours" CHECK ("booking_exceptions"."kind" = 'closed' or "booking_exceptions"."start_time" is not null)
);
--> statement-breakpoint
CREATE TABLE "booking_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"caldav_url" text DEFAULT '' NOT NULL,
	"caldav_username" text DEFAULT '' NOT NULL,
	"caldav_password" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_hosts_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'America/Chicago' NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"min_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" integer DEFAULT 21 NOT NULL,
	"daily_cap" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_ranges" CHECK ("booking_settings"."slot_minutes" between 5 and 120 and "booking_settings"."buffer_minutes" between 0 and 120 and "booking_settings"."min_notice_minutes" between 0 and 10080 and "booking_settings"."horizon_days" between 1 and 90 and "booking_settings"."daily_cap" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "booking_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "booking_weekly_hours_weekday" CHECK ("booking_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "booking_weekly_hours_order" CHECK ("booking_weekly_hours"."start_time" < "booking_weekly_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_request_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"block_ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"call_type" text NOT NULL,
	"visitor_time_zone" text,
	"idempotency_key" uuid NOT NULL,
	"manage_token_hash" text NOT NULL,
	"manage_token_expires_at" timestamp with time zone NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_contact_request_id_unique" UNIQUE("contact_request_id"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('booked', 'completed', 'no-show', 'cancelled')),
	CONSTRAINT "bookings_call_type" CHECK ("bookings"."call_type" in ('phone', 'video')),
	CONSTRAINT "bookings_order" CHECK ("bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."block_ends_at")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "booking_sequence" integer;--> statement-breakpoint
ALTER TABLE "booking_exceptions" ADD CONSTRAINT "booking_exceptions_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ADD CONSTRAINT "booking_weekly_hours_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_exceptions_date_idx" ON "booking_exceptions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "booking_weekly_hours_host_idx" ON "booking_weekly_hours" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_host_starts_at_idx" ON "bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_booking_idx" ON "outbox" USING btree ("booking_id");--> statement-breakpoint
-- No two active bookings of one host overlap, the buffer after each call included: the database refuses
-- the second of two racing bookings, on any number of servers.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("host_id" WITH =, tstzrange("starts_at", "block_ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
