import { data } from "react-router";
import { episodeByNumber, episodeBySlug, episodePath, episodes, episodeTranscriptPath, type Episode } from "~/content/podcasts";
import { episodeCrumbs, episodePage } from "~/content/podcast-show";
import { credentialLine, therapistBySlug, therapistPath, type PortraitPhoto } from "~/content/therapists";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";

export interface PersonRef {
  slug: string;
  name: string;
  credentials: string;
  role: string;
  path: string;
  /** Their photo, once the practice has added one; else their portrait is drawn. */
  photo?: PortraitPhoto;
}

export interface EpisodeSummary {
  number: number;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  durationSeconds: number;
  topics: string[];
  path: string;
  host: PersonRef;
  guests: PersonRef[];
  hasAudio: boolean;
}

function person(slug: string): PersonRef {
  const t = therapistBySlug(slug);
  if (!t) throw new Error(`podcasts: unknown therapist ${slug}`);
  return { slug, name: t.name, credentials: credentialLine(t), role: t.role, path: therapistPath(t), photo: t.photo };
}

export function episodeSummary(e: Episode): EpisodeSummary {
  return {
    number: e.number,
    slug: e.slug,
    title: e.title,
    summary: e.summary,
    publishedAt: e.publishedAt,
    durationSeconds: e.durationSeconds,
    topics: e.topics,
    path: episodePath(e),
    host: person(e.host),
    guests: e.guests.map(person),
    hasAudio: Boolean(e.audioUrl),
  };
}

/** Published episodes (publish time reached), newest first. */
export function publishedEpisodes(now = new Date()): Episode[] {
  return episodes()
    .filter((e) => new Date(e.publishedAt) <= now)
    .sort((a, b) => b.number - a.number);
}

export function newestEpisodeSummaries(limit: number, now = new Date()): EpisodeSummary[] {
  return publishedEpisodes(now).slice(0, limit).map(episodeSummary);
}

/**
 * The episode a URL segment names: `episode-<slug>` (the canonical page) or its number (`18`,
 * the short link the show reads out). Anything else is not an episode.
 */
export function resolveEpisodeSegment(segment: string, now = new Date()): Episode | undefined {
  const bySlug = /^episode-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(segment);
  const byNumber = /^[1-9]\d{0,3}$/.exec(segment);
  const episode = bySlug ? episodeBySlug(bySlug[1]!) : byNumber ? episodeByNumber(Number(segment)) : undefined;
  return episode && new Date(episode.publishedAt) <= now ? episode : undefined;
}

const rendered = new Map<string, { showNotesHtml: string; transcriptHtml: string; transcriptText: string }>();

function renderedEpisode(e: Episode) {
  let r = rendered.get(e.slug);
  if (!r) {
    r = {
      showNotesHtml: renderMarkdown(e.showNotesMarkdown).html,
      transcriptHtml: renderMarkdown(e.transcriptMarkdown).html,
      transcriptText: markdownToText(e.transcriptMarkdown),
    };
    rendered.set(e.slug, r);
  }
  return r;
}

/** The show notes as sanitised HTML (the episode page and the feed). */
export function episodeShowNotesHtml(e: Episode): string {
  return renderedEpisode(e).showNotesHtml;
}

/** Plain-text transcript (the feed's podcast:transcript target and the JSON-LD transcript). */
export function episodeTranscriptText(e: Episode): string {
  return renderedEpisode(e).transcriptText;
}

/** Everything an episode page shows; a 404 for an unknown or not yet published episode. */
export function episodePageData(segment: string, now = new Date()) {
  const episode = resolveEpisodeSegment(segment, now);
  if (!episode) throw data(null, { status: 404 });
  const list = publishedEpisodes(now).sort((a, b) => a.number - b.number);
  const index = list.findIndex((e) => e.number === episode.number);
  const prev = list[index - 1];
  const next = list[index + 1];
  const { showNotesHtml, transcriptHtml, transcriptText } = renderedEpisode(episode);
  return {
    episode: episodeSummary(episode),
    audioUrl: episode.audioUrl ?? null,
    showNotesHtml,
    transcriptHtml,
    transcriptText,
    transcriptPath: episodeTranscriptPath(episode),
    canonicalPath: episodePath(episode),
    prev: prev ? episodeSummary(prev) : null,
    next: next ? episodeSummary(next) : null,
    metaDescription: episodeMetaDescription(episode.summary),
    /** The one trail the page shows and its BreadcrumbList repeats. */
    crumbs: episodeCrumbs(episode.number, episodePath(episode)),
  };
}

/** 50-160 characters: the summary (up to 200 in the files), cut at a word when it runs long. */
export function episodeMetaDescription(summary: string): string {
  // Typographic quotes: straight ones are sent as entities, which would count against the limit.
  const curly = summary.replace(/(^|[\s(])'/g, "$1\u2018").replace(/'/g, "\u2019");
  const full = curly.length >= 50 ? curly : `${curly}${episodePage.shortSummaryTail}`;
  if (full.length <= 160) return full;
  const cut = full.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}
