import { Link } from "react-router";
import { formatLongDate } from "~/lib/dates";
import type { EpisodeSummary } from "./episodes.server";
import { Heading } from "~/components/ui/heading";
import { episodeCardCopy as copy } from "~/content/podcast-show";

/**
 * "5 min listen" for an episode with audio (listeners plan in minutes, not seconds), "Written
 * episode · 4 min read" for one without: a length in minutes beside no audio would promise a
 * recording that is not there.
 */
export function episodeLength(e: Pick<EpisodeSummary, "hasAudio" | "durationSeconds" | "readMinutes">): string {
  return e.hasAudio ? copy.listenLength(Math.max(1, Math.round(e.durationSeconds / 60))) : copy.writtenLength(e.readMinutes);
}

export function episodeVoices(e: Pick<EpisodeSummary, "host" | "guests">): string {
  return [e.host, ...e.guests].map((p) => p.name).join(copy.voicesJoin);
}

/** The number in a drop: the show's motif, decorative (the number is in the text beside it). */
export function EpisodeBadge({ number, size = "md" }: { number: number; size?: "md" | "lg" }) {
  const big = size === "lg";
  return (
    <span aria-hidden="true" className={`relative inline-flex shrink-0 items-center justify-center ${big ? "h-40 w-32" : "h-16 w-13"}`}>
      <svg viewBox="0 0 52 64" className="absolute inset-0 h-full w-full text-teal-800" fill="currentColor">
        <path d="M26 2C26 2 4 26 4 40a22 22 0 0 0 44 0C48 26 26 2 26 2z" />
      </svg>
      <span className={`relative font-display text-white ${big ? "mt-8 text-5xl" : "mt-3 text-xl"}`}>{number}</span>
    </span>
  );
}

/** An episode in a list: number, title (the link), summary, date, length and voices. */
export function EpisodeCard({ episode, headingLevel = 3 }: { episode: EpisodeSummary; headingLevel?: 2 | 3 }) {
  return (
    <article className="flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:gap-5 sm:p-6" data-testid="episode-card">
      <EpisodeBadge number={episode.number} />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-coral-700">{copy.number(episode.number)}</p>
        <Heading as={headingLevel === 2 ? "h2" : "h3"} size="tile" className="mt-1">
          <Link to={episode.path} className="underline-offset-4 hover:underline">
            {episode.title}
          </Link>
        </Heading>
        <p className="mt-2 text-ink-soft">{episode.summary}</p>
        <p className="mt-3 text-sm text-ink-soft">
          <time dateTime={episode.publishedAt}>{formatLongDate(episode.publishedAt)}</time> · {episodeLength(episode)} · {episodeVoices(episode)}
        </p>
      </div>
    </article>
  );
}
