import { isoDuration } from "~/lib/dates";
import { podcastSeriesJsonLd } from "./podcast-series";

type PersonLink = { name: string; path: string };

/** What an episode's JSON-LD reads (the list's episode summary). */
export interface PodcastEpisodeInput {
  number: number;
  title: string;
  summary: string;
  publishedAt: string;
  durationSeconds: number;
  topics: readonly string[];
  path: string;
  host: PersonLink;
  guests: readonly PersonLink[];
}

/** One episode as schema.org PodcastEpisode: number, dates, duration (ISO 8601), hosts, transcript, and the audio once it exists. */
export function podcastEpisodeJsonLd(
  origin: string,
  e: PodcastEpisodeInput,
  extra: { audio: { url: string; mime: string; bytes: number } | null; transcriptText: string; transcriptPath: string },
): Record<string, unknown> {
  const duration = isoDuration(e.durationSeconds);
  const people = (list: readonly PersonLink[]) => list.map((p) => ({ "@type": "Person", name: p.name, url: `${origin}${p.path}` }));
  const transcriptFile = {
    "@type": "MediaObject",
    name: `Transcript: ${e.title}`,
    encodingFormat: "text/plain",
    contentUrl: `${origin}${extra.transcriptPath}`,
  };
  const audio = extra.audio
    ? {
        "@type": "AudioObject",
        contentUrl: `${origin}${extra.audio.url}`,
        encodingFormat: extra.audio.mime,
        contentSize: `${extra.audio.bytes} B`,
        duration,
        transcript: extra.transcriptText,
      }
    : null;
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
    ...(audio ? { audio } : {}),
    associatedMedia: audio ? [audio, transcriptFile] : [transcriptFile],
  };
}
