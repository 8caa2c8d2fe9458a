import { Link } from "react-router";
import { podcastShow } from "~/content/podcast-show";
import type { EpisodeSummary } from "./episodes.server";

/** Who is talking: host and guests, each linked to their profile. */
export function EpisodeVoices({ episode }: { episode: EpisodeSummary }) {
  const people = [{ ...episode.host, part: "Host" }, ...episode.guests.map((g) => ({ ...g, part: "Guest" }))];
  return (
    <aside aria-label="In this episode" className="rounded-[var(--radius-card)] bg-mist p-5 sm:p-6">
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">In this episode</p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {people.map((p) => (
          <li key={p.slug} className="flex items-center gap-3">
            <span aria-hidden="true" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-teal-800 font-display text-white">
              {p.name.replace(/^Dr\. /, "").charAt(0)}
            </span>
            <span>
              <Link to={p.path} className="font-semibold text-teal-800 underline underline-offset-4">
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

/** Previous and next episode, and the way back to the list. */
export function EpisodeNav({ prev, next }: { prev: EpisodeSummary | null; next: EpisodeSummary | null }) {
  const card = (e: EpisodeSummary, dir: "Previous" | "Next") => (
    <Link
      to={e.path}
      rel={dir === "Previous" ? "prev" : "next"}
      className={`flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:border-teal-600 motion-reduce:hover:translate-y-0 ${dir === "Next" ? "sm:items-end sm:text-right" : ""}`}
    >
      <span className="text-sm font-semibold text-coral-700">
        {/* The arrow sits on the outer edge, pointing the way the card leads. */}
        {dir === "Previous" ? `← Previous · Episode ${e.number}` : `Next · Episode ${e.number} →`}
      </span>
      <span className="mt-1 font-display text-xl text-ink">{e.title}</span>
    </Link>
  );
  return (
    <nav aria-label="More episodes" className="bg-cream py-12 sm:py-16">
      <div className="container-page max-w-4xl">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>{prev ? card(prev, "Previous") : null}</div>
          <div>{next ? card(next, "Next") : null}</div>
        </div>
        <p className="mt-6 text-center">
          <Link to={podcastShow.path} className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
            All episodes of {podcastShow.title}
          </Link>
        </p>
      </div>
    </nav>
  );
}
