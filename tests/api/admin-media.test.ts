import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSlot, slotAsset, slotsUsing } from "../../app/lib/media/media.server";
import { action } from "../../app/routes/admin/media";
import { MEDIA_UPLOAD_BODY_LIMIT_BYTES } from "../../server/media";
import { mp3Tone } from "../fixtures/mp3-tone";
import { signedInAdminAndWriter } from "./support/api";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startApi, type RunningApi } from "./support/server";

/**
 * The media screen's action as the page posts to it (multipart, with a session cookie), and the
 * server's early cap on its body size.
 */

/** What a React Router action answered: a redirect, or data with a status. */
async function post(
  form: FormData | string,
  cookie: string | null,
  contentType?: string,
): Promise<{ status: number; location?: string | null; body?: Record<string, unknown> }> {
  const headers = new Headers(cookie ? { cookie } : {});
  if (contentType) headers.set("content-type", contentType);
  const request = new Request("http://localhost/admin/media", { method: "POST", body: form, headers });
  let value: unknown;
  try {
    value = await action({ request, context: { db: t.handle.db, sessionCookieSecure: false }, params: {} } as never);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  const wrapped = value as { data?: Record<string, unknown>; init?: { status?: number } };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file) f.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: "image/jpeg" }));
  return f;
}

const jpeg = (red: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();
const idFrom = (location: string | null | undefined) => /=([0-9a-f-]{36})/.exec(location ?? "")?.[1] ?? "";

let t: TestDatabase;

describe.each(databaseKinds)("the media screen's action on %s", (kind) => {
  let cookies: { admin: string; writer: string };
  let api: RunningApi;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    cookies = await signedInAdminAndWriter(t);
    api = await startApi(t);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await t?.dispose();
  });

  it("refuses a visitor before reading the form, and a form of the wrong type", async () => {
    expect(await post(form({ intent: "upload" }), null)).toMatchObject({ status: 401 });
    expect(await post(JSON.stringify({ intent: "upload" }), cookies.writer, "application/json")).toMatchObject({ status: 415 });
    expect(await post(form({ intent: "launch" }), cookies.writer)).toMatchObject({ status: 400 });
    expect(await post(form({ intent: "upload" }), cookies.writer)).toMatchObject({ status: 400, body: { message: "Choose a file to upload." } });
    expect(await t.query(`select 1 from media_assets`)).toEqual([]);
  });

  it("lets a writer upload and describe a photo, and asks for alt text", async () => {
    const uploaded = await post(form({ intent: "upload" }, { bytes: await jpeg(200), name: "a.jpg" }), cookies.writer);
    expect(uploaded.status).toBe(302);
    const id = idFrom(uploaded.location);
    expect((await t.query<{ created_by: string }>(`select created_by from media_assets where id = $1`, [id]))[0]?.created_by).toBe("writer");

    expect(await post(form({ intent: "details", id, alt: "   " }), cookies.writer)).toMatchObject({ status: 400, body: { message: /alt text/ } });
    expect(await post(form({ intent: "details", id, alt: "Bad\u0000alt" }), cookies.writer)).toMatchObject({ status: 400 });
    expect(await post(form({ intent: "details", id, alt: "Fine", focalX: "140" }), cookies.writer)).toMatchObject({ status: 400 });
    expect(await post(form({ intent: "details", id: "nope", alt: "Fine" }), cookies.writer)).toMatchObject({ status: 404 });
    const saved = await post(form({ intent: "details", id, alt: "A quiet room", caption: "", focalX: "30", focalY: "70" }), cookies.writer);
    expect(saved).toMatchObject({ status: 302 });
    expect(await t.query(`select alt, caption, focal_x, focal_y from media_assets where id = $1`, [id])).toEqual([
      { alt: "A quiet room", caption: null, focal_x: 0.3, focal_y: 0.7 },
    ]);
  });

  it("uploads a photo for a post in place: answers it with its Markdown address, needs alt text, and takes no audio", async () => {
    const photo = { bytes: await jpeg(17), name: "for-a-post.jpg" };
    const noAlt = await post(form({ intent: "upload", answer: "item", alt: "  " }, photo), cookies.writer);
    expect(noAlt).toMatchObject({ status: 400, body: { message: /alt text/ } });
    const audio = await post(
      form({ intent: "upload", answer: "item", alt: "A tone" }, { bytes: mp3Tone({ seconds: 1, rate: 22050, amplitude: 0.2, kbps: 32 }), name: "tone.mp3" }),
      cookies.writer,
    );
    expect(audio).toMatchObject({ status: 400, body: { message: "Choose a photo: JPEG, PNG, WebP or AVIF." } });
    expect(await t.query(`select 1 from media_assets where alt in ('A tone', '  ')`)).toEqual([]);

    const uploaded = await post(form({ intent: "upload", answer: "item", alt: "Two mugs on the sill" }, photo), cookies.writer);
    expect(uploaded.status).toBe(200);
    const item = (uploaded.body as { item: { id: string; kind: string; alt: string; markdownUrl: string } }).item;
    expect(item).toMatchObject({ kind: "image", alt: "Two mugs on the sill" });
    expect(item.markdownUrl).toMatch(/^\/media\/[0-9a-f]{16}-original\.jpg$/);
    const [row] = await t.query<{ sha256: string }>(`select sha256 from media_assets where id = $1`, [item.id]);
    expect(item.markdownUrl.slice(7, 23)).toBe(row!.sha256.slice(0, 16));
    // The address serves the file.
    const served = await fetch(`${api.url}${item.markdownUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("replaces a used photo everywhere at once, and deletes only for an admin, after asking", async () => {
    const first = idFrom((await post(form({ intent: "upload", alt: "Old" }, { bytes: await jpeg(10), name: "old.jpg" }), cookies.admin)).location);
    await setSlot(t.handle.db, "person:ada", first);
    await setSlot(t.handle.db, "space:lobby", first);
    const replaced = await post(form({ intent: "replace", id: first }, { bytes: await jpeg(20), name: "new.jpg" }), cookies.writer);
    expect(replaced.status).toBe(302);
    const second = idFrom(replaced.location);
    expect(second).not.toBe(first);
    expect(await slotsUsing(t.handle.db, second)).toEqual(["person:ada", "space:lobby"]);
    expect(await slotsUsing(t.handle.db, first)).toEqual([]);

    expect(await post(form({ intent: "delete", id: second, confirm: "yes" }), cookies.writer)).toMatchObject({ status: 403 });
    expect(await post(form({ intent: "delete", id: second }), cookies.admin)).toMatchObject({ status: 409, body: { inUse: ["person:ada", "space:lobby"] } });
    expect((await slotAsset(t.handle.db, "person:ada"))?.id).toBe(second);
    expect(await post(form({ intent: "delete", id: second, confirm: "yes" }), cookies.admin)).toMatchObject({
      status: 302,
      location: "/admin/media?deleted=1",
    });
    expect(await slotAsset(t.handle.db, "person:ada")).toBeNull();
    expect(await t.query(`select 1 from media_assets where id = $1`, [second])).toEqual([]);
  });

  it("refuses an oversized or unmeasured upload body before reading it", async () => {
    const { hostname, port } = new URL(api.url);
    const send = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { hostname, port, path: "/admin/media", method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on("error", reject);
        if (headers["transfer-encoding"]) req.write("--x\r\n");
        req.end();
      });
    expect(await send({ "content-length": String(MEDIA_UPLOAD_BODY_LIMIT_BYTES + 1) })).toBe(413);
    expect(await send({ "transfer-encoding": "chunked" })).toBe(411);
  });
});
