import { parse as parseYaml } from "yaml";
import type { BlogPostInput } from "./blog-post-schema";

/**
 * One post file of app/content/blog: YAML front matter between `---` lines, then the Markdown
 * body. Fields: title, slug, excerpt, author, topics, cover, publishedAt, legacyId, crisisNote,
 * status. Returns the editor's input shape; blogPostInputSchema then checks every value.
 */
export function parseBlogFile(text: string): BlogPostInput {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error("a post file starts with front matter between two --- lines");
  const front: unknown = parseYaml(match[1]!);
  if (!front || typeof front !== "object" || Array.isArray(front)) throw new Error("the front matter is not a set of fields");
  const f = front as Record<string, unknown>;
  const known = new Set(["title", "slug", "excerpt", "author", "topics", "cover", "publishedAt", "legacyId", "crisisNote", "status"]);
  const unknown = Object.keys(f).filter((k) => !known.has(k));
  if (unknown.length) throw new Error(`unknown front matter field(s): ${unknown.join(", ")}`);
  return {
    title: f.title as string,
    slug: f.slug as string,
    excerpt: f.excerpt as string,
    authorSlug: f.author as string,
    topics: f.topics as BlogPostInput["topics"],
    cover: f.cover as BlogPostInput["cover"],
    publishedAt: (f.publishedAt ?? null) as Date | null,
    legacyId: (f.legacyId ?? null) as number | null,
    crisisNote: (f.crisisNote ?? false) as boolean,
    status: f.status as BlogPostInput["status"],
    bodyMarkdown: match[2]!.replace(/^\s*\n/, ""),
  };
}
