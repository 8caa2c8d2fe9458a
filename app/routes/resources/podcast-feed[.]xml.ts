import { podcastFeedXml } from "~/features/podcasts/podcast-feed.server";
import { readPracticeContact } from "~/features/settings/practice-settings.server";
import { canonicalOriginFor } from "~/lib/seo";
import type { Route } from "./+types/podcast-feed[.]xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const { email } = await readPracticeContact(context.db);
  return new Response(await podcastFeedXml(context.db, { origin, email }), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
