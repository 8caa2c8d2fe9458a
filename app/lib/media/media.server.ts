import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { Database } from "~/db/client.server";
import { announceContentChange } from "~/db/content-changes.server";
import { blogPosts, mediaAssets, mediaFiles, mediaSlots, type MediaKind } from "~/db/schema";
import { processUpload, UploadRefused } from "./media-files.server";
import { hasNoControlCharacters, hasNoControlCharactersButLineBreaks } from "~/lib/form-text";
import { MEDIA_HASH_PREFIX_LENGTH, mediaUrl, type MediaAssetInfo } from "./media-urls";

/**
 * The media library's one door: every feature that stores, places or removes an upload goes
 * through here, so content checks, slot rules and render-cache invalidation happen once.
 */

export { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from "./media-files.server";
export { audioSource, mediaUrl, pictureSources, type AudioSource, type MediaAssetInfo } from "./media-urls";

/** A refusal the caller answers with its status (400 bad input, 404 unknown, 409 conflict, 413 too large). */
export interface MediaError {
  status: 400 | 404 | 409 | 413;
  message: string;
}

const NAME_MAX = 255;
const ALT_MAX = 500;

const assetColumns = {
  id: mediaAssets.id,
  kind: mediaAssets.kind,
  sha256: mediaAssets.sha256,
  mime: mediaAssets.mime,
  bytes: mediaAssets.bytes,
  width: mediaAssets.width,
  height: mediaAssets.height,
  durationMs: mediaAssets.durationMs,
  alt: mediaAssets.alt,
  caption: mediaAssets.caption,
  focalX: mediaAssets.focalX,
  focalY: mediaAssets.focalY,
};

/** Assets with their variants (never the bytes), in the given order of ids. */
export async function loadAssets(db: Database, ids: string[]): Promise<MediaAssetInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(assetColumns).from(mediaAssets).where(inArray(mediaAssets.id, ids));
  const variants = await db
    .select({
      assetId: mediaFiles.assetId,
      variant: mediaFiles.variant,
      mime: mediaFiles.mime,
      width: mediaFiles.width,
      height: mediaFiles.height,
      bytes: mediaFiles.bytes,
    })
    .from(mediaFiles)
    .where(inArray(mediaFiles.assetId, ids))
    .orderBy(asc(mediaFiles.variant));
  const byId = new Map(rows.map((r) => [r.id, { ...r, variants: [] as MediaAssetInfo["variants"] }]));
  for (const { assetId, ...v } of variants) byId.get(assetId)?.variants.push(v);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadAsset(db: Database, id: string): Promise<MediaAssetInfo | null> {
  if (!isUuid(id)) return null;
  return (await loadAssets(db, [id]))[0] ?? null;
}

/**
 * Stores an upload after checking its content. The same bytes uploaded again give back the asset
 * already stored (its alt text untouched), so a double submit or a re-upload creates nothing.
 */
export async function storeUpload(
  db: Database,
  {
    bytes,
    declaredName,
    alt,
    createdBy,
    onlyKind,
  }: {
    bytes: Uint8Array;
    declaredName: string;
    alt?: string;
    createdBy: string;
    /** Refuse (storing nothing) a file of the other kind. */
    onlyKind?: MediaKind;
  },
): Promise<{ asset: MediaAssetInfo; created: boolean } | { error: MediaError }> {
  if (!(bytes instanceof Uint8Array)) return { error: { status: 400, message: "No file was sent." } };
  if (typeof declaredName !== "string" || declaredName.length > NAME_MAX || !hasNoControlCharacters(declaredName))
    return { error: { status: 400, message: "The file name is not usable." } };
  const altText = (alt ?? "").trim();
  if (altText.length > ALT_MAX || !hasNoControlCharacters(altText))
    return { error: { status: 400, message: `Alt text may be up to ${ALT_MAX} characters of plain text.` } };
  let processed;
  try {
    processed = await processUpload(bytes);
  } catch (error) {
    if (error instanceof UploadRefused) return { error: { status: /up to/.test(error.message) ? 413 : 400, message: error.message } };
    throw error;
  }
  if (onlyKind && processed.kind !== onlyKind)
    return { error: { status: 400, message: onlyKind === "image" ? "Choose a photo: JPEG, PNG, WebP or AVIF." : "Choose an audio file: MP3 or M4A." } };
  const existing = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.sha256, processed.sha256));
  if (existing[0]) return { asset: (await loadAsset(db, existing[0].id))!, created: false };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaAssets)
      .values({
        kind: processed.kind,
        sha256: processed.sha256,
        mime: processed.mime,
        bytes: processed.bytes,
        width: processed.width,
        height: processed.height,
        durationMs: processed.durationMs,
        alt: altText,
        createdBy,
      })
      // Two uploads of the same file at once: one stores it, the other finds it below.
      .onConflictDoNothing({ target: mediaAssets.sha256 })
      .returning({ id: mediaAssets.id });
    if (!row) return null;
    // One file per statement: a 200 MB episode is not doubled into one giant insert.
    for (const f of processed.files) await tx.insert(mediaFiles).values({ assetId: row.id, ...f });
    return row.id;
  });
  if (!id) {
    const [winner] = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.sha256, processed.sha256));
    return { asset: (await loadAsset(db, winner!.id))!, created: false };
  }
  return { asset: (await loadAsset(db, id))!, created: true };
}

