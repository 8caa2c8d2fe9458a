import { episodeTranscriptText, resolveEpisodeSegment } from "~/features/podcasts/episodes.server";
import { podcastShow } from "~/content/podcast-show";
import { formatLongDate } from "~/lib/dates";
import type { Route } from "./+types/episode-transcript[.]txt";

/** The transcript as plain text: the feed's podcast:transcript target, and a download for anyone. */
export function loader({ params }: Route.LoaderArgs) {
  const episode = resolveEpisodeSegment(params.episode);
  if (!episode) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const heading = `${podcastShow.title}, episode ${episode.number}: ${episode.title} (${formatLongDate(episode.publishedAt)})`;
  return new Response(`${heading}\n\n${episodeTranscriptText(episode)}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Robots-Tag": "noindex" },
  });
}
