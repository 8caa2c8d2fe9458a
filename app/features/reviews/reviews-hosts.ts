/**
 * Where the homepage's third-party reviews widget loads from and talks to. Read by the widget
 * (script URL) and by the server (Content-Security-Policy): the hosts are allowed only when a
 * widget id is configured, and the script is injected only after consent.
 */
export const REVIEWS_WIDGET_SCRIPT = "https://static.elfsight.com/platform/platform.js";

export interface CspSources {
  scriptHosts: string[];
  connectHosts: string[];
  imgHosts: string[];
  frameHosts: string[];
}

export function reviewsWidgetCspSources(widgetId: string | undefined): CspSources {
  if (!widgetId) return { scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] };
  return {
    scriptHosts: ["https://static.elfsight.com", "https://*.elfsight.com"],
    connectHosts: ["https://*.elfsight.com"],
    // Reviewer avatars come from the reviews service's image host.
    imgHosts: ["https://*.elfsight.com", "https://*.elfsightcdn.com", "https://*.googleusercontent.com"],
    frameHosts: [],
  };
}

/** Combine CSP host lists without duplicates. */
export function mergeCspSources(...lists: CspSources[]): CspSources {
  const merged: CspSources = { scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] };
  for (const list of lists) {
    for (const key of Object.keys(merged) as (keyof CspSources)[]) {
      for (const host of list[key]) if (!merged[key].includes(host)) merged[key].push(host);
    }
  }
  return merged;
}
