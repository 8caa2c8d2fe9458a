import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolvePublicPost } from "../../app/features/blog/blog.server";
import { blogPostData } from "../../app/features/blog/blog-pages.server";
import { storeUpload } from "../../app/lib/media/media.server";
import { mp3Tone } from "../fixtures/mp3-tone";
import { phonePhoto } from "../fixtures/phone-photo";
import { databaseKinds, type TestDatabase } from "./support/database";
import type { RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase, signedInAdminAndWriter } from "./support/api";

const FORGED = { "X-Auth-User": "admin", "X-Auth-Admin": "true" };
const MISSING = "999999";

const post = (over: Record<string, unknown> = {}) => ({
  title: "Five minutes a day that change a marriage",
  slug: "five-minutes-a-day",
  excerpt: "A small ritual with a big return.",
  bodyMarkdown: "## Start small\n\nTalk for five minutes, every day.",
  authorSlug: "nia-carter",
  topics: ["communication"],
  cover: "talk",
  ...over,
});

/** Every endpoint under /api/blog that needs a session, with a body where it takes one. */
const ENDPOINTS: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/blog/posts"],
  ["POST", "/api/blog/posts", post()],
  ["GET", `/api/blog/posts/${MISSING}`],
  ["PUT", `/api/blog/posts/${MISSING}`, post()],
  ["DELETE", `/api/blog/posts/${MISSING}`],
  ["POST", `/api/blog/posts/${MISSING}/publish`],
  ["POST", `/api/blog/posts/${MISSING}/schedule`, { publishAt: "2099-01-01T10:00:00Z" }],
  ["POST", `/api/blog/posts/${MISSING}/unpublish`],
  ["PUT", `/api/blog/posts/${MISSING}/cover`, { assetId: null }],
  ["GET", `/api/blog/posts/${MISSING}/revisions`],
  ["POST", `/api/blog/posts/${MISSING}/revisions/1/restore`],
  ["POST", "/api/blog/preview", { bodyMarkdown: "# Hi" }],
  ["GET", "/api/blog/no-such-endpoint"],
];

