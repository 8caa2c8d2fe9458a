import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { RenderLater } from "~/components/performance/render-later";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/heading";
import { episodeCardCopy, episodePage as copy, podcastPage, podcastShow } from "~/content/podcast-show";
import { formatLongDate } from "~/lib/dates";
import { EpisodeBadge, episodeLength, episodeVoices } from "./episode-card";
import { EpisodePlayer, type EpisodePlayerAudio } from "./episode-player";
import type { EpisodeSummary } from "./episodes.server";

/** Who is talking: host and guests, each linked to their profile. */
export function EpisodeVoices({ episode }: { episode: EpisodeSummary }) {
  const people = [{ ...episode.host, part: episodeCardCopy.host }, ...episode.guests.map((g) => ({ ...g, part: episodeCardCopy.guest }))];
  return (
    <aside aria-label={episodeCardCopy.voicesLabel} className="rounded-[var(--radius-card)] bg-mist p-5 sm:p-6">
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{episodeCardCopy.voicesLabel}</p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {people.map((p) => (
          <li key={p.slug} className="flex items-center gap-3">
            {/* The same portrait as on the team page; the name beside it says who it is. */}
            <TherapistPortrait person={p} size={48} alt="" rounded="rounded-full" />
            <span>
              <Link to={p.path} className="inline-link">
                {p.name}
              </Link>
              <span className="block text-sm text-ink-soft">
                {p.part} · {p.role}, {p.credentials}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Previous and next episode, and the way back to the list; `deferred`: laid out after the first paint. */
export function EpisodeNav({ prev, next, deferred = false }: { prev: EpisodeSummary | null; next: EpisodeSummary | null; deferred?: boolean }) {
  const card = (e: EpisodeSummary, dir: "Previous" | "Next") => (
    <Link
      to={e.path}
      rel={dir === "Previous" ? "prev" : "next"}
      className={`flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:border-teal-600 motion-reduce:hover:translate-y-0 ${dir === "Next" ? "sm:items-end sm:text-right" : ""}`}
    >
      <span className="text-sm font-semibold text-coral-700">
        {/* The arrow sits on the outer edge, pointing the way the card leads. */}
        {dir === "Previous" ? episodeCardCopy.previous(e.number) : episodeCardCopy.next(e.number)}
      </span>
      <span className="mt-1 font-display text-xl text-ink">{e.title}</span>
    </Link>
  );
  const nav = (
    <nav aria-label={episodeCardCopy.navLabel} className="bg-cream py-12 sm:py-16">
      <div className="container-page max-w-4xl">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>{prev ? card(prev, "Previous") : null}</div>
          <div>{next ? card(next, "Next") : null}</div>
        </div>
        <p className="mt-6 text-center">
          <Link to={podcastShow.path} className="inline-link inline-flex min-h-11 items-center">
            {episodeCardCopy.allEpisodes}
          </Link>
        </p>
      </div>
    </nav>
  );
  // A navigation landmark, not a titled band, so it is wrapped here rather than made a Section.
  return deferred ? <RenderLater>{nav}</RenderLater> : nav;
}

/** Under an episode's title: its date, and its length to listen to or to read. */
export function EpisodeFacts({ episode: e }: { episode: EpisodeSummary }) {
  return (
    <p className="text-sm text-ink-soft">
      <time dateTime={e.publishedAt}>{formatLongDate(e.publishedAt)}</time> · {episodeLength(e)}
      {e.hasAudio ? episodeCardCopy.transcriptLength(e.readMinutes) : null}
    </p>
  );
}

const inlineLink = "inline-link";

/** The player (or, without audio, the note that this is a written episode) and the links to the text. */
export function EpisodeListen({ number, audio, transcriptPath }: { number: number; audio: EpisodePlayerAudio | null; transcriptPath: string }) {
  return (
    <Section labelledBy="listen-heading" tone="cream" spacing="none" contained={false} className="pt-10 sm:pt-14">
      <div className="container-page max-w-4xl">
        <h2 id="listen-heading" className="sr-only">
          {copy.listenHeading}
        </h2>
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-6">
          {audio ? (
            <EpisodePlayer number={number} audio={audio} />
          ) : (
            <p className="text-ink" data-testid="written-episode">
              <span className="font-semibold">{copy.readLead}</span> {copy.readText}
            </p>
          )}
          <p className="mt-3 text-sm text-ink-soft">
            <a href="#transcript-heading" className={inlineLink}>
              {copy.jumpToTranscript}
            </a>{" "}
            ·{" "}
            <a href={transcriptPath} className={inlineLink}>
              {copy.transcriptFile}
            </a>{" "}
            ·{" "}
            <a href={podcastShow.feedPath} className={inlineLink}>
              {copy.feedLink}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}

/** A one-off size shared by the episode page's two reading sections (notes, transcript). */
const readingHeading = "font-display text-[clamp(1.6rem,1.3rem+1vw,2rem)] text-ink";

/** The show notes, and who is talking. */
export function EpisodeShowNotes({ episode, showNotesHtml }: { episode: EpisodeSummary; showNotesHtml: string }) {
  return (
    <Section labelledBy="show-notes-heading" tone="cream" spacing="none" contained={false} className="py-10 sm:py-14">
      <div className="container-page grid max-w-4xl gap-10">
        <div>
          <h2 id="show-notes-heading" className={readingHeading}>
            {copy.showNotesHeading}
          </h2>
          <div className="prose-page mt-4" dangerouslySetInnerHTML={{ __html: showNotesHtml }} />
        </div>
        <EpisodeVoices episode={episode} />
      </div>
    </Section>
  );
}

/** Every word of the episode: its text alternative. */
export function EpisodeTranscript({ transcriptHtml, deferred = false }: { transcriptHtml: string; deferred?: boolean }) {
  return (
    <Section deferred={deferred} labelledBy="transcript-heading" tone="sand" spacing="sm" contained={false}>
      <div className="container-page max-w-4xl">
        <h2 id="transcript-heading" className={readingHeading}>
          {copy.transcriptHeading}
        </h2>
        <div
          className="prose-page mt-6 text-lg [&_strong]:text-teal-900"
          data-testid="episode-transcript"
          dangerouslySetInnerHTML={{ __html: transcriptHtml }}
        />
      </div>
    </Section>
  );
}

/** The podcast page's first band: the newest episode, large, on dark teal. */
export function NewestEpisode({ episode: e }: { episode: EpisodeSummary }) {
  return (
    <Section labelledBy="latest-heading" tone="cream" spacing="sm">
      <div className="grid gap-6 rounded-[2rem] bg-teal-900 p-6 text-white shadow-lift sm:p-10 md:grid-cols-[auto_1fr] md:items-center">
        <EpisodeBadge number={e.number} size="lg" />
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-coral-100 uppercase">{podcastPage.newestLabel(e.number)}</p>
          <Heading id="latest-heading" size="band" tone="inherit" className="mt-2">
            {e.title}
          </Heading>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">{e.summary}</p>
          <p className="mt-3 text-sm text-teal-100">
            {episodeLength(e)} · {episodeVoices(e)}
          </p>
          <ButtonLink to={e.path} variant="inverse" className="mt-6">
            {podcastPage.openNewest(e.hasAudio, e.number)}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
