import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { lazyIsland } from "~/components/performance/lazy-island";

/** How long a client-side navigation may load before the spinner shows. */
export const NAVIGATION_SPINNER_DELAY_MS = 300;

// The spinner's code loads when a navigation starts, within the delay: no page's first load carries it.
const NavigationSpinner = lazyIsland(() => import("./navigation-spinner"), { when: "interaction" });

/**
 * A client-side navigation still loading its page's code or data after 300 ms shows the spinner
 * over the page area, until the page arrives; a quick one shows nothing.
 */
export function NavigationPending() {
  const navigation = useNavigation();
  const pendingKey = navigation.state === "loading" ? navigation.location.key : null;
  const [slowKey, setSlowKey] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingKey) return;
    void NavigationSpinner.load();
    const timer = window.setTimeout(() => setSlowKey(pendingKey), NAVIGATION_SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);
  if (!pendingKey || slowKey !== pendingKey) return null;
  return <NavigationSpinner />;
}
