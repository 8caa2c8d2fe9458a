import { mp3Tone } from "../fixtures/mp3-tone";
import { phonePhoto } from "../fixtures/phone-photo";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange } from "../../app/db/content-changes.server";
import {
  audioSource,
  clearSlot,
  deleteAsset,
  IMAGE_MAX_BYTES,
  loadAsset,
  pictureSources,
  setSlot,
  slotAsset,
  slotsUsing,
  storeUpload,
  updateAssetDetails,
  type MediaAssetInfo,
} from "../../app/lib/media/media.server";
import { sniff } from "../../app/lib/media/media-files.server";
import { MEDIA_CHUNK_BYTES, parseRange } from "../../server/media";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startApi, type RunningApi } from "./support/server";

/**
 * The media library against a real database and the real Express app: uploads are checked by
 * content, photos lose their metadata and gain AVIF/WebP widths, and files are served with
 * ranges, revalidation and nothing but exact file names.
 */

function hasLame(): boolean {
  try {
    execFileSync("lame", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** A raw GET/HEAD with the path exactly as written (fetch would normalize dots and encodings). */
function raw(url: string, pathName: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ hostname, port, path: pathName, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const original = (asset: MediaAssetInfo) => asset.variants.find((v) => v.variant === "original")!;
const urlOf = (asset: MediaAssetInfo, variant: string) => {
  const ext = { "image/jpeg": "jpg", "image/png": "png", "image/avif": "avif", "image/webp": "webp", "audio/mpeg": "mp3" }[
    asset.variants.find((v) => v.variant === variant)!.mime
  ];
  return `/media/${asset.sha256.slice(0, 16)}-${variant}.${ext}`;
};

describe.each(databaseKinds)("media library on %s", (kind) => {
  let t: TestDatabase;
  let api: RunningApi;
  let photo: MediaAssetInfo;
  let photoBytes: Buffer;
  const changes: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await startApi(t);
    onContentChange(t.handle.db, (change) => changes.push(change.kind));
    photoBytes = await phonePhoto();
    const stored = await storeUpload(t.handle.db, { bytes: photoBytes, declaredName: "IMG_0001.JPG", createdBy: "admin" });
    if ("error" in stored) throw new Error(stored.error.message);
    photo = stored.asset;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await t?.dispose();
  });

  it("turns the photo upright, strips EXIF and GPS, and makes AVIF and WebP at each width below its own", async () => {
    const sent = await sharp(photoBytes).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 1200, height: 800 });
    expect(photoBytes.includes("Secret Owner")).toBe(true);
    expect(sent.exif?.includes("GPS") || sent.exif?.includes(Buffer.from([0x88, 0x25])) || sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo).toMatchObject({ kind: "image", mime: "image/jpeg", width: 800, height: 1200, alt: "" });
    const kept = (await t.query<{ data: Uint8Array }>(`select data from media_files where asset_id = $1 and variant = 'original'`, [photo.id]))[0]!.data;
    const meta = await sharp(Buffer.from(kept)).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(kept).includes("Secret Owner")).toBe(false);
    expect(Buffer.from(kept).includes("PhoneCo")).toBe(false);

    const names = photo.variants.map((v) => v.variant).sort();
    expect(names).toEqual(
      ["avif-160", "avif-320", "avif-480", "avif-640", "avif-800", "original", "webp-160", "webp-320", "webp-480", "webp-640", "webp-800"].sort(),
    );
    for (const v of photo.variants.filter((x) => x.variant !== "original")) {
      const data = (await t.query<{ data: Uint8Array }>(`select data from media_files where asset_id = $1 and variant = $2`, [photo.id, v.variant]))[0]!.data;
      const m = await sharp(Buffer.from(data)).metadata();
      expect(m.format).toBe(v.variant.startsWith("avif") ? "heif" : "webp");
      expect([m.width, m.height]).toEqual([v.width, v.height]);
      expect(v.height).toBe(Math.round((v.width! * 1200) / 800));
      expect(m.exif).toBeUndefined();
    }
  });

  it("gives the same asset for the same bytes, and never upscales a small image", async () => {
    const again = await storeUpload(t.handle.db, { bytes: photoBytes, declaredName: "copy.jpg", alt: "ignored", createdBy: "writer" });
    expect(again).toMatchObject({ created: false, asset: { id: photo.id, alt: "" } });
    expect((await t.query(`select 1 from media_assets`)).length).toBe(1);

    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#3a6" } })
      .png()
      .toBuffer();
    const stored = await storeUpload(t.handle.db, { bytes: small, declaredName: "x.png", alt: "Green", createdBy: "admin" });
    if ("error" in stored) throw new Error(stored.error.message);
    expect(stored.asset.variants.map((v) => v.variant).sort()).toEqual(["avif-160", "avif-300", "original", "webp-160", "webp-300"]);
    expect(stored.asset.variants.every((v) => (v.width ?? 0) <= 300)).toBe(true);
    expect(stored.asset.alt).toBe("Green");
    expect(original(stored.asset).mime).toBe("image/png");
  });

  it("stores one asset when the same file arrives twice at once", async () => {
    const bytes = await sharp({ create: { width: 200, height: 150, channels: 3, background: "#925" } })
      .jpeg()
      .toBuffer();
    const [a, b] = await Promise.all([
      storeUpload(t.handle.db, { bytes, declaredName: "a.jpg", createdBy: "admin" }),
      storeUpload(t.handle.db, { bytes, declaredName: "b.jpg", createdBy: "writer" }),
    ]);
    if ("error" in a || "error" in b) throw new Error("refused");
    expect(a.asset.id).toBe(b.asset.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await t.query(`select 1 from media_files where asset_id = $1 and variant = 'original'`, [a.asset.id])).toHaveLength(1);
    expect(await deleteAsset(t.handle.db, a.asset.id, { confirm: true })).toMatchObject({ deleted: true });
  });

  it("refuses what is not a supported image or audio, by content, and stores nothing", async () => {
    const before = (await t.query(`select 1 from media_assets`)).length;
    const refusals: Array<[Uint8Array, number, RegExp]> = [
      [Buffer.from("#!/bin/sh\necho hello, this is a script renamed to photo.jpg\n"), 400, /not a JPEG/],
      [photoBytes.subarray(0, Math.floor(photoBytes.length / 2)), 400, /damaged or cut short/],
      [new Uint8Array(0), 400, /empty/],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]), 400, /could not be read/],
      [Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic"), 400, /HEIC/],
      [Buffer.concat([Buffer.from("ID3\x04\0\0\0\0\0\0"), Buffer.alloc(5000, 1)]), 400, /audio file could not be read/],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_MAX_BYTES)]), 413, /up to 20 MB/],
    ];
    for (const [bytes, status, message] of refusals) {
      const result = await storeUpload(t.handle.db, { bytes, declaredName: "photo.jpg", createdBy: "admin" });
      expect(result, String(message)).toMatchObject({ error: { status } });
      if ("error" in result) expect(result.error.message).toMatch(message);
    }
    expect(await storeUpload(t.handle.db, { bytes: photoBytes, declaredName: "a\0b.jpg", createdBy: "admin" })).toMatchObject({ error: { status: 400 } });
    expect(await storeUpload(t.handle.db, { bytes: photoBytes, declaredName: "a.jpg", alt: "x".repeat(501), createdBy: "admin" })).toMatchObject({
      error: { status: 400 },
    });
    expect((await t.query(`select 1 from media_assets`)).length).toBe(before);
  });

  it("refuses a picture with more pixels than it may decode", async () => {
    const huge = await sharp({ create: { width: 10000, height: 6100, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const result = await storeUpload(t.handle.db, { bytes: huge, declaredName: "huge.png", createdBy: "admin" });
    expect(result).toMatchObject({ error: { status: 400 } });
    if ("error" in result) expect(result.error.message).toMatch(/too many pixels/);
  }, 60_000);

  it.skipIf(!hasLame())("probes MP3 audio and keeps it byte for byte", async () => {
    const mp3 = mp3Tone({ seconds: 2, rate: 44100, amplitude: 12000, kbps: 128 });
    expect(sniff(mp3)).toMatchObject({ kind: "audio", mime: "audio/mpeg" });
    const stored = await storeUpload(t.handle.db, { bytes: mp3, declaredName: "episode.mp3", createdBy: "admin" });
    if ("error" in stored) throw new Error(stored.error.message);
    expect(stored.asset).toMatchObject({ kind: "audio", mime: "audio/mpeg", bytes: mp3.length, width: null });
    expect(Math.abs(stored.asset.durationMs! - 2000)).toBeLessThan(150);
    const source = audioSource(stored.asset);
    expect(source).toMatchObject({ bytes: mp3.length, mime: "audio/mpeg", durationSeconds: 2 });
    const served = await raw(api.url, source.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("audio/mpeg");
    expect(served.body.equals(mp3)).toBe(true);

    expect(await setSlot(t.handle.db, "episode-audio:first-episode", photo.id)).toMatchObject({ error: { status: 400, message: /audio/ } });
    expect(await setSlot(t.handle.db, "person:someone", stored.asset.id)).toMatchObject({ error: { status: 400, message: /image/ } });
    expect(await setSlot(t.handle.db, "episode-audio:first-episode", stored.asset.id)).toEqual({ ok: true });
    expect((await slotAsset(t.handle.db, "episode-audio:first-episode"))?.id).toBe(stored.asset.id);
    await clearSlot(t.handle.db, "episode-audio:first-episode");
  });

  it("places an asset in slots, announces each change, and deletes only when confirmed", async () => {
    changes.length = 0;
    expect(await setSlot(t.handle.db, "person:ada-lovelace", photo.id)).toEqual({ ok: true });
    expect(await setSlot(t.handle.db, "space:lobby", photo.id)).toEqual({ ok: true });
    expect(await setSlot(t.handle.db, "nowhere:x", photo.id)).toMatchObject({ error: { status: 400 } });
    expect(await setSlot(t.handle.db, "person:../../etc", photo.id)).toMatchObject({ error: { status: 400 } });
    expect(await setSlot(t.handle.db, "person:x", "00000000-0000-0000-0000-000000000000")).toMatchObject({ error: { status: 404 } });
    expect(await setSlot(t.handle.db, "person:x", "not-a-uuid")).toMatchObject({ error: { status: 404 } });
    expect(changes).toEqual(["media", "media"]);
    expect((await slotAsset(t.handle.db, "person:ada-lovelace"))?.id).toBe(photo.id);
    expect(await slotsUsing(t.handle.db, photo.id)).toEqual(["person:ada-lovelace", "space:lobby"]);

    const updated = await updateAssetDetails(t.handle.db, photo.id, { alt: "  Ada at her desk ", caption: "Ada", focalX: 0.25, focalY: 0.1 });
    expect(updated).toMatchObject({ asset: { alt: "Ada at her desk", caption: "Ada" } });
    expect(await updateAssetDetails(t.handle.db, photo.id, { focalX: 1.5 })).toMatchObject({ error: { status: 400 } });
    expect(await updateAssetDetails(t.handle.db, photo.id, { alt: "a\u0007b" })).toMatchObject({ error: { status: 400 } });
    expect(changes.length).toBe(3);

    expect(await deleteAsset(t.handle.db, photo.id)).toEqual({ inUse: ["person:ada-lovelace", "space:lobby"] });
    expect(await loadAsset(t.handle.db, photo.id)).not.toBeNull();
    expect(await deleteAsset(t.handle.db, "00000000-0000-0000-0000-000000000000", { confirm: true })).toMatchObject({ error: { status: 404 } });
  });

  it("gives picture sources with content-hashed URLs, the aspect's box and the focal point", async () => {
    const asset = (await loadAsset(t.handle.db, photo.id))!;
    const square = pictureSources(asset, { aspect: "square" });
    expect(square).toMatchObject({ width: 800, height: 800, objectPosition: "25% 10%" });
    expect(square.avifSrcset.split(", ")).toHaveLength(5);
    expect(square.avifSrcset).toContain(`/media/${asset.sha256.slice(0, 16)}-avif-160.avif 160w`);
    expect(square.src).toBe(`/media/${asset.sha256.slice(0, 16)}-webp-800.webp`);
    expect(pictureSources(asset, { aspect: "4:3" })).toMatchObject({ width: 800, height: 600 });
    expect(pictureSources(asset)).toMatchObject({ width: 800, height: 1200 });
  });

  it("serves a file with immutable caching, a strong ETag, 304, HEAD and nosniff", async () => {
    const url = urlOf(photo, "webp-320");
    const first = await raw(api.url, url);
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
    });
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect((await sharp(first.body).metadata()).width).toBe(320);

    const again = await raw(api.url, url, { headers: { "If-None-Match": `"nope", ${first.headers.etag as string}` } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await raw(api.url, url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it("answers byte ranges exactly, and 416 past the end", async () => {
    const url = urlOf(photo, "original");
    const full = await raw(api.url, url);
    const size = full.body.length;
    const part = await raw(api.url, url, { headers: { Range: "bytes=10-109" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-109/${size}`);
    expect(part.body.equals(full.body.subarray(10, 110))).toBe(true);

    const tail = await raw(api.url, url, { headers: { Range: "bytes=-50" } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(full.body.subarray(size - 50))).toBe(true);

    const open = await raw(api.url, url, { headers: { Range: `bytes=${size - 3}-` } });
    expect(open.body.equals(full.body.subarray(size - 3))).toBe(true);

    const many = await raw(api.url, url, { headers: { Range: "bytes=0-4, 20-29" } });
    expect(many.status).toBe(206);
    expect(many.body.equals(full.body.subarray(0, 5))).toBe(true);

    const past = await raw(api.url, url, { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);

    const stale = await raw(api.url, url, { headers: { Range: "bytes=0-9", "If-Range": '"other"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(size);

    expect((await raw(api.url, url, { headers: { Range: "lines=1-2" } })).status).toBe(200);
    expect((await raw(api.url, url, { headers: { Range: "bytes=9-3" } })).status).toBe(200);
  });

  it("streams a file larger than one read from the database, whole and across a read's boundary", async () => {
    const noise = randomBytes(760 * 560 * 3);
    const png = await sharp(noise, { raw: { width: 760, height: 560, channels: 3 } })
      .png()
      .toBuffer();
    const stored = await storeUpload(t.handle.db, { bytes: png, declaredName: "noise.png", createdBy: "admin" });
    if ("error" in stored) throw new Error(stored.error.message);
    const kept = Buffer.from(
      (await t.query<{ data: Uint8Array }>(`select data from media_files where asset_id = $1 and variant = 'original'`, [stored.asset.id]))[0]!.data,
    );
    expect(kept.length).toBeGreaterThan(MEDIA_CHUNK_BYTES + 1000);
    const url = urlOf(stored.asset, "original");
    const whole = await raw(api.url, url);
    expect(whole.body.equals(kept)).toBe(true);
    const across = await raw(api.url, url, { headers: { Range: `bytes=${MEDIA_CHUNK_BYTES - 10}-${MEDIA_CHUNK_BYTES + 9}` } });
    expect(across.status).toBe(206);
    expect(across.body.equals(kept.subarray(MEDIA_CHUNK_BYTES - 10, MEDIA_CHUNK_BYTES + 10))).toBe(true);
    expect(await deleteAsset(t.handle.db, stored.asset.id)).toMatchObject({ deleted: true });
  }, 60_000);

  it("finds nothing for names it did not write", async () => {
    const good = urlOf(photo, "webp-320");
    const prefix = photo.sha256.slice(0, 16);
    const odd = [
      `/media/${prefix}-webp-320.avif`,
      `/media/${prefix}-webp-321.webp`,
      `/media/${"0".repeat(16)}-webp-320.webp`,
      `/media/${prefix}-webp-320.webp%00`,
      `/media/${prefix}-webp-320.webp/`,
      `/media/%2e%2e/${prefix}-webp-320.webp`,
      `/media//${prefix}-webp-320.webp`,
      `/media/${prefix.toUpperCase()}-webp-320.webp`,
      `/MEDIA/${prefix}-webp-320.webp`,
      `/media/${prefix}-..%2fwebp-320.webp`,
      `/media/${prefix}-original.exe`,
      `/media/${"a".repeat(5000)}`,
    ];
    for (const p of odd) {
      const answer = await raw(api.url, p);
      expect(answer.status, p).toBe(404);
    }
    expect((await raw(api.url, good)).status).toBe(200);
    expect((await raw(api.url, good, { method: "DELETE" })).status).toBe(405);
  });

  it("deletes a used asset when confirmed: its slots empty and its files go", async () => {
    changes.length = 0;
    const url = urlOf(photo, "webp-320");
    expect(await deleteAsset(t.handle.db, photo.id, { confirm: true })).toEqual({ deleted: true, clearedSlots: ["person:ada-lovelace", "space:lobby"] });
    expect(changes).toEqual(["media"]);
    expect(await slotAsset(t.handle.db, "person:ada-lovelace")).toBeNull();
    expect(await t.query(`select 1 from media_files where asset_id = $1`, [photo.id])).toEqual([]);
    expect((await raw(api.url, url)).status).toBe(404);
  });
});

describe("range header", () => {
  it("reads the first range and refuses what lies past the end", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=0-0", 100)).toEqual([0, 0]);
    expect(parseRange("bytes=90-200", 100)).toEqual([90, 99]);
    expect(parseRange("bytes=-200", 100)).toEqual([0, 99]);
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-", 100)).toBeNull();
    expect(parseRange("bytes=a-b", 100)).toBeNull();
    expect(parseRange(`bytes=${"9".repeat(30)}-`, 100)).toBeNull();
  });
});
