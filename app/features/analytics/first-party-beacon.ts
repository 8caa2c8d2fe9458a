import { COLLECT_PATH, VISIT_ID_KEY } from "./collect-events";
import type { CollectEvent } from "./collect-schema";

/**
 * Our own statistics (page views, Web Vitals, conversions) go to our own server only, and only
 * with analytics consent (the runtime calls this). sendBeacon survives the page being closed;
 * fetch with keepalive is the fallback.
 */
export function sendToCollector(events: CollectEvent[]): void {
  if (events.length === 0) return;
  const visit = visitId();
  const body = JSON.stringify(visit ? { visit, events } : { events });
  try {
    if (navigator.sendBeacon?.(COLLECT_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Some browsers throw for beacons in unusual states; fall through to fetch.
  }
  void fetch(COLLECT_PATH, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" }, credentials: "omit" }).catch(
    () => undefined,
  );
}

/**
 * A random id for this tab's visit, in sessionStorage (gone when the tab closes; never a cookie,
 * never derived from the device). Made on the first beacon, which is sent only with consent.
 */
function visitId(): string | undefined {
  try {
    let id = sessionStorage.getItem(VISIT_ID_KEY);
    if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .slice(0, 22);
      sessionStorage.setItem(VISIT_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined; // storage blocked: the events still count, without a visit
  }
}

/** Consent withdrawn: the visit id goes too. */
export function forgetVisit(): void {
  try {
    sessionStorage.removeItem(VISIT_ID_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
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
