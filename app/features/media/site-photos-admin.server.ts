import { spacesBands } from "~/content/home";
import { clientExperienceDirector, therapists } from "~/content/therapists";
import type { Database } from "~/db/client.server";
import { clearSlot, IMAGE_MAX_BYTES, listAssets, setSlot, slotAssets, storeUpload, updateAssetDetails, type MediaError } from "~/lib/media/media.server";
import { sniff } from "~/lib/media/media-files.server";
import { personPhotoSlot, pictureSources, spacePhotoSlot, type SitePhoto } from "~/lib/media/media-urls";
import { readFormWithin } from "~/lib/read-body.server";

/** One place on the site a photo can stand in for an illustration: a person, or an office band. */
export interface PhotoPlace {
  slot: string;
  name: string;
  /** Where the visitor sees it. */
  shownOn: string;
  photo: (SitePhoto & { assetId: string }) | null;
}

const places = (): Omit<PhotoPlace, "photo">[] => [
  ...therapists.map((t) => ({
    slot: personPhotoSlot(t.slug),
    name: t.name,
    shownOn: t.inCarousel ? "Team page, profile, homepage carousel, service pages" : "Team page, profile, service pages",
  })),
  { slot: personPhotoSlot(clientExperienceDirector.slug), name: clientExperienceDirector.name, shownOn: "Contact card on the Vibe Check and contact pages" },
  ...Object.values(spacesBands).map((b) => ({ slot: spacePhotoSlot(b.slug), name: b.heading, shownOn: "Homepage, office section" })),
];

/** Every place with the photo it shows now, and the library's images to pick from. */
export async function readPhotoPlaces(db: Database): Promise<{ places: PhotoPlace[]; library: { id: string; label: string }[] }> {
  const list = places();
  const [placed, images] = await Promise.all([
    slotAssets(
      db,
      list.map((p) => p.slot),
    ),
    listAssets(db, { kind: "image" }),
  ]);
  return {
    places: list.map((p) => {
      const asset = placed.get(p.slot);
      return { ...p, photo: asset ? { ...pictureSources(asset, { aspect: "square", maxWidth: 480 }), alt: asset.alt, assetId: asset.id } : null };
    }),
    library: images.map((a) => ({ id: a.id, label: `${a.alt || "No alt text yet"} (${a.width}×${a.height})` })),
  };
}

/** The largest form the Photos screen takes: the largest image, plus room for its fields. */
export const PHOTO_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

export type PhotoFormOutcome =
  { ok: true; done: "placed" | "removed"; slot: string } | { ok: false; status: 400 | 404 | 413 | 415; message: string; slot?: string };

const fail = (error: MediaError, slot: string): PhotoFormOutcome => ({
  ok: false,
  status: error.status === 409 ? 400 : error.status,
  message: error.message,
  slot,
});

/**
 * One post of the Photos screen (a native form, with or without script), for a `slot` of this
 * screen: `upload` with `file` and `alt`, `pick` with an `assetId` from the library, or `remove`
 * (the illustration comes back; the photo stays in the library). The body is read up to
 * PHOTO_FORM_MAX_BYTES; anything that is not an image is refused before it is stored.
 */
export async function handlePhotoForm(db: Database, request: Request, username: string): Promise<PhotoFormOutcome> {
  const read = await readFormWithin(request, PHOTO_FORM_MAX_BYTES);
  if ("refused" in read) {
    const message = {
      415: "Send the photo with the form on this page.",
      413: `Photos may be up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
      400: "That form could not be read. Choose the photo again and resend.",
    }[read.refused];
    return { ok: false, status: read.refused, message };
  }
  const { form } = read;
  const slot = form.get("slot");
  if (typeof slot !== "string" || !places().some((p) => p.slot === slot)) return { ok: false, status: 404, message: "That place for a photo does not exist." };
  const intent = form.get("intent");
  if (intent === "remove") {
    await clearSlot(db, slot);
    return { ok: true, done: "removed", slot };
  }
  if (intent === "pick") {
    const assetId = form.get("assetId");
    if (typeof assetId !== "string" || assetId === "") return { ok: false, status: 400, message: "Choose a photo from the library first.", slot };
    const placed = await setSlot(db, slot, assetId);
    return "error" in placed ? fail(placed.error, slot) : { ok: true, done: "placed", slot };
  }
  if (intent !== "upload") return { ok: false, status: 400, message: "Choose to upload, pick or remove a photo.", slot };
  const alt = form.get("alt");
  if (typeof alt !== "string" || alt.trim() === "")
    return { ok: false, status: 400, message: "Describe the photo for people who cannot see it (alt text), then upload.", slot };
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, message: "Choose a photo first (JPEG, PNG, WebP or AVIF).", slot };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Checked before storing: audio would otherwise land in the library unused. HEIC gets the
  // library's own answer, which says how to export a JPEG instead.
  const kind = sniff(bytes)?.kind;
  if (kind !== "image" && kind !== "heic")
    return { ok: false, status: 400, message: "That file is not a photo this site can show: upload a JPEG, PNG, WebP or AVIF image.", slot };
  const stored = await storeUpload(db, { bytes, declaredName: file.name, alt, createdBy: username });
  if ("error" in stored) return fail(stored.error, slot);
  // The same photo uploaded before keeps its row: the alt text typed here is the one this place needs.
  if (stored.asset.alt !== alt.trim()) {
    const updated = await updateAssetDetails(db, stored.asset.id, { alt });
    if ("error" in updated) return fail(updated.error, slot);
  }
  const placed = await setSlot(db, slot, stored.asset.id);
  return "error" in placed ? fail(placed.error, slot) : { ok: true, done: "placed", slot };
}
