import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LoadingOverlay } from "~/components/ui/spinner";

/** How long a client-side navigation may load before the spinner shows. */
export const NAVIGATION_SPINNER_DELAY_MS = 300;

/**
 * A client-side navigation still loading its page's code or data after 300 ms shows the spinner
 * over the page area, until the page arrives; a quick one shows nothing. It ships with the start-up
 * code (a few hundred bytes): loaded on demand, it waited for the same slow network it is there to
 * cover.
 */
export function NavigationPending() {
  const navigation = useNavigation();
  const pendingKey = navigation.state === "loading" ? navigation.location.key : null;
  const [slowKey, setSlowKey] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingKey) return;
    const timer = window.setTimeout(() => setSlowKey(pendingKey), NAVIGATION_SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);
  if (!pendingKey || slowKey !== pendingKey) return null;
  return <LoadingOverlay testId="navigation-pending" />;
}
