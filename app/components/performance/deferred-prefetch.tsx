import { useEffect } from "react";
import { matchRoutes } from "react-router";
import { pageDataUrl, type RouteManifest, type RouterRoutes, useFrameworkRouting } from "~/lib/react-router-internals";

/** The homepage preloads the next likely pages 2000 ms after it loads. */
export const PREFETCH_DELAY_MS = 2000;

/** Between two pages: enough for the browser to paint or answer a tap in between. */
const NEXT_PAGE_GAP_MS = 150;

/** A page whose route is not known to the browser yet (lazy route discovery) is tried again this often, up to five times. */
const UNDISCOVERED_RETRY_MS = 500;
const UNDISCOVERED_RETRIES = 5;

/**
 * Prefetch likely next pages once the current one has settled, as React Router's
 * `<PrefetchPageLinks>` does: `<link rel="modulepreload">` for each route module of the page and
 * its imports (the browser downloads and compiles them; nothing runs until the visitor goes
 * there), and `<link rel="prefetch">` for the page's loader data, the data request a client-side
 * navigation makes (`pageDataUrl`: our routes have no client loaders or revalidation opt-outs, so it
 * names no routes).
 *
 * Not `<PrefetchPageLinks>` itself: to read a route's optional `links()` export it imports and runs
 * the whole route module (a long task per page; decision 0016 has the measurement, 0026 the code
 * path) at the moment the visitor may be starting to scroll or tap. No route we prefetch exports
 * `links()`.
 */
export function DeferredPrefetch({ pages, delay = PREFETCH_DELAY_MS }: { pages: string[]; delay?: number }) {
  const routing = useFrameworkRouting();
  useEffect(() => {
    if (!routing) return;
    const queue = pages.map((page) => ({ page, retries: UNDISCOVERED_RETRIES }));
    let timer: number;
    const next = () => {
      const item = queue.shift();
      if (!item) return;
      const targets = prefetchTargets(item.page, routing.currentRoutes(), routing.manifest);
      if (targets) addPrefetchLinks(targets, routing.nonce);
      else if (item.retries > 0) queue.push({ ...item, retries: item.retries - 1 });
      timer = window.setTimeout(next, targets ? NEXT_PAGE_GAP_MS : UNDISCOVERED_RETRY_MS);
    };
    timer = window.setTimeout(next, delay);
    return () => window.clearTimeout(timer);
    // Once per page view: the list and the router do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-running would queue the prefetches twice
  }, []);
  return null;
}

export interface PrefetchTargets {
  /** Route modules and their imports, once each. */
  modules: string[];
  /** The page's loader data, if a route it matches has a loader. */
  data: string | null;
}

/** What to prefetch for a page, or null while its route is not discovered yet (only the catch-all matches). */
export function prefetchTargets(page: string, routes: RouterRoutes, manifest: RouteManifest): PrefetchTargets | null {
  const matches = matchRoutes(routes, page);
  if (!matches || matches.at(-1)?.route.path === "*") return null;
  const manifestRoutes = matches.map((match) => manifest.routes[match.route.id]).filter((route) => route !== undefined);
  return {
    modules: [...new Set(manifestRoutes.flatMap((route) => [route.module, ...(route.imports ?? [])]))],
    data: manifestRoutes.some((route) => route.hasLoader) ? pageDataUrl(page) : null,
  };
}

function addPrefetchLinks({ modules, data }: PrefetchTargets, nonce: string | undefined) {
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>("link[href], script[src]")].map((el) => el.getAttribute("href") ?? el.getAttribute("src")),
  );
  const fragment = document.createDocumentFragment();
  const add = (href: string, rel: "modulepreload" | "prefetch") => {
    if (known.has(href)) return;
    const link = document.createElement("link");
    link.rel = rel;
    if (rel === "prefetch") link.as = "fetch";
    link.href = href;
    if (nonce) link.nonce = nonce;
    fragment.append(link);
  };
  if (data) add(data, "prefetch");
  for (const href of modules) add(href, "modulepreload");
  document.head.append(fragment);
}
