import type { Database } from "~/db/client.server";
import { searchPage } from "~/content/search-page";
import type { Crumb } from "~/content/crumb";
import { SEARCH_PATH, type SearchHit } from "./search-types";
import { normalizeQuery, searchSite } from "./search.server";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "America/Chicago" });

/** /resources/search?q=: the tidied query and its results (nothing is logged or kept). */
export async function searchPageData(db: Database, url: URL): Promise<{ q: string; hits: SearchHit[]; crumbs: Crumb[] }> {
  const q = normalizeQuery(url.searchParams.get("q"));
  const results = q ? await searchSite(db, q) : [];
  return {
    q,
    /** The one trail the page shows and its BreadcrumbList repeats. */
    crumbs: [
      { name: "Home", path: "/" },
      { name: searchPage.crumbName, path: SEARCH_PATH },
    ],
    hits: results.map((r) => ({
      kind: r.kind,
      path: r.path,
      titleHtml: r.titleHtml,
      snippetHtml: r.snippetHtml,
      dateLabel: r.kind === "post" && r.publishedAt ? dateFormat.format(new Date(r.publishedAt)) : null,
    })),
  };
}