/** Where an upload may be used, and what kind each place takes. */
const SLOT_PATTERN = /^(person|space|episode-audio|post-cover):[a-z0-9][a-z0-9-]{0,119}$/;
const slotKind = (slot: string): MediaKind => (slot.startsWith("episode-audio:") ? "audio" : "image");

export function isMediaSlot(slot: unknown): slot is string {
  return typeof slot === "string" && SLOT_PATTERN.test(slot);
}

/** Puts an asset in a slot (replacing what was there). */
export async function setSlot(db: Database, slot: string, assetId: string): Promise<{ ok: true } | { error: MediaError }> {
  if (!isMediaSlot(slot)) return { error: { status: 400, message: "That is not a place an upload can be used." } };
  const asset = isUuid(assetId) ? (await db.select({ kind: mediaAssets.kind }).from(mediaAssets).where(eq(mediaAssets.id, assetId)))[0] : undefined;
  if (!asset) return { error: { status: 404, message: "That upload does not exist." } };
  if (asset.kind !== slotKind(slot))
    return { error: { status: 400, message: slotKind(slot) === "audio" ? "This place needs an audio file." : "This place needs an image." } };
  await db
    .insert(mediaSlots)
    .values({ slot, assetId })
    .onConflictDoUpdate({ target: mediaSlots.slot, set: { assetId, updatedAt: sql`now()` } });
  await announceContentChange(db, { kind: "media", slugs: [] });
  return { ok: true };
}

/** Empties a slot; the page falls back to what it shows without an upload. */
export async function clearSlot(db: Database, slot: string): Promise<void> {
  if (!isMediaSlot(slot)) return;
  const removed = await db.delete(mediaSlots).where(eq(mediaSlots.slot, slot)).returning({ slot: mediaSlots.slot });
  if (removed.length > 0) await announceContentChange(db, { kind: "media", slugs: [] });
}

/** The asset a slot holds, or null. */
export async function slotAsset(db: Database, slot: string): Promise<MediaAssetInfo | null> {
  if (!isMediaSlot(slot)) return null;
  const [row] = await db.select({ assetId: mediaSlots.assetId }).from(mediaSlots).where(eq(mediaSlots.slot, slot));
  return row ? loadAsset(db, row.assetId) : null;
}

/** The assets of many slots at once (a page with several portraits asks once). */
export async function slotAssets(db: Database, slots: string[]): Promise<Map<string, MediaAssetInfo>> {
  const wanted = slots.filter(isMediaSlot);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ slot: mediaSlots.slot, assetId: mediaSlots.assetId }).from(mediaSlots).where(inArray(mediaSlots.slot, wanted));
  const assets = new Map((await loadAssets(db, [...new Set(rows.map((r) => r.assetId))])).map((a) => [a.id, a]));
  return new Map(rows.flatMap((r) => (assets.has(r.assetId) ? [[r.slot, assets.get(r.assetId)!] as const] : [])));
}

