import type { LoaderFunctionArgs } from "react-router";
import { feedPosts } from "~/features/blog/blog-pages.server";
import { publicSitemapEntries } from "~/features/seo/sitemap-paths";
import { canonicalOriginFor } from "~/lib/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const feed = await feedPosts(context.db, 5000);
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
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...posts].join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
