import { COLLECT_PATH } from "./collect-events";
import type { CollectEvent } from "./collect-schema";

/**
 * Our own statistics (page views, Web Vitals, conversions) go to our own server only, and only
 * with analytics consent (the runtime calls this). sendBeacon survives the page being closed;
 * fetch with keepalive is the fallback.
 */
export function sendToCollector(events: CollectEvent[]): void {
  if (events.length === 0) return;
  const body = JSON.stringify({ events });
  try {
    if (navigator.sendBeacon?.(COLLECT_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Some browsers throw for beacons in unusual states; fall through to fetch.
  }
  void fetch(COLLECT_PATH, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" }, credentials: "omit" }).catch(
    () => undefined,
  );
}

/** A referrer from another site, reduced to its host name; our own pages are not referrers. */
export function externalReferrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost.toLowerCase() ? host : undefined;
  } catch {
    return undefined;
  }
}
