import { like, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaSlots } from "~/db/schema";
import { loadAssets, slotAssets } from "./media.server";
import { originalUrl, pictureSources, postCoverSlot, type CoverPhoto, type SitePhotos } from "./media-urls";

/** The widest a layout draws a portrait (a profile's 375 px at 2x, with room) and a space band (45vw of 1440 px at 2x). */
const PORTRAIT_MAX_WIDTH = 960;
const SPACE_MAX_WIDTH = 1440;
/** A post header's cover at 2x on a laptop. */
const COVER_MAX_WIDTH = 1440;

/**
 * Every photo of a person or space the practice has placed, for the root loader: the pages draw
 * each from here, so the team, a profile and the carousel can never disagree. One query when there
 * are none; three when there are. Pages read it only when they render (the render cache serves the
 * rest), and placing or removing a photo purges that cache.
 */
export async function loadSitePhotos(db: Database): Promise<SitePhotos> {
  const rows = await db
    .select({ slot: mediaSlots.slot, assetId: mediaSlots.assetId })
    .from(mediaSlots)
    .where(or(like(mediaSlots.slot, "person:%"), like(mediaSlots.slot, "space:%")));
  if (rows.length === 0) return {};
  const assets = new Map((await loadAssets(db, [...new Set(rows.map((r) => r.assetId))])).map((a) => [a.id, a]));
  const photos: Record<string, SitePhotos[string]> = {};
  for (const { slot, assetId } of rows) {
    const asset = assets.get(assetId);
    if (asset?.kind !== "image") continue;
    const maxWidth = slot.startsWith("person:") ? PORTRAIT_MAX_WIDTH : SPACE_MAX_WIDTH;
    photos[slot] = { ...pictureSources(asset, { maxWidth }), alt: asset.alt };
  }
  return photos;
}

/** The cover photos the practice placed on these posts, by post id (a post without one is absent). */
export async function loadPostCovers(db: Database, postIds: readonly number[]): Promise<Map<number, CoverPhoto>> {
  const assets = await slotAssets(db, [...new Set(postIds)].map(postCoverSlot));
  const covers = new Map<number, CoverPhoto>();
  for (const id of postIds) {
    const asset = assets.get(postCoverSlot(id));
    if (asset?.kind !== "image") continue;
    covers.set(id, {
      ...pictureSources(asset, { aspect: "16:10", maxWidth: COVER_MAX_WIDTH }),
      alt: asset.alt,
      shareImage: { path: originalUrl(asset), width: asset.width ?? 1200, height: asset.height ?? 750 },
    });
  }
  return covers;
}
