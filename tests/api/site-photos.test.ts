import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange } from "../../app/db/content-changes.server";
import { personPhotoSlot, spacePhotoSlot } from "../../app/lib/media/media-urls";
import { loadSitePhotos } from "../../app/lib/media/site-photos.server";
import { action as photosAction, loader as photosLoader } from "../../app/routes/admin/photos";
import { mp3Tone } from "../fixtures/mp3-tone";
import { phonePhoto } from "../fixtures/phone-photo";
import { signedInAdminAndWriter } from "./support/api";
import { formRequest as formRequestTo, runAction } from "./support/route-action";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startApi, type RunningApi } from "./support/server";

/**
 * Photos of people and spaces through the real Photos screen's action and the root loader's
 * reader: a phone photo placed for a clinician reaches every page's data with no location left in
 * its files, a writer cannot place one, anything but an image is refused with nothing stored, and
 * "back to the illustration" empties the place while the photo stays in the library.
 */

const ORIGIN = "https://www.millenniallifecounseling.com";
const NIA = personPhotoSlot("nia-carter");

const formRequest = (cookie: string | null, fields: Record<string, string | Blob>, headers: Record<string, string> = {}) =>
  formRequestTo("/admin/photos", cookie, fields, headers);

const post = (t: TestDatabase, request: Request) => runAction(photosAction, t, request);

