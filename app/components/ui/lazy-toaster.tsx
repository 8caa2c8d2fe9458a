import { useEffect, useState } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import { subscribeToToasts } from "./use-toast";

const Toaster = lazyIsland(() => import("./toaster").then((m) => ({ default: m.Toaster })), { when: "interaction" });

/**
 * Radix Toast is only needed once there is something to show: its code loads on the first toast,
 * or on F8 (the hotkey that reaches the notifications), keeping it out of every page's first load.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  useEffect(() => {
    if (needed) return;
    const unsubscribe = subscribeToToasts((toasts) => {
      if (toasts.length > 0) setNeeded(true);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        setFocusOnLoad(true);
        setNeeded(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      unsubscribe();
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [needed]);

  if (!needed) return null;
  return <Toaster focusViewportOnMount={focusOnLoad} />;
}
