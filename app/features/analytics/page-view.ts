/** The page view is sent 100 ms after a route change, once the new title is in place. */
export const PAGE_VIEW_DELAY_MS = 100;

export interface PageView {
  page_path: string;
  page_title: string;
  page_location: string;
}

/** Query parameters that carry what a visitor typed (site search): never sent anywhere. */
const PRIVATE_PARAMS = ["q"];

/**
 * The page-view payload. The path keeps its query string for campaign tags (utm_*), never the
 * fragment or a search term; location is the full address without them.
 */
export function pageViewFor(url: URL, title: string): PageView {
  const params = new URLSearchParams(url.search);
  for (const name of PRIVATE_PARAMS) params.delete(name);
  const search = params.size ? `?${params}` : "";
  return {
    page_path: `${url.pathname}${search}`,
    page_title: title,
    page_location: `${url.origin}${url.pathname}${search}`,
  };
}
