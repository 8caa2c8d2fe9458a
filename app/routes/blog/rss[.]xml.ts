import { blogRss } from "~/features/blog/blog-rss.server";
import { canonicalOriginFor } from "~/lib/seo";
import type { Route } from "./+types/rss[.]xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  return new Response(await blogRss(context.db, origin), {
    // Short: a scheduled post should reach readers soon after its time.
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
