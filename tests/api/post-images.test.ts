import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolvePublicPost } from "../../app/features/blog/blog.server";
import { deleteAsset, mediaUrl, storeUpload, type MediaAssetInfo } from "../../app/lib/media/media.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import type { RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase, signedInAdminAndWriter } from "./support/api";

/** Images in a post's body: library images become <picture>, every other image is refused at save. */

const post = (over: Record<string, unknown> = {}) => ({
  title: "A table set for two",
  slug: "a-table-set-for-two",
  excerpt: "What a shared meal can hold.",
  bodyMarkdown: "## Set the table\n\nTwo plates, no phones.",
  authorSlug: "nia-carter",
  topics: ["communication"],
  cover: "talk",
  ...over,
});

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 210, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

describe.each(databaseKinds)("images in blog posts on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let admin: string;
  let writer: string;
  let asset: MediaAssetInfo;
  let original: string;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
    ({ admin, writer } = await signedInAdminAndWriter(database));
    const stored = await storeUpload(database.handle.db, {
      bytes: new Uint8Array(await photo()),
      declaredName: "table.jpg",
      alt: "A set table",
      createdBy: "writer",
    });
    if ("error" in stored) throw new Error(stored.error.message);
    asset = stored.asset;
    original = mediaUrl(
      asset,
      asset.variants.find((v) => v.variant === "original")!,
    );
  }, 60_000);
  afterAll(() => closeApiOnDatabase({ api, database }));

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const postCount = async () => Number((await database.query<{ n: string }>("select count(*) as n from blog_posts"))[0]?.n);

  it("shows a library image as <picture> with AVIF and WebP, its size, alt text and caption", async () => {
    const body = `Before.\n\n![Two plates on a wooden table](${original} "Dinner, phones away")\n\nAfter.`;
    const created = await call("POST", "/api/blog/posts", writer, post({ bodyMarkdown: body }));
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await call("POST", `/api/blog/posts/${id}/publish`, admin)).status).toBe(200);

    const resolved = await resolvePublicPost(database.handle.db, "a-table-set-for-two");
    const html = resolved && "post" in resolved ? resolved.post.bodyHtml : "";
    const figure = /<figure>[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
    expect(figure).toMatch(/<picture><source type="image\/avif" srcset="[^"]*-avif-\d+\.avif \d+w[^"]*" sizes="[^"]+">/);
    expect(figure).toMatch(/<source type="image\/webp" srcset="[^"]*-webp-\d+\.webp \d+w[^"]*" sizes="[^"]+">/);
    expect(figure).toContain('alt="Two plates on a wooden table" width="1200" height="800" loading="lazy"');
    expect(figure).toContain("<figcaption>Dinner, phones away</figcaption>");
    expect(html).not.toMatch(/<p>\s*<figure>/);
  });

  it("accepts any served variant of a library image and an image inside a sentence", async () => {
    const webp = asset.variants.find((v) => v.variant.startsWith("webp-"))!;
    const res = await call("POST", "/api/blog/posts", writer, post({ slug: "inline-image", bodyMarkdown: `Look: ![Plates](${mediaUrl(asset, webp)}) here.` }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { bodyHtml } = (await res.json()) as { bodyHtml: string };
    expect(bodyHtml).toMatch(/<p>Look: <picture>.*<img src="[^"]+\.webp" alt="Plates" width="1200" height="800" loading="lazy"/);
  });

  it.each([
    ["another site", "https://example.com/a.jpg", "https://example.com/a.jpg"],
    ["a protocol-relative address", "//example.com/a.jpg", "//example.com/a.jpg"],
    ["a data: URL", `data:image/png;base64,${"A".repeat(200)}`, "data:image/png;base64,AAAA"],
    ["a path that is no upload", "/media/0123456789abcdef-original.jpg", "/media/0123456789abcdef-original.jpg"],
    ["a reference to another site", "[ref]\n\n[ref]: https://example.com/b.png", "https://example.com/b.png"],
  ])("refuses an image from %s at save, naming it, and changes nothing", async (_what, src, named) => {
    const before = await postCount();
    const markdown = src.startsWith("[ref]") ? `![Alt]${src}` : `![Alt](${src})`;
    const res = await call("POST", "/api/blog/posts", writer, post({ slug: "refused-image", bodyMarkdown: markdown }));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; field?: string };
    expect(answer.message).toContain(`The image "${named}`);
    expect(answer.message).toContain("is not in the media library");
    expect(await postCount()).toBe(before);
  });

  it("refuses a remote image on update and keeps the saved body", async () => {
    const created = (await (await call("POST", "/api/blog/posts", admin, post({ slug: "kept-body" }))).json()) as { id: number; bodyMarkdown: string };
    const res = await call("PUT", `/api/blog/posts/${created.id}`, admin, post({ slug: "kept-body", bodyMarkdown: "![x](http://tracker.example/p.gif)" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('"http://tracker.example/p.gif"');
    const [row] = await database.query<{ body_markdown: string }>("select body_markdown from blog_posts where id = $1", [created.id]);
    expect(row?.body_markdown).toBe(created.bodyMarkdown);
  });

  it("flags images a save would refuse in the preview, and shows library images", async () => {
    const res = await call("POST", "/api/blog/preview", writer, { bodyMarkdown: `![Plates](${original})\n\n![Far](https://example.com/far.jpg)` });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as { html: string; problems: string[] };
    expect(preview.html).toContain("<picture>");
    expect(preview.html).not.toContain("example.com");
    expect(preview.problems).toEqual([expect.stringContaining('"https://example.com/far.jpg"')]);
  });

  // Last: it deletes the image the posts above show.
  it("asks before deleting an image a post shows, naming the post, and deletes it only when confirmed", async () => {
    const slugs = (
      await database.query<{ slug: string }>("select slug from blog_posts where position($1 in body_markdown) > 0 order by slug", [
        `/media/${asset.sha256.slice(0, 16)}-`,
      ])
    ).map((r) => `post:${r.slug}`);
    expect(slugs).toContain("post:a-table-set-for-two");
    expect(await deleteAsset(database.handle.db, asset.id)).toEqual({ inUse: slugs });
    expect(Number((await database.query<{ n: string }>("select count(*) as n from media_assets"))[0]?.n)).toBe(1);
    expect(await deleteAsset(database.handle.db, asset.id, { confirm: true })).toEqual({ deleted: true, clearedSlots: slugs });
    expect(Number((await database.query<{ n: string }>("select count(*) as n from media_assets"))[0]?.n)).toBe(0);
  });
});
