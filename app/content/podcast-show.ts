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

/** The show's trail: under the Resources Hub, as the blog and the guides are. */
const showCrumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: podcastShow.title, path: podcastShow.path },
];

/** The words of /resources/podcasts. */
export const podcastPage = {
  crumbs: showCrumbs,
  title: `${podcastShow.title}: A Five-Minute Relationship Podcast`,
  description:
    "The Clarity Drip: five-minute episodes from Millennial Life's Dallas therapists, with one small relationship tool to try each week. Full transcripts.",
  eyebrow: "The podcast",
  startNewest: "Start with the newest episode",
  feedLink: "Podcast RSS feed",
  newestLabel: (n: number) => `Newest · Episode ${n}`,
  openNewest: (hasAudio: boolean, n: number) => `${hasAudio ? "Listen or read" : "Read"} episode ${n}`,
  allEyebrow: "Every episode",
  allTitle: "Pick one small thing to try this week",
  allIntro: "Each episode comes with show notes and the full transcript, so you can read it in the time it takes to listen.",
  newsletterHeading: "Get each new episode in your inbox",
};

/** An episode's trail: the show's, then the episode. */
export function episodeCrumbs(number: number, path: string): { name: string; path: string }[] {
  return [...showCrumbs, { name: `Episode ${number}`, path }];
}

/** The fixed words of an episode's page. */
export const episodePage = {
  metaTitle: (title: string, n: number) => `${title} (Episode ${n}) | ${podcastShow.title}`,
  /** Said after a summary too short for a meta description. */
  shortSummaryTail: ` A five-minute episode of ${podcastShow.title}.`,
  eyebrow: (n: number) => `${podcastShow.title} · Episode ${n}`,
  listenHeading: "Listen or read",
  listenCaption: (n: number) => `Listen to episode ${n}`,
  audioFallback: (n: number) => `Download the audio of episode ${n}`,
  readLead: "This is a written episode.",
  readText: "There is no audio for it yet: the full transcript is below, every word, in about the time it takes to listen.",
  speedLabel: "Playback speed",
  speeds: [0.75, 1, 1.25, 1.5, 2] as const,
  speedOption: (rate: number) => (rate === 1 ? "1× (normal)" : `${rate}×`),
  /** Before a timestamp in the notes or transcript: the link plays the audio from there. */
  playFrom: "Play from",
  seekHint: "Times in the show notes and transcript play the episode from that moment.",
  jumpToTranscript: "Jump to the transcript",
  transcriptFile: "Transcript as plain text",
  feedLink: "Podcast RSS feed",
  showNotesHeading: "Show notes",
  transcriptHeading: "Transcript",
};

/** An episode in a list and around an episode's page: its length, voices and the links to the episodes beside it. */
export const episodeCardCopy = {
  number: (n: number) => `Episode ${n}`,
  listenLength: (minutes: number) => `${minutes} min listen`,
  writtenLength: (minutes: number) => `Written episode · ${minutes} min read`,
  transcriptLength: (minutes: number) => ` · transcript ${minutes} min read`,
  voicesJoin: " & ",
  voicesLabel: "In this episode",
  host: "Host",
  guest: "Guest",
  navLabel: "More episodes",
  previous: (n: number) => `← Previous · Episode ${n}`,
  next: (n: number) => `Next · Episode ${n} →`,
  allEpisodes: `All episodes of ${podcastShow.title}`,
};
