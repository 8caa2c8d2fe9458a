import { useState } from "react";
import { isAfterFirstHydration } from "~/components/performance/first-hydration";

/**
 * A block below the first screen. Until the start-up script has laid it out, the browser skips its
 * style and layout (`content-visibility: auto`, in app.css), so the first paint does not wait for
 * the whole page; the script then lays the blocks out one per task right after that paint, before
 * hydration, so no single task holds the main thread for the whole page (decision 0017). Without
 * JavaScript each block renders as it nears the screen.
 *
 * The script marks each block `data-rendered`; React leaves that attribute alone while hydrating.
 * A block rendered by a client-side navigation is marked from the start, as the page is already
 * interactive and React lays it out in its own commit.
 */
export function RenderLater({ children }: { children: React.ReactNode }) {
  return (
    <div className="render-later" {...useRenderLater()}>
      {children}
    </div>
  );
}

/**
 * Set on `<html>` by the head script when the address has a hash, which it takes out of the address
 * until the start-up script has laid out every block and puts it back (deferred-hydration.server.ts).
 */
export const HASH_ARRIVAL_ATTRIBUTE = "data-hash-arrival";

/** The attribute an element with the `render-later` class needs (the footer uses it directly). */
export function useRenderLater(): { "data-rendered"?: "" } {
  const [renderedNow] = useState(isAfterFirstHydration);
  return renderedNow ? { "data-rendered": "" } : {};
}