describe.each(databaseKinds)("photos of people and spaces on %s", (kind) => {
  let t: TestDatabase;
  let api: RunningApi;
  let cookies: { admin: string; writer: string };
  let photo: Buffer;
  const changes: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    cookies = await signedInAdminAndWriter(t);
    api = await startApi(t);
    photo = await phonePhoto(1200, 1600);
    onContentChange(t.handle.db, (change) => changes.push(change.kind));
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await t?.dispose();
  });

  const assets = async () => Number((await t.query<{ n: string }>("select count(*)::int as n from media_assets"))[0]!.n);
  const jpeg = (bytes: Buffer | Uint8Array, name = "IMG_2041.jpg", type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

  it("shows illustrations everywhere until a photo is placed", async () => {
    expect(await loadSitePhotos(t.handle.db)).toEqual({});
  });

  it("places a phone photo for a clinician: every page's data carries it, with no EXIF or GPS in any file", async () => {
    const answer = await post(
      t,
      formRequest(cookies.admin, { slot: NIA, intent: "upload", alt: "Nia Carter laughing on the office couch", file: jpeg(photo) }),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/photos?done=placed&slot=${encodeURIComponent(NIA)}#photo-person-nia-carter`);
    expect(changes).toContain("media");

    const photos = await loadSitePhotos(t.handle.db);
    expect(Object.keys(photos)).toEqual([NIA]);
    const nia = photos[NIA]!;
    expect(nia.alt).toBe("Nia Carter laughing on the office couch");
    // Turned upright (orientation 6): the 1200×1600 photo is now 1600 wide.
    expect([nia.width, nia.height]).toEqual([1600, 1200]);
    const webp = nia.webpSrcset.split(", ").map((s) => s.split(" "));
    expect(webp.map(([, w]) => w)).toEqual(["160w", "320w", "480w", "640w", "960w"]);
    expect(nia.avifSrcset).toMatch(/avif-960\.avif 960w$/);

    for (const [url] of [...webp, [nia.src]]) {
      const res = await fetch(`${api.url}${url}`);
      expect(res.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.format).toBe("webp");
    }
  });

  it("lists every person and both office bands on the screen, with the placed photo", async () => {
    const data = await photosLoader({
      request: new Request(`${ORIGIN}/admin/photos`, { headers: { Cookie: cookies.admin } }),
      context: { db: t.handle.db },
      params: {},
    } as never);
    const slots = data.places.map((p) => p.slot);
    expect(slots).toContain(NIA);
    expect(slots).toContain(spacePhotoSlot("office"));
    expect(slots).toContain(spacePhotoSlot("online"));
    const placed = data.places.filter((p) => p.photo);
    expect(placed.map((p) => p.slot)).toEqual([NIA]);
    expect(data.library).toHaveLength(1);
  });

  it("puts the same photo in a second place by picking it from the library, storing nothing new", async () => {
    const before = await assets();
    const [asset] = await t.query<{ id: string }>("select id from media_assets");
    const office = spacePhotoSlot("office");
    expect((await post(t, formRequest(cookies.admin, { slot: office, intent: "pick", assetId: asset!.id }))).status).toBe(302);
    const photos = await loadSitePhotos(t.handle.db);
    const hashOf = (url: string) => /^\/media\/([0-9a-f]{16})-/.exec(url)![1];
    expect(hashOf(photos[office]!.src)).toBe(hashOf(photos[NIA]!.src));
    // A space band may be drawn wider than a portrait: it gets the wider files too.
    expect(photos[office]!.webpSrcset).toMatch(/1440w$/);
    expect(await assets()).toBe(before);
  });

  it("refuses a writer, a stranger, a missing alt text, a renamed non-image and an unknown place, changing nothing", async () => {
    const before = await assets();
    const placedBefore = await loadSitePhotos(t.handle.db);
    const other = personPhotoSlot("marcus-hale");
    expect((await post(t, formRequest(cookies.writer, { slot: other, intent: "upload", alt: "x", file: jpeg(photo) }))).status).toBe(403);
    expect((await post(t, formRequest(null, { slot: other, intent: "upload", alt: "x", file: jpeg(photo) }))).status).toBe(401);
    const noAlt = await post(t, formRequest(cookies.admin, { slot: other, intent: "upload", alt: "  ", file: jpeg(photo) }));
    expect(noAlt.status).toBe(400);
    expect(noAlt.body?.message).toMatch(/alt text/);
    const nul = await post(t, formRequest(cookies.admin, { slot: other, intent: "upload", alt: "Marcus\u0000", file: jpeg(photo) }));
    expect(nul.status).toBe(400);
    expect((await post(t, formRequest(cookies.admin, { slot: other, intent: "upload", alt: "x".repeat(30_000), file: jpeg(photo) }))).status).toBe(400);
    const mp3 = new Uint8Array(mp3Tone({ seconds: 2, rate: 8000, amplitude: 8000, kbps: 32 }));
    const renamed = await post(t, formRequest(cookies.admin, { slot: other, intent: "upload", alt: "A photo", file: jpeg(mp3, "portrait.jpg") }));
    expect(renamed.status).toBe(400);
    expect(renamed.body?.message).toMatch(/not a photo/);
    const text = await post(
      t,
      formRequest(cookies.admin, { slot: other, intent: "upload", alt: "A photo", file: jpeg(Buffer.from("just some text, not a picture at all"), "me.jpg") }),
    );
    expect(text.status).toBe(400);
    expect((await post(t, formRequest(cookies.admin, { slot: "person:nobody-here", intent: "remove" }))).status).toBe(404);
    expect((await post(t, formRequest(cookies.admin, { slot: "episode-audio:one", intent: "remove" }))).status).toBe(404);
    expect((await post(t, formRequest(cookies.admin, { slot: other, intent: "pick", assetId: "not-a-uuid" }))).status).toBe(404);
    expect((await post(t, formRequest(cookies.admin, { slot: other, intent: "shred" }))).status).toBe(400);
    const json = await post(
      t,
      new Request(`${ORIGIN}/admin/photos`, {
        method: "POST",
        body: JSON.stringify({ slot: other }),
        headers: { Cookie: cookies.admin, "Content-Type": "application/json" },
      }),
    );
    expect(json.status).toBe(415);
    expect(await assets()).toBe(before);
    expect(await loadSitePhotos(t.handle.db)).toEqual(placedBefore);
  });

  it("goes back to the illustration on remove, keeping the photo in the library for the other place", async () => {
    const before = await assets();
    changes.length = 0;
    expect((await post(t, formRequest(cookies.admin, { slot: NIA, intent: "remove" }))).status).toBe(302);
    expect(changes).toContain("media");
    const photos = await loadSitePhotos(t.handle.db);
    expect(photos[NIA]).toBeUndefined();
    expect(photos[spacePhotoSlot("office")]).toBeDefined();
    expect(await assets()).toBe(before);
  });
});
