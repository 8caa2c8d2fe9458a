CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "media_assets_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_assets_kind" CHECK ("media_assets"."kind" in ('image', 'audio')),
	CONSTRAINT "media_assets_focal" CHECK ("media_assets"."focal_x" between 0 and 1 and "media_assets"."focal_y" between 0 and 1),
	CONSTRAINT "media_assets_bytes" CHECK ("media_assets"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"asset_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "media_files_asset_variant" PRIMARY KEY("asset_id","variant"),
	CONSTRAINT "media_files_variant" CHECK ("media_files"."variant" ~ '^(original|(avif|webp)-[0-9]+)$')
);
--> statement-breakpoint
CREATE TABLE "media_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"asset_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_slots" ADD CONSTRAINT "media_slots_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_slots_asset_idx" ON "media_slots" USING btree ("asset_id");--> statement-breakpoint
-- Served URLs carry the first 16 hex digits of the asset's SHA-256; this finds an asset by them.
CREATE UNIQUE INDEX "media_assets_sha256_prefix_idx" ON "media_assets" (left("sha256", 16));--> statement-breakpoint
-- Photos and audio are compressed already: stored uncompressed out of line, a byte range is read
-- without reading (and decompressing) the whole value.
ALTER TABLE "media_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_bytes" CHECK ("bytes" = octet_length("data"));
