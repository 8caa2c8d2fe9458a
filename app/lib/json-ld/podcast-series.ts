import { podcastShow } from "~/content/podcast-show";
import { practiceRef } from "./practice";

/**
 * The show as schema.org PodcastSeries, without "@context": it is nested as each episode's
 * partOfSeries, and the list page adds the context when it stands alone.
 */
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
    publisher: practiceRef(origin),
  };
}
