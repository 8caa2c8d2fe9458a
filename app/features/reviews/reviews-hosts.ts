import { noCspSources, type CspSources } from "~/lib/csp-sources";

/**
 * Where the homepage's third-party reviews widget loads from and talks to. Read by the widget
 * (script URL) and by the server (Content-Security-Policy): the hosts are allowed only when a
 * widget id is configured, and the script is injected only after consent.
 */
export const REVIEWS_WIDGET_SCRIPT = "https://static.elfsight.com/platform/platform.js";

export function reviewsWidgetCspSources(widgetId: string | undefined): CspSources {
  if (!widgetId) return noCspSources();
  return {
    scriptHosts: ["https://static.elfsight.com", "https://*.elfsight.com"],
    connectHosts: ["https://*.elfsight.com"],
    // Reviewer avatars come from the reviews service's image host.
    imgHosts: ["https://*.elfsight.com", "https://*.elfsightcdn.com", "https://*.googleusercontent.com"],
    frameHosts: [],
  };
}
