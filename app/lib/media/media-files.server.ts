import { createHash } from "node:crypto";
import { parseBuffer } from "music-metadata";
import sharp, { type OutputInfo, type Sharp } from "sharp";

/**
 * Turning an upload into the files the site serves. The content decides what a file is: its
 * first bytes must name a format we take, and a real decoder must read it through; the name the
 * browser sent is never trusted.
 */

export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;
/** A 20 MB file can still claim a huge canvas: decoding stops above this many pixels (a 48 MP phone photo is fine). */
export const IMAGE_MAX_PIXELS = 60_000_000;
/** Widths the layouts ask for (portraits 160 to 960, photo bands 480 to 1440, posts up to full width). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1440, 1920] as const;

export interface ProcessedFile {
  variant: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  sha256: string;
  data: Uint8Array;
}

export interface ProcessedUpload {
  kind: "image" | "audio";
  sha256: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  files: ProcessedFile[];
}

export type Sniffed =
  | { kind: "image"; mime: "image/jpeg" | "image/png" | "image/webp" | "image/avif" }
  | { kind: "audio"; mime: "audio/mpeg" | "audio/mp4" }
  | { kind: "heic" }
  | null;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The format the file's first bytes name, or null for anything we do not take. */
export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { kind: "image", mime: "image/jpeg" };
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return { kind: "image", mime: "image/png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { kind: "image", mime: "image/webp" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return { kind: "image", mime: "image/avif" };
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand)) return { kind: "heic" };
    if (["M4A ", "M4B ", "mp42", "isom", "mp41", "iso2"].includes(brand)) return { kind: "audio", mime: "audio/mp4" };
    return null;
  }
  if (ascii(bytes, 0, 3) === "ID3") return { kind: "audio", mime: "audio/mpeg" };
  // An MPEG audio frame header: 11 sync bits, then layer III.
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) === 0x02) return { kind: "audio", mime: "audio/mpeg" };
  return null;
}

export const sha256Hex = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

function file(variant: string, mime: string, width: number | null, height: number | null, data: Uint8Array): ProcessedFile {
  return { variant, mime, width, height, bytes: data.byteLength, sha256: sha256Hex(data), data };
}

/** A processing refusal the uploader can act on (a 4xx), as opposed to a fault of ours. */
export class UploadRefused extends Error {}

/** Checks, decodes and converts an upload; throws UploadRefused with a sentence for the uploader. */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedUpload> {
  if (bytes.byteLength === 0) throw new UploadRefused("The file is empty.");
  const sniffed = sniff(bytes);
  if (sniffed?.kind === "heic")
    throw new UploadRefused("HEIC photos cannot be read here. Export the photo as JPEG (or set the camera to “Most Compatible”) and upload that.");
  if (!sniffed) throw new UploadRefused("This file is not a JPEG, PNG, WebP or AVIF image, nor MP3 or M4A audio.");
  if (sniffed.kind === "image") return processImage(bytes, sniffed.mime);
  return probeAudio(bytes, sniffed.mime);
}

const ENCODERS = {
  "image/jpeg": (s: Sharp) => s.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (s: Sharp) => s.png({ compressionLevel: 9 }),
  "image/webp": (s: Sharp) => s.webp({ quality: 90 }),
  "image/avif": (s: Sharp) => s.avif({ quality: 70 }),
} as const;

async function processImage(bytes: Uint8Array, mime: keyof typeof ENCODERS): Promise<ProcessedUpload> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new UploadRefused(`Images may be up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
  // failOn "warning": a truncated or damaged file is refused, not shown half grey.
  const open = () => sharp(bytes, { failOn: "warning", limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true }).autoOrient();
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(bytes, { failOn: "warning", limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new UploadRefused("This image has no size.");
    // Decoding the whole picture is the real test: a truncated or corrupt file fails here.
    // Metadata is left out of every output (sharp keeps none unless asked), so EXIF, GPS and XMP go.
    oriented = await ENCODERS[mime](open()).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw new UploadRefused(`This image has too many pixels (more than ${IMAGE_MAX_PIXELS / 1_000_000} million).`);
    throw new UploadRefused("This image could not be read: it may be damaged or cut short.");
  }
  const { width, height } = oriented.info;
  const files: ProcessedFile[] = [file("original", mime, width, height, oriented.data)];
  // Never upscaled: the widths below the photo's own, and the photo's own width when it is narrower than the widest.
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  if (width < IMAGE_WIDTHS.at(-1)! && !widths.includes(width)) widths.push(width);
  const source = sharp(oriented.data);
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const resized = () => source.clone().resize({ width: w, height: h, fit: "fill" });
    const avif = await resized().avif({ quality: 55, effort: 3 }).toBuffer();
    const webp = await resized().webp({ quality: 78 }).toBuffer();
    files.push(file(`avif-${w}`, "image/avif", w, h, avif), file(`webp-${w}`, "image/webp", w, h, webp));
  }
  return { kind: "image", sha256: sha256Hex(bytes), mime, bytes: bytes.byteLength, width, height, durationMs: null, files };
}

const AUDIO_CONTAINERS: Record<"audio/mpeg" | "audio/mp4", RegExp> = { "audio/mpeg": /^MPEG$/i, "audio/mp4": /^(M4A|mp4|isom|iso2|mp42|mp41)/i };

async function probeAudio(bytes: Uint8Array, mime: "audio/mpeg" | "audio/mp4"): Promise<ProcessedUpload> {
  if (bytes.byteLength > AUDIO_MAX_BYTES) throw new UploadRefused(`Audio files may be up to ${AUDIO_MAX_BYTES / 1024 / 1024} MB.`);
  let durationMs: number;
  try {
    const { format } = await parseBuffer(bytes, { mimeType: mime, size: bytes.byteLength }, { duration: true, skipCovers: true });
    const duration = format.duration ?? 0;
    if (!AUDIO_CONTAINERS[mime].test(format.container ?? "") || !(duration > 0) || !format.sampleRate || !format.bitrate) throw new Error("not audio");
    if (mime === "audio/mp4" && !/aac|alac|mp4a/i.test(format.codec ?? "")) throw new Error("no audio track");
    durationMs = Math.round(duration * 1000);
  } catch {
    throw new UploadRefused("This audio file could not be read: it may be damaged, or not MP3 or M4A audio.");
  }
  // Kept byte for byte: re-encoding audio would only lose quality.
  const sha256 = sha256Hex(bytes);
  return {
    kind: "audio",
    sha256,
    mime,
    bytes: bytes.byteLength,
    width: null,
    height: null,
    durationMs,
    files: [{ variant: "original", mime, width: null, height: null, bytes: bytes.byteLength, sha256, data: bytes }],
  };
}