describe.each(databaseKinds)("the blog editor API on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let admin: string;
  let writer: string;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
    ({ admin, writer } = await signedInAdminAndWriter(database));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  const call = (method: string, path: string, { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  type EditorPost = { id: number; slug: string; status: string; publishedAt: string | null; live: boolean; title: string; bodyHtml: string };
  const create = async (over: Record<string, unknown> = {}, cookie = admin) => {
    const res = await call("POST", "/api/blog/posts", { cookie, body: post(over) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as EditorPost;
  };

  it("answers 401 on every endpoint without a session, forged identity headers or not, and stores nothing", async () => {
    for (const [method, path, body] of ENDPOINTS) {
      for (const headers of [{}, FORGED, { ...FORGED, Cookie: "ml_admin=forged-token-forged-token-forged" }]) {
        const res = await call(method, path, { body, headers });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(await res.json()).toEqual({ message: "Please sign in." });
      }
    }
    expect(await database.query("select id from blog_posts where slug = 'five-minutes-a-day'")).toEqual([]);
  });

  it("answers signed-in requests privately, never cached", async () => {
    const res = await call("GET", "/api/blog/posts", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves the published posts publicly, the same with or without forged identity headers", async () => {
    const draft = await create({ slug: "public-list-draft" });
    const published = await create({ slug: "public-list-live" });
    expect((await call("POST", `/api/blog/posts/${published.id}/publish`, { cookie: admin })).status).toBe(200);
    const plain = await call("GET", "/api/blog");
    const forged = await call("GET", "/api/blog", { headers: FORGED });
    const signedIn = await call("GET", "/api/blog", { cookie: admin, headers: FORGED });
    expect(plain.status).toBe(200);
    const body = await plain.text();
    expect(await forged.text()).toBe(body);
    expect(await signedIn.text()).toBe(body);
    const list = JSON.parse(body) as { posts: { slug: string; path: string }[]; total: number };
    expect(list.posts.map((p) => p.slug)).toContain("public-list-live");
    expect(list.posts.map((p) => p.slug)).not.toContain(draft.slug);
    expect(list.posts.find((p) => p.slug === "public-list-live")?.path).toBe("/blog/public-list-live");
    expect((await call("GET", "/api/blog?topic=communication")).status).toBe(200);
    expect((await call("GET", "/api/blog?topic=%00")).status).toBe(400);
    expect((await call("GET", "/api/blog?page=-1")).status).toBe(400);
  });

  it("creates, reads, updates and lists posts of every state for an admin, with earlier versions kept", async () => {
    const created = await create({ slug: "edit-me" });
    expect(created).toMatchObject({ status: "draft", live: false, publishedAt: null });
    const updated = await call("PUT", `/api/blog/posts/${created.id}`, {
      cookie: admin,
      body: post({ slug: "edit-me", title: "Edited title", status: "published" }),
    });
    expect(updated.status).toBe(200);
    // Saving never changes the state: that takes publish, schedule or unpublish.
    expect(await updated.json()).toMatchObject({ title: "Edited title", status: "draft" });
    const one = (await (await call("GET", `/api/blog/posts/${created.id}`, { cookie: admin })).json()) as EditorPost;
    expect(one.title).toBe("Edited title");
    const revisions = (await (await call("GET", `/api/blog/posts/${created.id}/revisions`, { cookie: admin })).json()) as {
      revisions: { id: number; title: string; replacedBy: string }[];
    };
    expect(revisions.revisions).toEqual([expect.objectContaining({ title: "Five minutes a day that change a marriage", replacedBy: "owner" })]);

    const restored = await call("POST", `/api/blog/posts/${created.id}/revisions/${revisions.revisions[0]!.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ title: "Five minutes a day that change a marriage", status: "draft" });
    expect((await call("POST", `/api/blog/posts/${created.id}/revisions/${MISSING}/restore`, { cookie: admin })).status).toBe(404);

    await call("POST", `/api/blog/posts/${created.id}/publish`, { cookie: admin });
    const all = (await (await call("GET", "/api/blog/posts", { cookie: admin })).json()) as { posts: EditorPost[]; canPublish: boolean };
    expect(all.canPublish).toBe(true);
    expect(all.posts.map((p) => p.status)).toEqual(expect.arrayContaining(["draft", "published"]));
    const published = (await (await call("GET", "/api/blog/posts?status=published", { cookie: admin })).json()) as { posts: EditorPost[] };
    expect(published.posts.length).toBeGreaterThan(0);
    expect(published.posts.every((p) => p.status === "published")).toBe(true);
  });

  it("publishes, schedules in the future only, unpublishes and deletes", async () => {
    const created = await create({ slug: "state-changes" });
    const publish = (await (await call("POST", `/api/blog/posts/${created.id}/publish`, { cookie: admin })).json()) as EditorPost;
    expect(publish).toMatchObject({ status: "published", live: true });

    const past = await call("POST", `/api/blog/posts/${created.id}/schedule`, { cookie: admin, body: { publishAt: "2020-01-01T00:00:00Z" } });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ message: "Choose a publish time in the future.", field: "publishAt" });
    for (const bad of [{ publishAt: "tomorrow-ish" }, { publishAt: 1 }, {}, { publishAt: "9999-01-01T00:00:00Z" }]) {
      expect((await call("POST", `/api/blog/posts/${created.id}/schedule`, { cookie: admin, body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = (await (await call("POST", `/api/blog/posts/${created.id}/schedule`, { cookie: admin, body: { publishAt: at } })).json()) as EditorPost;
    expect(scheduled).toMatchObject({ status: "scheduled", live: false, publishedAt: at });
    expect(await resolvePublicPost(database.handle.db, "state-changes")).toBeNull();
    expect(await resolvePublicPost(database.handle.db, "state-changes", new Date(Date.parse(at) + 1000))).toMatchObject({ post: { slug: "state-changes" } });

    const unpublished = (await (await call("POST", `/api/blog/posts/${created.id}/unpublish`, { cookie: admin })).json()) as EditorPost;
    expect(unpublished).toMatchObject({ status: "draft", live: false });

    const deleted = await call("DELETE", `/api/blog/posts/${created.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect((await call("GET", `/api/blog/posts/${created.id}`, { cookie: admin })).status).toBe(404);
    expect((await call("DELETE", `/api/blog/posts/${created.id}`, { cookie: admin })).status).toBe(404);
  });

  it("lists, filters and opens a scheduled post as published once its time has passed, and saves it as published", async () => {
    const created = await create({ slug: "time-has-come" });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call("POST", `/api/blog/posts/${created.id}/schedule`, { cookie: admin, body: { publishAt: at } })).status).toBe(200);
    const listed = async (status: string) =>
      ((await (await call("GET", `/api/blog/posts?status=${status}`, { cookie: admin })).json()) as { posts: { id: number; status: string }[] }).posts.filter(
        (p) => p.id === created.id,
      );
    expect(await listed("scheduled")).toEqual([expect.objectContaining({ status: "scheduled" })]);

    // The time passes (moved in the database, as a clock would): nothing is written when it does.
    await database.query("update blog_posts set published_at = now() - interval '1 minute' where id = $1", [created.id]);
    expect(await listed("scheduled")).toEqual([]);
    expect(await listed("published")).toEqual([expect.objectContaining({ status: "published" })]);
    const all = (await (await call("GET", "/api/blog/posts", { cookie: admin })).json()) as { posts: { id: number; status: string }[] };
    expect(all.posts.find((p) => p.id === created.id)?.status).toBe("published");
    const opened = (await (await call("GET", `/api/blog/posts/${created.id}`, { cookie: admin })).json()) as EditorPost;
    expect(opened).toMatchObject({ status: "published", live: true });

    // Saving it keeps it live and stores the state it is in; publishing again keeps its date.
    const saved = (await (
      await call("PUT", `/api/blog/posts/${created.id}`, { cookie: admin, body: post({ slug: "time-has-come", title: "Edited after going live" }) })
    ).json()) as EditorPost;
    expect(saved).toMatchObject({ status: "published", live: true, title: "Edited after going live" });
    const [row] = await database.query<{ status: string; published_at: Date | string }>("select status, published_at from blog_posts where id = $1", [
      created.id,
    ]);
    expect(row!.status).toBe("published");
    const republished = (await (await call("POST", `/api/blog/posts/${created.id}/publish`, { cookie: admin })).json()) as EditorPost;
    expect(republished.publishedAt).toBe(new Date(row!.published_at).toISOString());
  });

  it("lets a writer draft and preview, but not publish, schedule, unpublish, delete or touch a live post", async () => {
    const mine = await create({ slug: "writers-draft" }, writer);
    expect(mine.status).toBe("draft");
    expect((await call("PUT", `/api/blog/posts/${mine.id}`, { cookie: writer, body: post({ slug: "writers-draft", title: "Better title" }) })).status).toBe(
      200,
    );
    expect((await call("GET", `/api/blog/posts/${mine.id}/revisions`, { cookie: writer })).status).toBe(200);
    expect((await call("POST", "/api/blog/preview", { cookie: writer, body: { bodyMarkdown: "**hi**" } })).status).toBe(200);

    const refusals: [string, string, unknown?][] = [
      ["POST", `/api/blog/posts/${mine.id}/publish`],
      ["POST", `/api/blog/posts/${mine.id}/schedule`, { publishAt: new Date(Date.now() + 86_400_000).toISOString() }],
      ["POST", `/api/blog/posts/${mine.id}/unpublish`],
      ["DELETE", `/api/blog/posts/${mine.id}`],
      ["POST", "/api/blog/posts", post({ slug: "writer-publishes", status: "published" })],
      ["POST", "/api/blog/posts", post({ slug: "writer-schedules", publishedAt: "2099-01-01T00:00:00Z" })],
    ];
    for (const [method, path, body] of refusals) {
      const res = await call(method, path, { cookie: writer, body, headers: FORGED });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe("Only an admin can publish, schedule, unpublish or delete posts.");
    }
    expect((await call("GET", `/api/blog/posts/${mine.id}`, { cookie: admin })).status).toBe(200);
    expect(await database.query("select slug from blog_posts where slug like 'writer-%'")).toEqual([]);

    const live = await create({ slug: "admins-live-post" });
    await call("POST", `/api/blog/posts/${live.id}/publish`, { cookie: admin });
    for (const [method, path, body] of [
      ["GET", `/api/blog/posts/${live.id}`],
      ["PUT", `/api/blog/posts/${live.id}`, post({ slug: "admins-live-post", title: "Hijacked" })],
      ["GET", `/api/blog/posts/${live.id}/revisions`],
    ] as [string, string, unknown?][]) {
      expect((await call(method, path, { cookie: writer, body })).status, `${method} ${path}`).toBe(403);
    }
    const list = (await (await call("GET", "/api/blog/posts?status=published", { cookie: writer })).json()) as { posts: EditorPost[]; canPublish: boolean };
    expect(list.canPublish).toBe(false);
    expect(list.posts.length).toBeGreaterThan(0);
    expect(list.posts.every((p) => p.status === "draft")).toBe(true);
  });

  it("refuses changes sent from another site's page (foreign Origin)", async () => {
    const target = await create({ slug: "csrf-target" });
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      for (const [method, path, body] of [
        ["POST", "/api/blog/posts", post({ slug: "csrf-created" })],
        ["PUT", `/api/blog/posts/${target.id}`, post({ slug: "csrf-target", title: "Changed by another site" })],
        ["POST", `/api/blog/posts/${target.id}/publish`],
        ["DELETE", `/api/blog/posts/${target.id}`],
      ] as [string, string, unknown?][]) {
        expect((await call(method, path, { cookie: admin, body, headers })).status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    const [row] = await database.query<{ title: string; status: string }>("select title, status from blog_posts where id = $1", [target.id]);
    expect(row).toEqual({ title: "Five minutes a day that change a marriage", status: "draft" });
    expect(await database.query("select 1 from blog_posts where slug = 'csrf-created'")).toEqual([]);
    const own = await call("POST", `/api/blog/posts/${target.id}/publish`, { cookie: admin, headers: { Origin: api.url, "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(200);
  });

  it("places a cover photo from the library on a post: its pages, cards and the public list show it; wrong uploads are refused; deleting the post frees it", async () => {
    const db = database.handle.db;
    const photo = await storeUpload(db, {
      bytes: new Uint8Array(await phonePhoto(1600, 1000)),
      declaredName: "desk.jpg",
      alt: "A desk by the window",
      createdBy: "owner",
    });
    const tone = await storeUpload(db, {
      bytes: new Uint8Array(mp3Tone({ seconds: 1, rate: 22050, amplitude: 0.2, kbps: 32 })),
      declaredName: "t.mp3",
      createdBy: "owner",
    });
    if ("error" in photo || "error" in tone) throw new Error("fixtures not stored");
    const created = await create({ slug: "with-a-cover-photo" });
    const cover = (id: number, body: unknown, cookie = admin) => call("PUT", `/api/blog/posts/${id}/cover`, { cookie, body });

    for (const [body, status] of [
      [{ assetId: 42 }, 400],
      [{}, 400],
      [{ assetId: "x".repeat(65) }, 400],
      [{ assetId: "00000000-0000-4000-8000-000000000000" }, 404],
      [{ assetId: tone.asset.id }, 400],
    ] as const) {
      expect((await cover(created.id, body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await cover(Number(MISSING), { assetId: photo.asset.id })).status).toBe(404);
    expect(await database.query("select slot from media_slots where slot like 'post-cover:%'")).toEqual([]);

    const placed = await cover(created.id, { assetId: photo.asset.id });
    expect(placed.status).toBe(200);
    const editor = (await placed.json()) as { coverPhoto: { src: string; width: number; height: number; shareImage: { path: string } } };
    // The phone photo stands upright (its Orientation tag): 1000 x 1600, cropped to the drawn covers' 16:10 box.
    // Link previews get the photo as uploaded.
    expect(editor.coverPhoto).toMatchObject({
      width: 1000,
      height: 625,
      shareImage: { path: expect.stringMatching(/^\/media\/[0-9a-f]{16}-original\.jpg$/), width: 1000, height: 1600 },
    });
    expect((await (await call("GET", `/api/blog/posts/${created.id}`, { cookie: admin })).json()) as unknown).toMatchObject({
      coverPhoto: { src: editor.coverPhoto.src },
    });

    await call("POST", `/api/blog/posts/${created.id}/publish`, { cookie: admin });
    const page = await blogPostData(db, "with-a-cover-photo");
    expect(page.post?.coverPhoto?.src).toBe(editor.coverPhoto.src);
    const list = (await (await call("GET", "/api/blog")).json()) as { posts: { slug: string; coverPhoto: { src: string } | null }[] };
    expect(list.posts.find((p) => p.slug === "with-a-cover-photo")?.coverPhoto?.src).toBe(editor.coverPhoto.src);
    expect(list.posts.filter((p) => p.slug !== "with-a-cover-photo").every((p) => p.coverPhoto === null)).toBe(true);
    // A writer does not change a live post's cover.
    expect((await cover(created.id, { assetId: null }, writer)).status).toBe(403);

    const back = await cover(created.id, { assetId: null });
    expect(((await back.json()) as { coverPhoto: unknown }).coverPhoto).toBeNull();
    expect((await blogPostData(db, "with-a-cover-photo")).post?.coverPhoto).toBeNull();

    await cover(created.id, { assetId: photo.asset.id });
    expect((await call("DELETE", `/api/blog/posts/${created.id}`, { cookie: admin })).status).toBe(200);
    expect(await database.query("select slot from media_slots where slot like 'post-cover:%'")).toEqual([]);
  });

  it("answers a taken slug with 409 and a clear message", async () => {
    const first = await create({ slug: "taken-slug" });
    const again = await call("POST", "/api/blog/posts", { cookie: admin, body: post({ slug: "taken-slug" }) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Another post already uses the slug "taken-slug"', field: "slug" });
    const other = await create({ slug: "other-slug" });
    const rename = await call("PUT", `/api/blog/posts/${other.id}`, { cookie: admin, body: post({ slug: "taken-slug" }) });
    expect(rename.status).toBe(409);
    expect((await call("GET", `/api/blog/posts/${first.id}`, { cookie: admin })).status).toBe(200);
  });

  it("refuses to overwrite a save made since the editor opened the post (409), and takes the current version", async () => {
    const opened = (await (await call("POST", "/api/blog/posts", { cookie: admin, body: post({ slug: "two-editors" }) })).json()) as EditorPost & {
      updatedAt: string;
    };
    const first = await call("PUT", `/api/blog/posts/${opened.id}`, {
      cookie: writer,
      body: { ...post({ slug: "two-editors", title: "First editor" }), baseUpdatedAt: opened.updatedAt },
    });
    expect(first.status).toBe(200);
    const second = await call("PUT", `/api/blog/posts/${opened.id}`, {
      cookie: admin,
      body: { ...post({ slug: "two-editors", title: "Second editor" }), baseUpdatedAt: opened.updatedAt },
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string; field: string }).field).toBe("baseUpdatedAt");
    const [row] = await database.query<{ title: string }>("select title from blog_posts where id = $1", [opened.id]);
    expect(row!.title).toBe("First editor");
    const current = ((await first.json()) as { updatedAt: string }).updatedAt;
    const third = await call("PUT", `/api/blog/posts/${opened.id}`, {
      cookie: admin,
      body: { ...post({ slug: "two-editors", title: "Second editor" }), baseUpdatedAt: current },
    });
    expect(third.status).toBe(200);
    expect(
      (await call("PUT", `/api/blog/posts/${opened.id}`, { cookie: admin, body: { ...post({ slug: "two-editors" }), baseUpdatedAt: "yesterday" } })).status,
    ).toBe(400);
  });

  it("keeps a published post's old slug as a redirect to the new one", async () => {
    const live = await create({ slug: "old-name" });
    await call("POST", `/api/blog/posts/${live.id}/publish`, { cookie: admin });
    const renamed = await call("PUT", `/api/blog/posts/${live.id}`, { cookie: admin, body: post({ slug: "new-name" }) });
    expect(renamed.status).toBe(200);
    expect(await resolvePublicPost(database.handle.db, "old-name")).toEqual({ redirectTo: "new-name" });
    expect(await resolvePublicPost(database.handle.db, "new-name")).toMatchObject({ post: { slug: "new-name" } });
  });

  it("previews through the site's sanitising pipeline: no script, javascript: links or event handlers", async () => {
    const markdown = [
      "# Heading",
      "<script>alert(1)</script>",
      "",
      '<img src=x onerror="alert(2)"> <a href="/x" onclick="alert(3)">raw</a>',
      "",
      "[bad](javascript:alert(4)) [worse](JaVaScRiPt:alert(5)) [data](data:text/html;base64,PHNjcmlwdD4=) [good](/vibe-check)",
    ].join("\n");
    const res = await call("POST", "/api/blog/preview", { cookie: admin, body: { bodyMarkdown: markdown } });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string; wordCount: number };
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|data:text/i);
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain('<a href="/vibe-check">good</a>');
    // The saved post's HTML is the preview's HTML.
    const saved = await create({ slug: "preview-equals-saved", bodyMarkdown: markdown });
    expect(saved.bodyHtml).toBe(html);
    expect(await (await call("POST", "/api/blog/preview", { cookie: admin, body: { bodyMarkdown: "" } })).json()).toEqual({
      html: "",
      wordCount: 0,
      problems: [],
    });
  });

  it("answers bad input with a clear 4xx, never a server error", async () => {
    const target = await create({ slug: "bad-input-target" });
    const cases: [string, string, unknown, number, RegExp][] = [
      ["POST", "/api/blog/posts", post({ title: "a\u0000b" }), 400, /Title must be one line of plain text/],
      ["POST", "/api/blog/posts", post({ slug: "nul\u0000slug" }), 400, /Slug: lower-case letters/],
      ["POST", "/api/blog/posts", post({ title: "x".repeat(5000) }), 400, /Title is at most 160 characters/],
      ["POST", "/api/blog/posts", post({ bodyMarkdown: "x".repeat(100_001) }), 400, /Body is at most 100,000 characters/],
      ["POST", "/api/blog/posts", post({ bodyMarkdown: "x".repeat(600_000) }), 413, /more text/],
      ["POST", "/api/blog/posts", post({ topics: "communication" }), 400, /./],
      ["POST", "/api/blog/posts", post({ topics: ["nope"] }), 400, /Unknown topic/],
      ["POST", "/api/blog/posts", post({ authorSlug: 42 }), 400, /Author must be one of the practice's therapists/],
      ["POST", "/api/blog/posts", post({ cover: null }), 400, /Unknown cover motif/],
      ["POST", "/api/blog/posts", [post()], 400, /JSON object/],
      ["POST", "/api/blog/posts", "not json{", 400, /not valid JSON/],
      ["PUT", `/api/blog/posts/${target.id}`, post({ slug: "1234-starts-with-digits" }), 400, /must not start with a number/],
      ["PUT", "/api/blog/posts/abc", post(), 404, /No such post/],
      ["PUT", "/api/blog/posts/99999999999999999999", post(), 404, /No such post/],
      ["POST", "/api/blog/preview", { bodyMarkdown: 5 }, 400, /Body/],
      ["POST", "/api/blog/preview", { bodyMarkdown: "a\u0000b" }, 400, /control characters/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await call(method, path, { cookie: admin, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const wrongType = await fetch(`${api.url}/api/blog/posts`, {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "text/plain" },
      body: JSON.stringify(post()),
    });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { message: string }).message).toBe("Send the form as application/json.");
    const [{ n }] = (await database.query<{ n: number }>("select count(*)::int as n from blog_posts where slug = 'five-minutes-a-day'")) as [{ n: number }];
    expect(n).toBe(0);
  });
});
