import { startTransition, useRef, useState } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import { useAdoptVisitorInput } from "~/components/performance/visitor-input";
import { searchBoxCopy } from "~/content/search-page";
import { SearchForm } from "./search-form";

const LiveSearchResults = lazyIsland(() => import("./live-search-results"), { when: "interaction" });

/**
 * The site search box with results as you type, for any page to embed (the resources hub).
 * It is first a plain GET form to /resources/search, complete without JavaScript. The code for
 * live results loads only once the visitor starts typing, and asks the search page's loader.
 */
export function SiteSearchBox({ inputId = "site-search", label = searchBoxCopy.hubLabel }: { inputId?: string; label?: string }) {
  const [query, setQuery] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const statusId = `${inputId}-status`;
  const box = useRef<HTMLDivElement>(null);
  // Words typed before this code ran get their live results as soon as it runs.
  useAdoptVisitorInput(box, (element) => {
    const typed = element.querySelector("input")?.value ?? "";
    startTransition(() => setQuery(typed));
  });
  return (
    <div ref={box} className="relative w-full max-w-2xl" data-testid="site-search-box">
      <SearchForm
        inputId={inputId}
        label={label}
        onInput={(value) => startTransition(() => setQuery(value))}
        inputProps={{ "aria-describedby": statusId, "aria-controls": `${inputId}-live` }}
      />
      <p id={statusId} aria-live="polite" className="sr-only">
        {status}
      </p>
      <div id={`${inputId}-live`}>{query !== null ? <LiveSearchResults query={query} onStatus={setStatus} /> : null}</div>
    </div>
  );
}
