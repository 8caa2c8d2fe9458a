import type { Database } from "~/db/client.server";
import { BLOG_FEED_PATH, BLOG_NAME, BLOG_PATH } from "./blog-paths";
import { feedPosts } from "./blog-pages.server";

/** XML text and attribute escaping (titles and excerpts are plain text with &, <, quotes). */
export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** The blog's RSS 2.0 feed: the newest 50 listed posts (never drafts, scheduled-but-not-due or /blog/test). */
export async function blogRss(db: Database, origin: string): Promise<string> {
  const posts = await feedPosts(db, 50);
  const newest = posts.reduce((max, p) => (p.updatedIso > max ? p.updatedIso : max), posts[0]?.dateIso ?? new Date(0).toISOString());
  const items = posts
    .map((p) => {
      const url = `${origin}/blog/${p.slug}`;
      return [
        "    <item>",
        `      <title>${xmlEscape(p.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(p.dateIso).toUTCString()}</pubDate>`,
        `      <dc:creator>${xmlEscape(p.author.name)}</dc:creator>`,
        ...p.topics.map((t) => `      <category>${xmlEscape(t.label)}</category>`),
        `      <description>${xmlEscape(p.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(BLOG_NAME)}</title>
    <link>${origin}${BLOG_PATH}</link>
    <description>Articles from Millennial Life's Dallas therapists for couples and individuals: communication, conflict, money, premarital questions, anxiety and more.</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>
    <atom:link href="${origin}${BLOG_FEED_PATH}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
