import { podcastFeedXml } from "~/features/podcasts/podcast-feed.server";
import { canonicalOriginFor } from "~/lib/seo";
import type { Route } from "./+types/podcast-feed[.]xml";

export function loader({ request }: Route.LoaderArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  return new Response(podcastFeedXml(origin), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
