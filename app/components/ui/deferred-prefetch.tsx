import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

/** Spec 9: the homepage preloads the next likely pages 2000 ms after it loads. */
export const PREFETCH_DELAY_MS = 2000;

/** Between two pages: enough for the browser to paint or answer a tap in between. */
const NEXT_PAGE_GAP_MS = 150;

/**
 * Prefetch the code (and data) of likely next pages once the current one has settled. A page that
 * does not exist yet simply has nothing to prefetch.
 *
 * One page at a time, each in its own task: React Router adds a dozen `<link>` elements to the
 * head per page, and all three at once made one ~30 ms task (on a phone, four times that) just
 * when the visitor may be starting to scroll or tap.
 */
export function DeferredPrefetch({ pages, delay = PREFETCH_DELAY_MS }: { pages: string[]; delay?: number }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= pages.length) return;
    const timer = window.setTimeout(() => setCount((n) => n + 1), count === 0 ? delay : NEXT_PAGE_GAP_MS);
    return () => window.clearTimeout(timer);
  }, [count, delay, pages.length]);
  return (
    <>
      {pages.slice(0, count).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
