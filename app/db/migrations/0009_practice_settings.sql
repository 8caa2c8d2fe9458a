CREATE TABLE "practice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact" jsonb NOT NULL,
	"notification_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "practice_settings_single_row" CHECK ("practice_settings"."id" = 1)
);
