/**
 * What a page needs to show an upload: URLs and sizes, computed from the asset's row and its
 * variants' rows without touching the database, so a component can take them from a loader.
 * Files are named by the asset's content hash: a URL never changes meaning, so it is cached for a
 * year; a replaced photo is a new asset with new URLs.
 */

export interface MediaVariantInfo {
  /** 'original', or '<format>-<width>' such as 'avif-640'. */
  variant: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
}

export interface MediaAssetInfo {
  id: string;
  kind: "image" | "audio";
  sha256: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  alt: string;
  caption: string | null;
  focalX: number;
  focalY: number;
  variants: MediaVariantInfo[];
}

/** Hex digits of the SHA-256 in a served file's name: 64 bits, never shared by two uploads. */
export const MEDIA_HASH_PREFIX_LENGTH = 16;

export const MEDIA_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
};

/** The served URL of one variant of an asset. */
export function mediaUrl(asset: Pick<MediaAssetInfo, "sha256">, variant: Pick<MediaVariantInfo, "variant" | "mime">): string {
  return `/media/${asset.sha256.slice(0, MEDIA_HASH_PREFIX_LENGTH)}-${variant.variant}.${MEDIA_EXTENSIONS[variant.mime] ?? "bin"}`;
}

export type MediaAspect = "square" | "4:3" | "16:10" | "original";

export interface PictureSources {
  avifSrcset: string;
  webpSrcset: string;
  /** The fallback `src`: the widest WebP (every browser that shows the page decodes WebP). */
  src: string;
  /** The box the picture fills, in the chosen aspect: reserves its space before it loads. */
  width: number;
  height: number;
  /** The focal point as CSS object-position: a cropped box keeps the part that matters in view. */
  objectPosition: string;
}

const ASPECTS: Record<Exclude<MediaAspect, "original">, number> = { square: 1, "4:3": 4 / 3, "16:10": 16 / 10 };

/**
 * `<picture>` sources for an image. Variants keep the photo's own proportions; another aspect is
 * a crop the browser makes (object-fit: cover, positioned at the focal point), so moving the
 * focal point needs no new files.
 */
export function pictureSources(
  asset: MediaAssetInfo,
  {
    aspect = "original",
    maxWidth = Infinity,
  }: { aspect?: MediaAspect; /** Leave out files wider than the layout ever draws the picture. */ maxWidth?: number } = {},
): PictureSources {
  const widthsOf = (format: string) =>
    asset.variants.filter((v) => v.variant.startsWith(`${format}-`) && v.width && v.width <= maxWidth).sort((a, b) => a.width! - b.width!);
  const srcset = (format: string) =>
    widthsOf(format)
      .map((v) => `${mediaUrl(asset, v)} ${v.width}w`)
      .join(", ");
  const webp = widthsOf("webp");
  const widest = webp.at(-1) ?? asset.variants.find((v) => v.variant === "original");
  const width = asset.width ?? widest?.width ?? 1;
  const height = asset.height ?? widest?.height ?? 1;
  const box = aspect === "original" ? { width, height } : cropBox(width, height, ASPECTS[aspect]);
  return {
    avifSrcset: srcset("avif"),
    webpSrcset: srcset("webp"),
    src: widest ? mediaUrl(asset, widest) : "",
    width: box.width,
    height: box.height,
    objectPosition: `${round(asset.focalX * 100)}% ${round(asset.focalY * 100)}%`,
  };
}

/** The largest box of the given width:height ratio inside the photo. */
function cropBox(width: number, height: number, ratio: number): { width: number; height: number } {
  if (width / height > ratio) return { width: Math.round(height * ratio), height };
  return { width, height: Math.round(width / ratio) };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

export interface AudioSource {
  url: string;
  bytes: number;
  mime: string;
  durationSeconds: number;
}

/** The URL of an upload's file as uploaded (for an image: its name in a post's Markdown). */
export function originalUrl(asset: MediaAssetInfo): string {
  return mediaUrl(asset, asset.variants.find((v) => v.variant === "original") ?? { variant: "original", mime: asset.mime });
}

/** The served file of an audio upload (kept as uploaded), for `<audio>` and a podcast feed's enclosure. */
export function audioSource(asset: MediaAssetInfo): AudioSource {
  const original = asset.variants.find((v) => v.variant === "original") ?? { variant: "original", mime: asset.mime, bytes: asset.bytes };
  return {
    url: mediaUrl(asset, original),
    bytes: original.bytes,
    mime: original.mime,
    durationSeconds: Math.round((asset.durationMs ?? 0) / 1000),
  };
}

/** The slot of a person's photo (team, profile, carousel, hosts) and of a space band's photo. */
export const personPhotoSlot = (slug: string) => `person:${slug}`;
export const spacePhotoSlot = (slug: string) => `space:${slug}`;
/** The slot of a blog post's cover photo, which takes the place of its drawn cover. */
export const postCoverSlot = (postId: number) => `post-cover:${postId}`;

/** A photo a page shows in place of an illustration: its sources and the practice's alt text. */
export interface SitePhoto extends PictureSources {
  alt: string;
}

/** A post's cover photo: cropped to the drawn covers' 16:10 box, with the file link previews show. */
export interface CoverPhoto extends SitePhoto {
  /** Absolute path of the photo as uploaded (JPEG or PNG for link previews when it was one), with its size. */
  shareImage: { path: string; width: number; height: number };
}

/** The practice's photos of people and spaces, by slot; a slot without a photo is absent. */
export type SitePhotos = Readonly<Record<string, SitePhoto>>;
