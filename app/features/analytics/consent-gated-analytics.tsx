import { useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useNonce } from "~/lib/nonce";
import type { PublicConfig } from "~/lib/public-config";
import { PAGE_VIEW_DELAY_MS } from "./page-view";

type Runtime = typeof import("./analytics-runtime");

/**
 * Mounted once in the app shell. Until `analytics` is true (the visitor said yes in the cookie
 * banner) it does nothing at all: no script, no beacon, no event sink. Then it loads the runtime
 * and reports a page view 100 ms after every route change, after React Router's <Meta>
 * has put the new page's title in place.
 */
export function ConsentGatedAnalytics({ analytics, marketing, functional }: { analytics: boolean; marketing: boolean; functional: boolean }) {
  // Read softly: an error page rendered without the root loader's data simply gets no analytics.
  const rootData = useRouteLoaderData("root") as { publicConfig?: PublicConfig } | undefined;
  const { scriptOrigin, ...ids } = rootData?.publicConfig?.analytics ?? {};
  const nonce = useNonce();
  const location = useLocation();
  const runtime = useRef<Runtime | null>(null);
  const [running, setRunning] = useState(false);
  const latest = useRef({ ids, scriptOrigin, nonce, marketing, functional });
  useEffect(() => {
    latest.current = { ids, scriptOrigin, nonce, marketing, functional };
  });

  const configured = Boolean(rootData?.publicConfig);
  useEffect(() => {
    if (!analytics || !configured) return;
    let cancelled = false;
    import("./analytics-runtime")
      .then((module) => {
        if (cancelled) return;
        runtime.current = module;
        module.startAnalytics(latest.current);
        setRunning(true);
      })
      .catch((error: unknown) => console.warn("Analytics could not start", error));
    // Consent withdrawn (or the page left): it stops at once.
    return () => {
      cancelled = true;
      runtime.current?.stopAnalytics();
      setRunning(false);
    };
  }, [analytics, configured]);

  useEffect(() => {
    if (running) runtime.current?.updateSignals({ analytics: true, marketing, functional });
  }, [running, marketing, functional]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => runtime.current?.trackPageView(), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, location.pathname, location.search]);

  return null;
}
