import { describe, expect, it } from "vitest";
import { siteRoutes } from "~/routes";
import { blogContentFolder, readBlogContentFiles } from "./blog-seed.server";
import { parseBlogFile } from "./blog-file.server";
import { parsePostInput } from "./blog.server";
import { renderMarkdown } from "~/lib/markdown.server";

/** The post files in app/content/blog: every one seeds, and each is a real article. */
const files = readBlogContentFiles(blogContentFolder()).filter((f) => f.name !== "blog-test-post.md");
const pagePaths = new Set(siteRoutes.filter((r) => !r.path.includes(":")).map((r) => r.path));
const posts = files.map((f) => ({ file: f.name, text: f.text, fields: parsePostInput(parseBlogFile(f.text), new Date("2030-01-01")) }));

describe("blog post files", () => {
  it("there are at least 12", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(posts.map((p) => [p.file, p] as const))(
    "%s is a published post of 800+ words, named by its slug, linking only to this site",
    (file, { text, fields }) => {
      expect(file).toBe(`${fields.slug}.md`);
      expect(fields.status).toBe("published");
      expect(fields.legacyId).toBeGreaterThanOrEqual(1001);
      expect(fields.legacyId).toBeLessThanOrEqual(1099);
      expect(fields.publishedAt!.getTime()).toBeGreaterThanOrEqual(Date.parse("2025-06-01T00:00:00Z"));
      expect(fields.publishedAt!.getTime()).toBeLessThanOrEqual(Date.parse("2026-11-21T00:00:00Z"));
      const { html, wordCount } = renderMarkdown(fields.bodyMarkdown);
      expect(wordCount).toBeGreaterThanOrEqual(800);
      // Markdown only: no raw HTML (the renderer would drop it, silently losing words) and no h1.
      expect(fields.bodyMarkdown).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text).not.toMatch(/^# /m);
      // Links go to pages of this site that exist (the route table), never to other sites.
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(pagePaths, `${file} links to ${href}`).toContain(href!.split(/[?#]/)[0]);
    },
  );

  it("slugs and legacy ids are unique", () => {
    expect(new Set(posts.map((p) => p.fields.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.fields.legacyId)).size).toBe(posts.length);
  });
});
