import { therapists, therapistPath } from "~/content/therapists";
import { siteRoutes, type RouteGroup, type SiteRoute } from "~/routes";

export interface SitemapEntry {
  path: string;
  label: string;
  group: RouteGroup;
}

/** Concrete pages behind a dynamic route, from the content files. */
const dynamicExpansions: Record<string, () => { path: string; label: string }[]> = {
  "/therapists/:slug": () => therapists.map((t) => ({ path: therapistPath(t), label: `${t.name}, ${t.role}` })),
};

/** Every page of the route table, dynamic routes expanded from content (tests sweep all of them). */
export function allPageEntries(): (SitemapEntry & { indexable: boolean })[] {
  return siteRoutes.flatMap((r: SiteRoute) => {
    if (!r.path.includes(":")) return [{ path: r.path, label: r.label, group: r.group, indexable: r.indexable }];
    const expand = dynamicExpansions[r.path];
    return expand ? expand().map((e) => ({ ...e, group: r.group, indexable: r.indexable })) : [];
  });
}

/** Every public, indexable page of the route table, dynamic routes expanded. */
export function publicSitemapEntries(): SitemapEntry[] {
  return allPageEntries()
    .filter((r) => r.indexable)
    .map(({ path, label, group }) => ({ path, label, group }));
}

