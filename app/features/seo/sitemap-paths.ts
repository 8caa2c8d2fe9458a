import { guidePath, guides } from "~/content/guides";
import { episodes } from "~/content/podcasts";
import { episodePath } from "~/content/podcast-show";
import { therapists, therapistPath } from "~/content/therapists";
import { siteRoutes, type RouteGroup, type SiteRoute } from "~/routes";

export interface SitemapEntry {
  path: string;
  label: string;
  group: RouteGroup;
  /** Last content change (YYYY-MM-DD or ISO time), for sitemap.xml's lastmod. */
  lastmod?: string;
}

/** Concrete pages behind a dynamic route, from the content files. */
const dynamicExpansions: Record<string, () => { path: string; label: string; lastmod?: string }[]> = {
  "/therapists/:slug": () => therapists.map((t) => ({ path: therapistPath(t), label: `${t.name}, ${t.role}` })),
  "/resources/podcasts/:episode": () =>
    episodes()
      .filter((e) => new Date(e.publishedAt) <= new Date())
      .map((e) => ({ path: episodePath(e), label: `Episode ${e.number}: ${e.title}`, lastmod: e.publishedAt.slice(0, 10) })),
  "/resources/downloads-guides/:slug": () => guides.map((g) => ({ path: guidePath(g), label: `${g.title} (free guide)`, lastmod: g.updatedAt })),
};

/** List pages change when their newest item does. */
const listLastmod: Record<string, () => string | undefined> = {
  "/resources-hub": () => newest([...guides.map((g) => g.updatedAt), ...publishedEpisodeDates()]),
  "/resources/downloads-guides": () => newest(guides.map((g) => g.updatedAt)),
  "/resources/podcasts": () => newest(publishedEpisodeDates()),
};

function publishedEpisodeDates(): string[] {
  return episodes()
    .filter((e) => new Date(e.publishedAt) <= new Date())
    .map((e) => e.publishedAt.slice(0, 10));
}

function newest(dates: string[]): string | undefined {
  return dates.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
}

/** Every page of the route table, dynamic routes expanded from content (tests sweep all of them). */
export function allPageEntries(): (SitemapEntry & { indexable: boolean })[] {
  return siteRoutes.flatMap((r: SiteRoute) => {
    if (!r.path.includes(":")) return [{ path: r.path, label: r.label, group: r.group, indexable: r.indexable, lastmod: listLastmod[r.path]?.() }];
    const expand = dynamicExpansions[r.path];
    return expand ? expand().map((e) => ({ ...e, group: r.group, indexable: r.indexable })) : [];
  });
}

/** Every public, indexable page of the route table, dynamic routes expanded. */
export function publicSitemapEntries(): SitemapEntry[] {
  return allPageEntries()
    .filter((r) => r.indexable)
    .map(({ path, label, group, lastmod }) => ({ path, label, group, lastmod }));
}
