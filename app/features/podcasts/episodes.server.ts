import { data } from "react-router";
import type { Database } from "~/db/client.server";
import type { AudioSource } from "~/lib/media/media.server";
import { episodeByNumber, episodeBySlug, episodePath, episodes, episodeTranscriptPath, type Episode } from "~/content/podcasts";
import { episodeCrumbs, episodePage } from "~/content/podcast-show";
import { credentialLine, therapistBySlug, therapistPath } from "~/content/therapists";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";
import { episodeAudio } from "./episode-audio.server";

export interface PersonRef {
  slug: string;
  name: string;
  credentials: string;
  role: string;
  path: string;
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
  /** Whether the episode has audio (else it is a written episode); its length is then the file's. */
  hasAudio: boolean;
  /** Minutes to read the transcript at an unhurried pace. */
  readMinutes: number;
}

/** Words a minute an adult reads a conversation at, unhurried. */
const READING_WORDS_PER_MINUTE = 200;

function person(slug: string): PersonRef {
  const t = therapistBySlug(slug);
  if (!t) throw new Error(`podcasts: unknown therapist ${slug}`);
  return { slug, name: t.name, credentials: credentialLine(t), role: t.role, path: therapistPath(t) };
}

/** An episode for a list or page; with its audio, the length is the file's own. */
export function episodeSummary(e: Episode, audio: AudioSource | null = null): EpisodeSummary {
  return {
    number: e.number,
    slug: e.slug,
    title: e.title,
    summary: e.summary,
    publishedAt: e.publishedAt,
    durationSeconds: audio && audio.durationSeconds > 0 ? audio.durationSeconds : e.durationSeconds,
    topics: e.topics,
    path: episodePath(e),
    host: person(e.host),
    guests: e.guests.map(person),
    hasAudio: audio !== null,
    readMinutes: Math.max(1, Math.round(e.transcriptMarkdown.split(/\s+/).filter(Boolean).length / READING_WORDS_PER_MINUTE)),
  };
}

/** Published episodes (publish time reached), newest first. */
export function publishedEpisodes(now = new Date()): Episode[] {
  return episodes()
    .filter((e) => new Date(e.publishedAt) <= now)
    .sort((a, b) => b.number - a.number);
}

export function newestEpisodeSummaries(limit: number, now = new Date()): EpisodeSummary[] {
  return publishedEpisodes(now)
    .slice(0, limit)
    .map((e) => episodeSummary(e));
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

const TIMESTAMP = /\((\d{1,2}):([0-5]\d)\)/g;

/**
 * Each "(1:17)" in rendered show notes or transcript becomes a link to that moment of the audio:
 * a media fragment (`#t=77`), so without script the browser opens the file there, and with it the
 * page's player seeks and plays. Only text between tags is touched, never an attribute.
 */
export function linkTimestamps(html: string, audioUrl: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith("<")
        ? part
        : part.replace(TIMESTAMP, (_, m: string, s: string) => {
            const seconds = Number(m) * 60 + Number(s);
            return `(<a href="${audioUrl}#t=${seconds}" data-seek="${seconds}" class="seek-link"><span class="sr-only">${episodePage.playFrom} </span>${m}:${s}</a>)`;
          }),
    )
    .join("");
}

/** Everything an episode page shows; a 404 for an unknown or not yet published episode. */
export async function episodePageData(db: Database, segment: string, now = new Date()) {
  const episode = resolveEpisodeSegment(segment, now);
  if (!episode) throw data(null, { status: 404 });
  const audio = await episodeAudio(db, episode.slug);
  const list = publishedEpisodes(now).sort((a, b) => a.number - b.number);
  const index = list.findIndex((e) => e.number === episode.number);
  const prev = list[index - 1];
  const next = list[index + 1];
  const { showNotesHtml, transcriptHtml, transcriptText } = renderedEpisode(episode);
  return {
    episode: episodeSummary(episode, audio),
    audio,
    showNotesHtml: audio ? linkTimestamps(showNotesHtml, audio.url) : showNotesHtml,
    transcriptHtml: audio ? linkTimestamps(transcriptHtml, audio.url) : transcriptHtml,
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
