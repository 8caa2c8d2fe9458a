import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { searchBoxCopy as copy } from "~/content/search-page";
import { SearchResults } from "./search-results";
import { SEARCH_PATH, type SearchHit } from "./search-types";

const DEBOUNCE_MS = 250;
const SHOWN = 5;

/** The live part of SiteSearchBox (loaded on first keystroke): the top results under the box. */
export default function LiveSearchResults({ query, onStatus }: { query: string; onStatus: (text: string) => void }) {
  const fetcher = useFetcher<{ q: string; hits: SearchHit[] }>();
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  const q = query.replace(/\s+/g, " ").trim();

  useEffect(() => {
    if (q.length < 2) return;
    const timer = setTimeout(() => void load.current(`${SEARCH_PATH}?q=${encodeURIComponent(q)}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const data = q.length >= 2 && fetcher.data?.q === q ? fetcher.data : null;
  const count = data?.hits.length ?? null;
  useEffect(() => {
    if (count === null) return onStatus("");
    onStatus(count === 0 ? copy.noResultsStatus : copy.resultsStatus(count, Math.min(count, SHOWN)));
  }, [count, onStatus]);

  if (!data) return null;
  return (
    <div className="mt-3 rounded-[var(--radius-card)] border border-line bg-white p-4 text-left shadow-lift sm:p-5" data-testid="live-search-results">
      {data.hits.length ? (
        <>
          <SearchResults hits={data.hits.slice(0, SHOWN)} compact />
          <Link to={`${SEARCH_PATH}?q=${encodeURIComponent(q)}`} className="inline-link mt-3 inline-flex min-h-11 items-center">
            {copy.seeAll(data.hits.length)}
          </Link>
        </>
      ) : (
        <p className="text-ink-soft">{copy.nothingYet(q)}</p>
      )}
    </div>
  );
}