/** The slots an asset fills, sorted. */
export async function slotsUsing(db: Database, assetId: string): Promise<string[]> {
  if (!isUuid(assetId)) return [];
  const rows = await db.select({ slot: mediaSlots.slot }).from(mediaSlots).where(eq(mediaSlots.assetId, assetId)).orderBy(asc(mediaSlots.slot));
  return rows.map((r) => r.slot);
}

/**
 * Deletes an asset and its files. While it is used somewhere the answer lists where, and nothing
 * changes unless `confirm` is set: then its slots are emptied in the same transaction.
 */
export async function deleteAsset(
  db: Database,
  id: string,
  { confirm = false }: { confirm?: boolean } = {},
): Promise<{ deleted: true; clearedSlots: string[] } | { inUse: string[] } | { error: MediaError }> {
  if (!isUuid(id)) return { error: { status: 404, message: "That upload does not exist." } };
  const result: { deleted: true; clearedSlots: string[] } | { inUse: string[] } | { error: MediaError } = await db.transaction(async (tx) => {
    const [asset] = await tx.select({ id: mediaAssets.id, sha256: mediaAssets.sha256 }).from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
    if (!asset) return { error: { status: 404 as const, message: "That upload does not exist." } };
    const slots = (await tx.select({ slot: mediaSlots.slot }).from(mediaSlots).where(eq(mediaSlots.assetId, id)).orderBy(asc(mediaSlots.slot))).map(
      (r) => r.slot,
    );
    // A post names an image by its URL in its text, not by a slot: ask before its picture breaks.
    const posts = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(sql`position(${`/media/${asset.sha256.slice(0, MEDIA_HASH_PREFIX_LENGTH)}-`} in ${blogPosts.bodyMarkdown}) > 0`)
      .orderBy(asc(blogPosts.slug));
    const uses = [...slots, ...posts.map((p) => `post:${p.slug}`)];
    if (uses.length > 0 && !confirm) return { inUse: uses };
    await tx.delete(mediaSlots).where(eq(mediaSlots.assetId, id));
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
    return { deleted: true as const, clearedSlots: uses };
  });
  if ("deleted" in result && result.clearedSlots.length > 0) await announceContentChange(db, { kind: "media", slugs: [] });
  return result;
}

export interface AssetDetails {
  alt?: string;
  caption?: string | null;
  focalX?: number;
  focalY?: number;
}

/** Edits what pages show of an asset (alt text, caption, focal point). */
export async function updateAssetDetails(db: Database, id: string, details: AssetDetails): Promise<{ asset: MediaAssetInfo } | { error: MediaError }> {
  const values: Partial<typeof mediaAssets.$inferInsert> = {};
  if (details.alt !== undefined) {
    const alt = String(details.alt).trim();
    if (alt.length > ALT_MAX || !hasNoControlCharacters(alt))
      return { error: { status: 400, message: `Alt text may be up to ${ALT_MAX} characters of plain text.` } };
    values.alt = alt;
  }
  if (details.caption !== undefined) {
    const caption = details.caption === null ? null : String(details.caption).trim();
    if (caption && (caption.length > 1000 || !hasNoControlCharactersButLineBreaks(caption)))
      return { error: { status: 400, message: "A caption may be up to 1000 characters of plain text." } };
    values.caption = caption || null;
  }
  for (const key of ["focalX", "focalY"] as const) {
    const value = details[key];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1)
      return { error: { status: 400, message: "The focal point is a position from 0 to 1 across and down." } };
    values[key] = value;
  }
  if (!isUuid(id)) return { error: { status: 404, message: "That upload does not exist." } };
  const updated = await db
    .update(mediaAssets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mediaAssets.id, id))
    .returning({ id: mediaAssets.id });
  if (updated.length === 0) return { error: { status: 404, message: "That upload does not exist." } };
  if ((await slotsUsing(db, id)).length > 0) await announceContentChange(db, { kind: "media", slugs: [] });
  return { asset: (await loadAsset(db, id))! };
}

