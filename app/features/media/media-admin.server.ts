import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import {
  deleteAsset,
  listAssets,
  listSlots,
  loadAsset,
  moveSlots,
  slotsUsing,
  storeUpload,
  updateAssetDetails,
  type MediaAssetInfo,
} from "~/lib/media/media.server";
import { audioSource, originalUrl, pictureSources } from "~/lib/media/media-urls";

/** One row of the library screen: what the grid shows of an asset, and where it is used. */
export interface LibraryItem {
  id: string;
  kind: "image" | "audio";
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  alt: string;
  caption: string | null;
  focalX: number;
  focalY: number;
  thumbnail: { avifSrcset: string; webpSrcset: string; src: string; objectPosition: string } | null;
  audioUrl: string | null;
  /** An image's address in a post's Markdown: `![alt](this "caption")`. */
  markdownUrl: string | null;
  usedIn: string[];
}

function toItem(asset: MediaAssetInfo, usedIn: string[]): LibraryItem {
  const picture = asset.kind === "image" ? pictureSources(asset, { aspect: "4:3" }) : null;
  return {
    id: asset.id,
    kind: asset.kind,
    mime: asset.mime,
    bytes: asset.bytes,
    width: asset.width,
    height: asset.height,
    durationSeconds: asset.kind === "audio" ? audioSource(asset).durationSeconds : null,
    alt: asset.alt,
    caption: asset.caption,
    focalX: asset.focalX,
    focalY: asset.focalY,
    thumbnail: picture ? { avifSrcset: picture.avifSrcset, webpSrcset: picture.webpSrcset, src: picture.src, objectPosition: picture.objectPosition } : null,
    audioUrl: asset.kind === "audio" ? audioSource(asset).url : null,
    markdownUrl: asset.kind === "image" ? originalUrl(asset) : null,
    usedIn,
  };
}

export async function readLibrary(db: Database): Promise<LibraryItem[]> {
  const [assets, slots] = await Promise.all([listAssets(db), listSlots(db)]);
  const uses = new Map<string, string[]>();
  for (const { slot, assetId } of slots) uses.set(assetId, [...(uses.get(assetId) ?? []), slot]);
  return assets.map((a) => toItem(a, uses.get(a.id) ?? []));
}

export type LibraryActionResult = { intent: string; id?: string; message: string; inUse?: string[]; item?: LibraryItem };

const ALT_NEEDED = "Describe the image in its alt text: people who cannot see it hear this.";

const fail = (intent: string, status: number, message: string, extra: Partial<LibraryActionResult> = {}) =>
  data<LibraryActionResult>({ intent, message, ...extra }, { status });

const field = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

async function fileBytes(form: FormData): Promise<{ bytes: Uint8Array; name: string } | null> {
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

function focal(value: string | undefined): number | undefined | null {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n / 100 : null;
}

/**
 * The library screen's posts, with or without script, from a signed-in user (the route checks
 * that before the body is read): writers upload and edit, only admins delete. Every refusal is a
 * 4xx that changes nothing.
 */
export async function mediaLibraryAction(request: Request, db: Database, user: { username: string; isAdmin: boolean }) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) return fail("unknown", 415, "Send the form as the page does.");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("unknown", 400, "The form could not be read. Please try again.");
  }
  const intent = field(form, "intent") ?? "";
  const id = field(form, "id") ?? "";

  if (intent === "upload" || intent === "replace") {
    // The post editor's image dialog uploads in place and inserts what it gets back: a photo, with its alt text.
    const forPost = intent === "upload" && field(form, "answer") === "item";
    const file = await fileBytes(form);
    if (!file) return fail(intent, 400, "Choose a file to upload.", { id });
    if (forPost && !field(form, "alt")?.trim()) return fail(intent, 400, ALT_NEEDED);
    const stored = await storeUpload(db, {
      bytes: file.bytes,
      declaredName: file.name,
      alt: field(form, "alt"),
      createdBy: user.username,
      onlyKind: forPost ? "image" : undefined,
    });
    if ("error" in stored) return fail(intent, stored.error.status, stored.error.message, { id });
    if (forPost) return data<LibraryActionResult>({ intent, id: stored.asset.id, message: "Uploaded.", item: toItem(stored.asset, []) });
    if (intent === "replace") {
      if (stored.asset.id === id) return fail(intent, 400, "That is the same file as the one it would replace.", { id });
      const moved = await moveSlots(db, id, stored.asset.id);
      if ("error" in moved) return fail(intent, moved.error.status, moved.error.message, { id });
    }
    return redirect(`/admin/media?${intent === "replace" ? "replaced" : "uploaded"}=${stored.asset.id}#asset-${stored.asset.id}`);
  }

  if (intent === "details") {
    const asset = await loadAsset(db, id);
    if (!asset) return fail(intent, 404, "That upload does not exist.", { id });
    const alt = field(form, "alt") ?? "";
    if (asset.kind === "image" && alt.trim() === "") return fail(intent, 400, ALT_NEEDED, { id });
    const [focalX, focalY] = [focal(field(form, "focalX")), focal(field(form, "focalY"))];
    if (focalX === null || focalY === null) return fail(intent, 400, "The focal point is a percentage from 0 to 100.", { id });
    const updated = await updateAssetDetails(db, id, { alt, caption: field(form, "caption") ?? null, focalX, focalY });
    if ("error" in updated) return fail(intent, updated.error.status, updated.error.message, { id });
    return redirect(`/admin/media?saved=${id}#asset-${id}`);
  }

  if (intent === "delete") {
    if (!user.isAdmin) return fail(intent, 403, "Only an admin can delete uploads.", { id });
    // Always asked twice: the first post answers with where the upload is used.
    if (field(form, "confirm") !== "yes") {
      if (!(await loadAsset(db, id))) return fail(intent, 404, "That upload does not exist.", { id });
      const uses = await slotsUsing(db, id);
      const question = uses.length > 0 ? "This upload is in use. Delete it anyway?" : "Delete this upload? No page uses it.";
      return fail(intent, 409, question, { id, inUse: uses });
    }
    const result = await deleteAsset(db, id, { confirm: true });
    if ("error" in result) return fail(intent, result.error.status, result.error.message, { id });
    return redirect("/admin/media?deleted=1");
  }
  return fail(intent || "unknown", 400, "That is not something this page does.");
}
