import { startTransition, useEffect, useState } from "react";

/**
 * Whether a media query matches. The server (and the first client render, for a quiet hydration)
 * uses `serverValue`; the real value follows right after hydration and on every change.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    // The first reading right after hydration is not urgent: as a transition it renders in small
    // slices instead of one synchronous pass inside hydration's own task.
    startTransition(update);
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
