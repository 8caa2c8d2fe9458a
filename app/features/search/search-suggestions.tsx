import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { searchPage as copy } from "~/content/search-page";
import { SEARCH_PATH } from "./search-types";

/** Where to go before a search, or after one that found nothing: a few searches and a few pages. */
export function SearchSuggestions() {
  return (
    <>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.suggestionsLabel}>
        {copy.suggestions.map((s) => (
          <li key={s}>
            <ButtonLink to={`${SEARCH_PATH}?q=${encodeURIComponent(s)}`} variant="chip" size="chip" className="text-base">
              {s}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2" aria-label={copy.startingPagesLabel}>
        {copy.startingPages.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              className="flex min-h-14 items-center justify-between rounded-2xl bg-white px-5 font-semibold text-teal-800 shadow-soft hover:bg-teal-50"
            >
              {p.label} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
