/** The page view is sent 100 ms after a route change, once the new title is in place. */
export const PAGE_VIEW_DELAY_MS = 100;

export interface PageView {
  page_path: string;
  page_title: string;
  page_location: string;
}

/**
 * The page-view payload. The path keeps its query string for campaign tags (utm_*), never the
 * fragment; location is the full address without the fragment.
 */
export function pageViewFor(url: URL, title: string): PageView {
  return {
    page_path: `${url.pathname}${url.search}`,
    page_title: title,
    page_location: `${url.origin}${url.pathname}${url.search}`,
  };
}
