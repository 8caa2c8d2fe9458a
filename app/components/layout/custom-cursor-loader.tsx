import { lazy, Suspense, useEffect, useState } from "react";

const CustomCursor = lazy(() => import("./custom-cursor"));

const FINE_POINTER = "(pointer: fine) and (hover: hover)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The custom cursor is decoration: its code loads only on a mouse-driven device without reduced
 * motion, and only once the browser is idle after the page has loaded, so it never competes with
 * the first paint or the first interaction.
 */
export function CustomCursorLoader() {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const fine = window.matchMedia(FINE_POINTER);
    const reduced = window.matchMedia(REDUCED_MOTION);
    const evaluate = () => setEnabled(fine.matches && !reduced.matches);
    let idleHandle: number | undefined;
    let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(evaluate, { timeout: 4000 });
      else timeoutHandle = setTimeout(evaluate, 1500);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    fine.addEventListener("change", evaluate);
    reduced.addEventListener("change", evaluate);
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      clearTimeout(timeoutHandle);
      fine.removeEventListener("change", evaluate);
      reduced.removeEventListener("change", evaluate);
    };
  }, []);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <CustomCursor />
    </Suspense>
  );
}
