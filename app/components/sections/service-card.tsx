import { Heading } from "~/components/ui/heading";
import { Link } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { priceLabel, type ServiceCardData } from "~/content/service-model";

/**
 * A service or program as a card: art, who it's for, title, one-line summary and price.
 * The title link stretches over the whole card through its ::after box, which also draws the
 * keyboard focus ring, so each card is one link for screen readers.
 */
export function ServiceCard({ entry, headingLevel = "h3" }: { entry: ServiceCardData; headingLevel?: "h2" | "h3" }) {
  return (
    <article className="group relative flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex justify-center rounded-t-[var(--radius-card)] bg-cream px-6 pt-4">
        <ServiceArt motif={entry.art} className="h-28 w-auto sm:h-36" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {/* The badge moves to its own line whole, never broken inside ("Discounted entry / offer"). */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold tracking-wider text-coral-700 uppercase">
          {entry.audience}
          {entry.badge ? <span className="rounded-full bg-coral-50 px-2 py-0.5 tracking-normal whitespace-nowrap normal-case">{entry.badge}</span> : null}
        </p>
        <Heading as={headingLevel} size="item" className="mt-2">
          <Link
            to={entry.path}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-600"
          >
            {entry.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm font-medium text-teal-800">{entry.tagline}</p>
        <p className="mt-3 flex-1 text-ink-soft">{entry.summary}</p>
        <p className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4 text-sm">
          <span className="font-semibold text-ink">{priceLabel(entry)}</span>
          <span
            aria-hidden="true"
            data-testid="service-card-more"
            className="shrink-0 font-semibold whitespace-nowrap text-teal-800 transition group-hover:translate-x-0.5 motion-reduce:transition-none"
          >
            {"Learn more\u00a0→"}
          </span>
        </p>
      </div>
    </article>
  );
}
