import { noCspSources, type CspSources } from "~/lib/csp-sources";

/**
 * Where the consent-gated analytics tools load from and talk to: one list, read by the browser
 * loaders (script URLs) and by the server (Content-Security-Policy). A tool's hosts are allowed
 * only when its id is configured. In tests, `scriptOrigin` (ANALYTICS_SCRIPT_ORIGIN) replaces
 * every host with a local server that serves stand-in scripts; the loader code is unchanged.
 */
export interface AnalyticsIds {
  gaMeasurementId?: string;
  gtmId?: string;
  clarityProjectId?: string;
}

const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";
const CLARITY_ORIGIN = "https://www.clarity.ms";

export function analyticsScriptUrls(ids: AnalyticsIds, scriptOrigin?: string) {
  const google = scriptOrigin ?? GOOGLE_TAG_ORIGIN;
  const clarity = scriptOrigin ?? CLARITY_ORIGIN;
  return {
    googleAnalytics: ids.gaMeasurementId ? `${google}/gtag/js?id=${encodeURIComponent(ids.gaMeasurementId)}` : undefined,
    tagManager: ids.gtmId ? `${google}/gtm.js?id=${encodeURIComponent(ids.gtmId)}` : undefined,
    clarity: ids.clarityProjectId ? `${clarity}/tag/${encodeURIComponent(ids.clarityProjectId)}` : undefined,
  };
}

/** The CSP additions for the configured tools (Google's and Microsoft's published lists). */
export function analyticsCspSources(ids: AnalyticsIds, scriptOrigin?: string): CspSources {
  const any = Boolean(ids.gaMeasurementId || ids.gtmId || ids.clarityProjectId);
  if (scriptOrigin) {
    return any ? { scriptHosts: [scriptOrigin], connectHosts: [scriptOrigin], imgHosts: [scriptOrigin], frameHosts: [] } : noCspSources();
  }
  const sources = noCspSources();
  const add = (list: string[], ...hosts: string[]) => {
    for (const host of hosts) if (!list.includes(host)) list.push(host);
  };
  if (ids.gaMeasurementId) {
    add(sources.scriptHosts, GOOGLE_TAG_ORIGIN);
    add(sources.connectHosts, "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
    add(sources.imgHosts, "https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (ids.gtmId) {
    add(sources.scriptHosts, GOOGLE_TAG_ORIGIN);
    add(sources.connectHosts, GOOGLE_TAG_ORIGIN);
    add(sources.imgHosts, GOOGLE_TAG_ORIGIN);
  }
  if (ids.clarityProjectId) {
    add(sources.scriptHosts, CLARITY_ORIGIN, "https://scripts.clarity.ms");
    add(sources.connectHosts, "https://*.clarity.ms");
    add(sources.imgHosts, "https://*.clarity.ms", "https://c.bing.com");
  }
  return sources;
}
