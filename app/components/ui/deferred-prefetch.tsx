import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

/** Spec 9: the homepage preloads the next likely pages 2000 ms after it loads. */
export const PREFETCH_DELAY_MS = 2000;

/**
 * Prefetch the code (and data) of likely next pages once the current one has settled. A page that
 * does not exist yet simply has nothing to prefetch.
 */
export function DeferredPrefetch({ pages, delay = PREFETCH_DELAY_MS }: { pages: string[]; delay?: number }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  if (!due) return null;
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
