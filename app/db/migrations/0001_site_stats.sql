CREATE TABLE "site_stat_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_stat_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"name" text,
	"value" double precision,
	"rating" text,
	"referrer_host" text,
	"device_class" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_stat_events_created_at_idx" ON "site_stat_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_stat_events_kind_created_at_idx" ON "site_stat_events" USING btree ("kind","created_at");