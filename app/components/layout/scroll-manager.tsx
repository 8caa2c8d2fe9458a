import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** An address with a hash scrolls to that id after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Every route change scrolls to the top; with a hash, the page scrolls smoothly to the
 * element with that id after 100 ms instead (instantly under prefers-reduced-motion).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // Hydration is no route change: a visitor who scrolled before React was live stays where they are,
  // and the first load's hash scroll is the start-up script's (deferred-hydration.server.ts).
  const hydrated = useRef(false);
  useEffect(() => {
    const first = !hydrated.current;
    hydrated.current = true;
    if (first) return;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