/** The newest assets first, for the library screen. */
export async function listAssets(db: Database, { kind, limit = 200 }: { kind?: MediaKind; limit?: number } = {}): Promise<MediaAssetInfo[]> {
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(kind ? eq(mediaAssets.kind, kind) : undefined)
    .orderBy(sql`${mediaAssets.createdAt} desc, ${mediaAssets.id}`)
    .limit(limit);
  return loadAssets(
    db,
    rows.map((r) => r.id),
  );
}

/** A served file's headers, found by the hash prefix and variant in its URL (never its bytes). */
export async function findServedFile(db: Database, hashPrefix: string, variant: string) {
  const [row] = await db
    .select({ assetId: mediaFiles.assetId, mime: mediaFiles.mime, bytes: mediaFiles.bytes, sha256: mediaFiles.sha256 })
    .from(mediaFiles)
    .innerJoin(mediaAssets, eq(mediaAssets.id, mediaFiles.assetId))
    .where(and(sql`left(${mediaAssets.sha256}, 16) = ${hashPrefix}`, eq(mediaFiles.variant, variant)));
  return row ?? null;
}

/** Bytes [start, start + length) of a served file, read from the database without reading the rest. */
export async function readServedBytes(db: Database, assetId: string, variant: string, start: number, length: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ chunk: sql<Uint8Array>`substring(${mediaFiles.data} from ${start + 1} for ${length})` })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.assetId, assetId), eq(mediaFiles.variant, variant)));
  return row ? row.chunk : null;
}

/** Every slot and the asset it holds, for the library screen's "used on" lists. */
export async function listSlots(db: Database): Promise<{ slot: string; assetId: string }[]> {
  return db.select({ slot: mediaSlots.slot, assetId: mediaSlots.assetId }).from(mediaSlots).orderBy(asc(mediaSlots.slot));
}

/** Moves every slot of one asset to another of the same kind at once (a replaced photo). */
export async function moveSlots(db: Database, fromId: string, toId: string): Promise<{ moved: string[] } | { error: MediaError }> {
  if (!isUuid(fromId) || !isUuid(toId)) return { error: { status: 404, message: "That upload does not exist." } };
  const kinds = await db
    .select({ id: mediaAssets.id, kind: mediaAssets.kind })
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, [fromId, toId]));
  const from = kinds.find((k) => k.id === fromId);
  const to = kinds.find((k) => k.id === toId);
  if (!from || !to) return { error: { status: 404, message: "That upload does not exist." } };
  if (from.kind !== to.kind)
    return { error: { status: 400, message: from.kind === "image" ? "Replace an image with an image." : "Replace audio with audio." } };
  const moved = await db
    .update(mediaSlots)
    .set({ assetId: toId, updatedAt: sql`now()` })
    .where(eq(mediaSlots.assetId, fromId))
    .returning({ slot: mediaSlots.slot });
  if (moved.length > 0) await announceContentChange(db, { kind: "media", slugs: [] });
  return { moved: moved.map((m) => m.slot).sort() };
}

/** A served file's URL: `/media/<hash prefix>-<variant>.<ext>`. */
const SERVED_URL = /^\/media\/([0-9a-f]{16})-([a-z0-9-]{1,40})\.([a-z0-9]{1,8})$/;

/**
 * The library images behind served URLs (any variant of an image names it), keyed by URL. A URL
 * that names no stored image, or names audio, is left out.
 */
export async function imagesAtUrls(db: Database, urls: string[]): Promise<Map<string, MediaAssetInfo>> {
  const wanted = [...new Set(urls)].filter((u) => SERVED_URL.test(u));
  if (wanted.length === 0) return new Map();
  const prefixes = [...new Set(wanted.map((u) => SERVED_URL.exec(u)![1]!))];
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, "image"), inArray(sql`left(${mediaAssets.sha256}, 16)`, prefixes)));
  const assets = await loadAssets(
    db,
    rows.map((r) => r.id),
  );
  const byUrl = new Map<string, MediaAssetInfo>();
  for (const asset of assets) for (const variant of asset.variants) byUrl.set(mediaUrl(asset, variant), asset);
  return new Map(wanted.flatMap((u) => (byUrl.has(u) ? [[u, byUrl.get(u)!] as const] : [])));
}
