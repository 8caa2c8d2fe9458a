import { sitemapPage } from "~/content/sitemap-page";
import { site } from "~/content/site";
import { siteRoutes } from "~/routes";
import { publicSitemapEntries } from "./sitemap-paths";

/** A listed blog post as the sitemaps need it (the blog's feed query gives these). */
export interface SitemapPost {
  slug: string;
  title: string;
  dateIso: string;
  updatedIso: string;
}

/** The HTML sitemap's lists: the route table's groups in order, then the blog's posts. */
export function sitemapPageGroups(posts: readonly SitemapPost[]): { group: string; id: string; entries: { path: string; label: string }[] }[] {
  const groups = new Map<string, { path: string; label: string }[]>();
  for (const { group, path, label } of publicSitemapEntries()) {
    groups.set(group, [...(groups.get(group) ?? []), { path, label }]);
  }
  if (posts.length)
    groups.set(
      sitemapPage.postsGroup,
      posts.map((p) => ({ path: `/blog/${p.slug}`, label: p.title })),
    );
  return [...groups].map(([group, entries]) => ({ group, id: `sitemap-${group.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, entries }));
}

/** /sitemap.xml: every public page, then the listed blog posts with their last change. */
export function sitemapXml(origin: string, feed: readonly SitemapPost[]): string {
  // Pages that list posts change when the newest post does.
  const newestPost = feed[0]?.dateIso.slice(0, 10);
  const listsPosts = new Set(["/resources-hub", "/resources/blog"]);
  const pages = publicSitemapEntries()
    .map((e) => (newestPost && listsPosts.has(e.path) && (!e.lastmod || e.lastmod < newestPost) ? { ...e, lastmod: newestPost } : e))
    .map(
      (e) =>
        `  <url><loc>${origin}${e.path}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}<changefreq>${e.path === "/" ? "weekly" : "monthly"}</changefreq><priority>${e.path === "/" ? "1.0" : "0.7"}</priority></url>`,
    );
  // Listed blog posts (never drafts, posts not yet due, or /blog/test), with their last change.
  const posts = feed.map(
    (p) =>
      `  <url><loc>${origin}/blog/${p.slug}</loc><lastmod>${p.updatedIso > p.dateIso ? p.updatedIso : p.dateIso}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...posts].join("\n")}\n</urlset>\n`;
}

/** /robots.txt: crawlers may read every public page; internal, demo and admin pages are kept out. */
export function robotsTxt(origin: string): string {
  const hidden = siteRoutes.filter((r) => !r.indexable).map((r) => r.path);
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    ...hidden.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const DAY_MS = 86_400_000;
/** RFC 9116 asks for an expiry under a year ahead; the file is made per day, so it never goes stale. */
const VALID_DAYS = 180;

/** /.well-known/security.txt (RFC 9116): where to report a security problem with the site (`email`: the practice's, as saved in Settings). */
export function securityTxt(email: string, now = Date.now()): string {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return [
    `Contact: mailto:${email}`,
    `Expires: ${new Date(today + VALID_DAYS * DAY_MS).toISOString()}`,
    `Canonical: https://${site.hostnames.primary}/.well-known/security.txt`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}
