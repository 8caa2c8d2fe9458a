import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** PostgreSQL's bytea as a Uint8Array (node-postgres hands back a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export type MediaKind = "image" | "audio";

/**
 * One uploaded file, found again by its content's SHA-256, so uploading the same photo twice gives
 * the same asset. What the public pages show of it (alt, caption, focal point) lives here; the
 * bytes live in media_files.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<MediaKind>().notNull(),
    /** Hex SHA-256 of the upload as received (the stripped original has its own in media_files). */
    sha256: text("sha256").notNull().unique(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    durationMs: integer("duration_ms"),
    alt: text("alt").notNull().default(""),
    caption: text("caption"),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin's username. */
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    check("media_assets_kind", sql`${t.kind} in ('image', 'audio')`),
    check("media_assets_focal", sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
    check("media_assets_bytes", sql`${t.bytes} > 0`),
    index("media_assets_created_idx").on(t.createdAt),
  ],
);

/**
 * The bytes served for an asset: its stripped original and, for images, each AVIF/WebP width.
 * `variant` is 'original' or '<format>-<width>' (e.g. 'avif-640').
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    variant: text("variant").notNull(),
    mime: text("mime").notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    primaryKey({ name: "media_files_asset_variant", columns: [t.assetId, t.variant] }),
    check("media_files_variant", sql`${t.variant} ~ '^(original|(avif|webp)-[0-9]+)$'`),
  ],
);

/**
 * Which upload is used where: 'person:<slug>', 'space:<band>', 'episode-audio:<slug>',
 * 'post-cover:<postId>'. The one place a page asks; an asset in use cannot be deleted by accident
 * (restrict), only through deleteAsset, which clears its slots first.
 */
export const mediaSlots = pgTable(
  "media_slots",
  {
    slot: text("slot").primaryKey(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "restrict" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_slots_asset_idx").on(t.assetId)],
);
