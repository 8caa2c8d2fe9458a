import { feedPosts } from "~/features/blog/blog-pages.server";
import { sitemapXml } from "~/features/seo/site-files.server";
import { canonicalOriginFor } from "~/lib/seo";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const xml = sitemapXml(origin, await feedPosts(context.db, 5000));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
