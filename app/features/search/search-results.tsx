import { headingVariants } from "~/components/ui/heading";
import { Link } from "react-router";
import { searchKindLabels, type SearchHit } from "./search-types";

/**
 * Results: the kind, the title (the link), a snippet with the matched words marked. titleHtml and
 * snippetHtml were escaped on the server; the only markup in them is our own <mark>.
 */
export function SearchResults({ hits, compact = false }: { hits: SearchHit[]; compact?: boolean }) {
  // Live results sit under a search box anywhere in a page's outline: they add no headings to it.
  const Title = compact ? "p" : "h3";
  return (
    <ol className={compact ? "divide-y divide-line" : "space-y-4"}>
      {hits.map((hit) => (
        <li
          key={hit.path}
          className={compact ? "py-3" : "relative rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-6"}
          data-testid="search-result"
        >
          <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">
            {searchKindLabels[hit.kind]}
            {hit.dateLabel ? <span className="font-normal tracking-normal text-ink-soft normal-case"> · {hit.dateLabel}</span> : null}
          </p>
          <Title className={headingVariants({ size: compact ? "narrow" : "tile", className: "mt-1" })}>
            <Link to={hit.path} className="search-marks hover:text-teal-800 hover:underline" dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
          </Title>
          {compact ? null : <p className="search-marks mt-2 text-ink-soft" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />}
        </li>
      ))}
    </ol>
  );
}
