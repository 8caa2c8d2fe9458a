ALTER TABLE "site_stat_events" ADD COLUMN "visit_id" text;--> statement-breakpoint
CREATE INDEX "site_stat_events_created_at_visit_idx" ON "site_stat_events" USING btree ("created_at","visit_id");