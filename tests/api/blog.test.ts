import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPost,
  deletePost,
  getPostBySlug,
  listPublishedPosts,
  listRevisions,
  publishPost,
  relatedPosts,
  resolvePublicPost,
  unpublishPost,
  updatePost,
  BlogPostError,
  type BlogPostInput,
} from "../../app/features/blog/blog.server";
import { parseBlogFile } from "../../app/features/blog/blog-file.server";
import { seedBlogPosts, type SeedFile } from "../../app/features/blog/blog-seed.server";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";

const fixture = (name: string): SeedFile => ({ name, text: readFileSync(new URL(`../fixtures/blog/${name}`, import.meta.url), "utf8") });
const NOW = new Date("2026-01-10T12:00:00Z");

const draft = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "A post written in the editor",
  slug: "written-in-the-editor",
  excerpt: "Short and clear.",
  bodyMarkdown: "## Hello\n\nSome words here.",
  authorSlug: "nia-carter",
  topics: ["communication"],
  cover: "talk",
  status: "draft",
  ...over,
});

describe.each(databaseKinds)("blog on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe("seeding", () => {
    it("creates posts from files, and a second run with the same files changes nothing", async () => {
      const files = [fixture("first-post.md"), fixture("second-post.md")];
      const first = await seedBlogPosts(t.handle.db, files, NOW);
      expect(first.created).toEqual(["first-post.md", "second-post.md"]);
      expect(first.errors).toEqual([]);
      const before = await t.query("select id, updated_at from blog_posts order by id");

      const second = await seedBlogPosts(t.handle.db, files, NOW);
      expect(second).toMatchObject({ created: [], updated: [], unchanged: ["first-post.md", "second-post.md"] });
      expect(await t.query("select id, updated_at from blog_posts order by id")).toEqual(before);
      expect(await t.query("select count(*)::int as n from blog_post_revisions")).toEqual([{ n: 0 }]);
    });

    it("keeps an edit made in the database when the file has not changed", async () => {
      await t.query("update blog_posts set title = 'Edited in the admin' where slug = 'money-talks-before-the-wedding'");
      const report = await seedBlogPosts(t.handle.db, [fixture("first-post.md")], NOW);
      expect(report.unchanged).toEqual(["first-post.md"]);
      expect((await getPostBySlug(t.handle.db, "money-talks-before-the-wedding"))?.title).toBe("Edited in the admin");
    });

    it("updates the post from a changed file and keeps the replaced version as a revision", async () => {
      const changed = fixture("first-post.md");
      changed.text = changed.text.replace('title: "Money Talks Before the Wedding"', 'title: "Money Talks, Revised"');
      const report = await seedBlogPosts(t.handle.db, [changed], NOW);
      expect(report.updated).toEqual(["first-post.md"]);
      const post = await getPostBySlug(t.handle.db, "money-talks-before-the-wedding");
      expect(post?.title).toBe("Money Talks, Revised");
      const revisions = await listRevisions(t.handle.db, post!.id);
      expect(revisions[0]).toMatchObject({ title: "Edited in the admin", replacedBy: "seed" });
      // The changed file is now the one that last seeded the row: running it again does nothing.
      expect((await seedBlogPosts(t.handle.db, [changed], NOW)).unchanged).toEqual(["first-post.md"]);
    });

    it("leaves a post deleted in the admin deleted while its file is unchanged", async () => {
      const files = [fixture("second-post.md")];
      const post = await getPostBySlug(t.handle.db, "phones-at-the-dinner-table");
      await deletePost(t.handle.db, post!.id);
      expect((await seedBlogPosts(t.handle.db, files, NOW)).unchanged).toEqual(["second-post.md"]);
      expect(await getPostBySlug(t.handle.db, "phones-at-the-dinner-table")).toBeUndefined();
      // Restore it for the tests below: a changed file brings it back.
      files[0]!.text += "\nOne more line.\n";
      expect((await seedBlogPosts(t.handle.db, files, NOW)).created).toEqual(["second-post.md"]);
    });

    it("skips a file that does not parse and seeds the rest", async () => {
      const bad: SeedFile = { name: "bad.md", text: "---\ntitle: x\nslug: Not A Slug\n---\nbody" };
      const unknownAuthor: SeedFile = {
        name: "who.md",
        text: fixture("first-post.md")
          .text.replace("author: priya-raman", "author: nobody")
          .replace("legacyId: 1501", "legacyId: 1599")
          .replace(/slug: .*/, "slug: who"),
      };
      const report = await seedBlogPosts(t.handle.db, [bad, unknownAuthor], NOW);
      expect(report.errors.map((e) => e.file)).toEqual(["bad.md", "who.md"]);
      expect(report.errors[1]!.message).toMatch(/Author/);
      expect(await getPostBySlug(t.handle.db, "who")).toBeUndefined();
    });
  });

  describe("Markdown is rendered once, sanitised", () => {
    it("strips script, raw HTML, event handlers and javascript:/data: links", async () => {
      const post = await createPost(
        t.handle.db,
        draft({
          slug: "sanitise-me",
          bodyMarkdown: [
            "# Top heading",
            "",
            "<script>alert(1)</script>",
            "",
            '<img src=x onerror="alert(2)"> <b onclick="alert(3)">raw</b> <iframe src="https://evil.example"></iframe>',
            "",
            "[one](javascript:alert(4)) [two](data:text/html;base64,PHNjcmlwdD4=) [three](JAVASCRIPT:alert(5)) [ok](/vibe-check)",
          ].join("\n"),
        }),
        { now: NOW },
      );
      expect(post.bodyHtml).not.toMatch(/<script|<iframe|onerror|onclick|javascript:|data:|<b>/i);
      expect(post.bodyHtml).toContain('<a href="/vibe-check">ok</a>');
      expect(post.bodyHtml).toMatch(/^<h2>Top heading<\/h2>/);
    });

    it("refuses an image that is not in the media library, naming it, instead of dropping it", async () => {
      const body = "![far](https://tracker.example/pixel.png) ![near](/images/near.png)";
      const refused = createPost(t.handle.db, draft({ slug: "outside-images", bodyMarkdown: body }), { now: NOW });
      await expect(refused).rejects.toBeInstanceOf(BlogPostError);
      await expect(refused).rejects.toThrow(/"https:\/\/tracker\.example\/pixel\.png" is not in the media library.*"\/images\/near\.png"/);
      expect(await getPostBySlug(t.handle.db, "outside-images")).toBeUndefined();
    });
  });

  describe("publishing", () => {
    it("keeps a scheduled post out of lists and pages until its time, then shows it with no job run", async () => {
      const at = new Date(NOW.getTime() + 60 * 60_000);
      const post = await createPost(t.handle.db, draft({ slug: "scheduled-one", status: "scheduled", publishedAt: at }), { now: NOW });
      expect(post.status).toBe("scheduled");
      const slugsAt = async (now: Date) => (await listPublishedPosts(t.handle.db, { now, perPage: 50 })).posts.map((p) => p.slug);
      expect(await slugsAt(NOW)).not.toContain("scheduled-one");
      expect(await resolvePublicPost(t.handle.db, "scheduled-one", NOW)).toBeNull();
      const later = new Date(at.getTime() + 1000);
      expect(await slugsAt(later)).toContain("scheduled-one");
      expect(await resolvePublicPost(t.handle.db, "scheduled-one", later)).toMatchObject({ post: { slug: "scheduled-one" } });
      // Search follows the same clock.
      expect(await t.query("select path from search_documents where kind = 'post' and path = '/blog/scheduled-one' and visible_from > $1", [NOW])).toHaveLength(
        1,
      );
    });

    it("drafts are never public; publish and unpublish move a post in and out", async () => {
      const post = await createPost(t.handle.db, draft({ slug: "a-draft" }), { now: NOW });
      expect(await resolvePublicPost(t.handle.db, "a-draft", NOW)).toBeNull();
      await publishPost(t.handle.db, post.id, { by: "admin", now: NOW });
      expect(await resolvePublicPost(t.handle.db, "a-draft", NOW)).toMatchObject({ post: { status: "published" } });
      expect(await t.query("select 1 from search_documents where kind = 'post' and key = $1", [String(post.id)])).toHaveLength(1);
      await unpublishPost(t.handle.db, post.id, { by: "admin", now: NOW });
      expect(await resolvePublicPost(t.handle.db, "a-draft", NOW)).toBeNull();
      expect(await t.query("select 1 from search_documents where kind = 'post' and key = $1", [String(post.id)])).toHaveLength(0);
      expect((await listRevisions(t.handle.db, post.id)).map((r) => r.status)).toEqual(["published", "draft"]);
    });
  });

  describe("addresses", () => {
    it("answers a legacy id, an id-slug and an old slug with the current slug; unknown ones with nothing", async () => {
      expect(await resolvePublicPost(t.handle.db, "1501", NOW)).toEqual({ redirectTo: "money-talks-before-the-wedding" });
      expect(await resolvePublicPost(t.handle.db, "1501-some-old-title", NOW)).toEqual({ redirectTo: "money-talks-before-the-wedding" });
      expect(await resolvePublicPost(t.handle.db, "9999", NOW)).toBeNull();
      expect(await resolvePublicPost(t.handle.db, "no-such-post", NOW)).toBeNull();

      const post = await getPostBySlug(t.handle.db, "phones-at-the-dinner-table");
      const { bodyMarkdown, title, excerpt, authorSlug, topics, cover, crisisNote, legacyId, status, publishedAt } = post!;
      const fields = { bodyMarkdown, title, excerpt, authorSlug, topics, cover, crisisNote, legacyId, status, publishedAt } as BlogPostInput;
      await updatePost(t.handle.db, post!.id, { ...fields, slug: "phones-away-at-dinner" }, { by: "admin", now: NOW });
      expect(await resolvePublicPost(t.handle.db, "phones-at-the-dinner-table", NOW)).toEqual({ redirectTo: "phones-away-at-dinner" });
      expect(await t.query("select path from search_documents where kind = 'post' and key = $1", [String(post!.id)])).toEqual([
        { path: "/blog/phones-away-at-dinner" },
      ]);
    });

    it("refuses a taken slug or legacy id with 409 and bad input with 400, changing nothing", async () => {
      await expect(createPost(t.handle.db, draft({ slug: "money-talks-before-the-wedding" }))).rejects.toMatchObject({ status: 409, field: "slug" });
      await expect(createPost(t.handle.db, draft({ slug: "fresh", legacyId: 1501 }))).rejects.toMatchObject({ status: 409, field: "legacyId" });
      for (const bad of [
        draft({ slug: "1234-starts-with-digits" }),
        draft({ slug: "x", title: "nul\u0000byte" }),
        draft({ slug: "x", topics: ["communication", "money", "conflict", "family"] }),
        draft({ slug: "x", authorSlug: "someone-else" }),
        draft({ slug: "x", status: "scheduled" }),
        { ...draft({ slug: "x" }), topics: "money" },
      ]) {
        await expect(createPost(t.handle.db, bad)).rejects.toBeInstanceOf(BlogPostError);
      }
      expect(await getPostBySlug(t.handle.db, "x")).toBeUndefined();
    });
  });

  describe("reads", () => {
    it("lists newest first, filters by topic and pages, and finds related posts by shared topics", async () => {
      const all = await listPublishedPosts(t.handle.db, { now: NOW, perPage: 2 });
      expect(all.posts.map((p) => p.publishedAt!.getTime())).toEqual([...all.posts.map((p) => p.publishedAt!.getTime())].sort((a, b) => b - a));
      expect(all.pageCount).toBe(Math.ceil(all.total / 2));
      const money = await listPublishedPosts(t.handle.db, { now: NOW, topic: "money" });
      expect(money.posts.map((p) => p.slug)).toEqual(["money-talks-before-the-wedding"]);
      // An older post sharing a topic ranks before a newer one that shares none.
      await createPost(t.handle.db, draft({ slug: "talking-it-through", status: "published", publishedAt: new Date("2025-01-01T00:00:00Z") }), { now: NOW });
      const phones = await getPostBySlug(t.handle.db, "phones-away-at-dinner");
      const related = await relatedPosts(t.handle.db, phones!, { now: NOW });
      expect(related.map((p) => p.slug)).toEqual(["talking-it-through", "money-talks-before-the-wedding"]);
    });
  });
});

describe("post files", () => {
  it("reads exactly the documented front matter", () => {
    const input = parseBlogFile(fixture("first-post.md").text);
    expect(input).toMatchObject({
      slug: "money-talks-before-the-wedding",
      authorSlug: "priya-raman",
      topics: ["money", "premarital"],
      legacyId: 1501,
      crisisNote: false,
    });
    expect(() => parseBlogFile("no front matter")).toThrow(/front matter/);
    expect(() => parseBlogFile("---\ntitle: x\nsurprise: 1\n---\nbody")).toThrow(/surprise/);
  });
});
