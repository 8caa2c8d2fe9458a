/**
 * The Clarity Drip's facts and URLs, apart from the episode files (app/content/podcasts.ts reads
 * those from disk, on the server only): pages and structured data in the browser import this.
 */
export function episodePath(e: { slug: string }): string {
  return `/resources/podcasts/episode-${e.slug}`;
}

export function episodeTranscriptPath(e: { slug: string }): string {
  return `${episodePath(e)}/transcript.txt`;
}

/** The show itself: title, description and artwork for the feed, the pages and structured data. */
export const podcastShow = {
  title: "The Clarity Drip",
  subtitle: "Five-minute relationship tools from Dallas therapists",
  description:
    "Five minutes, one small idea, something you can try this week. Therapists from Millennial Life in Dallas share the habits, scripts and conversations that help couples and individuals feel closer: check-ins, money dates, repair after a fight, and more.",
  author: "Millennial Life",
  category: { primary: "Health & Fitness", sub: "Mental Health" },
  secondaryCategory: { primary: "Society & Culture", sub: "Relationships" },
  language: "en-us",
  path: "/resources/podcasts",
  feedPath: "/resources/podcasts/feed.xml",
  artworkPath: "/podcast-artwork.png",
} as const;
