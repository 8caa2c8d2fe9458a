import type { LoaderFunctionArgs } from "react-router";
import { publicSitemapEntries } from "~/features/seo/sitemap-paths";
import { canonicalOriginFor } from "~/lib/seo";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const urls = publicSitemapEntries()
    .map((e) => `  <url><loc>${origin}${e.path}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}<changefreq>${e.path === "/" ? "weekly" : "monthly"}</changefreq><priority>${e.path === "/" ? "1.0" : "0.7"}</priority></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
