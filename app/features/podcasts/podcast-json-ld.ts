import { podcastShow } from "~/content/podcast-show";
import { isoDuration } from "~/lib/dates";
import type { EpisodeSummary } from "./episodes.server";

/** The show as schema.org's PodcastSeries (the list page, and each episode's partOfSeries). */
export function podcastSeriesJsonLd(origin: string): Record<string, unknown> {
  return {
    "@type": "PodcastSeries",
    "@id": `${origin}${podcastShow.path}#series`,
    name: podcastShow.title,
    description: podcastShow.description,
    url: `${origin}${podcastShow.path}`,
    webFeed: `${origin}${podcastShow.feedPath}`,
    inLanguage: "en-US",
    image: `${origin}${podcastShow.artworkPath}`,
    publisher: { "@id": `${origin}/#practice` },
  };
}

/** One episode: number, dates, duration (ISO 8601), hosts, transcript, and the audio once it exists. */
export function podcastEpisodeJsonLd(
  origin: string,
  e: EpisodeSummary,
  extra: { audioUrl: string | null; transcriptText: string; transcriptPath: string },
): Record<string, unknown> {
  const duration = isoDuration(e.durationSeconds);
  const people = (list: EpisodeSummary["guests"]) => list.map((p) => ({ "@type": "Person", name: p.name, url: `${origin}${p.path}` }));
  const transcriptFile = {
    "@type": "MediaObject",
    name: `Transcript: ${e.title}`,
    encodingFormat: "text/plain",
    contentUrl: `${origin}${extra.transcriptPath}`,
  };
  return {
    "@context": "https://schema.org",
    "@type": "PodcastEpisode",
    "@id": `${origin}${e.path}#episode`,
    url: `${origin}${e.path}`,
    name: e.title,
    description: e.summary,
    episodeNumber: e.number,
    datePublished: e.publishedAt,
    duration,
    inLanguage: "en-US",
    keywords: e.topics.join(", "),
    author: people([e.host]),
    actor: people([e.host, ...e.guests]),
    partOfSeries: podcastSeriesJsonLd(origin),
    // schema.org hangs a transcript on the audio; until an episode has audio, the text file stands in.
    ...(extra.audioUrl
      ? {
          audio: {
            "@type": "AudioObject",
            contentUrl: extra.audioUrl.startsWith("/") ? `${origin}${extra.audioUrl}` : extra.audioUrl,
            encodingFormat: extra.audioUrl.toLowerCase().endsWith(".m4a") ? "audio/mp4" : "audio/mpeg",
            duration,
            transcript: extra.transcriptText,
          },
        }
      : {}),
    associatedMedia: [transcriptFile],
  };
}
