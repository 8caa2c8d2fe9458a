import { Link } from "react-router";
import { searchPage as copy } from "~/content/search-page";
import { SEARCH_PATH } from "./search-types";

/** Where to go before a search, or after one that found nothing: a few searches and a few pages. */
export function SearchSuggestions() {
  return (
    <>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.suggestionsLabel}>
        {copy.suggestions.map((s) => (
          <li key={s}>
            <Link
              to={`${SEARCH_PATH}?q=${encodeURIComponent(s)}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-semibold text-ink hover:border-teal-700 hover:text-teal-800"
            >
              {s}
            </Link>
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
