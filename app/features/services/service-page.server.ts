import { servicePageExtras } from "~/content/service-facts";
import { serviceBySlug, serviceForPath, toCard } from "~/content/services";
import type { Crumb } from "~/content/crumb";
import { serviceCrumbs } from "./service-paths";

/**
 * What one service or program page needs, shaped on the server: its own entry (or the campaign
 * variant's SEO over it), its breadcrumbs, its own fact cards and closing band, and the cards it
 * links to, so the browser never downloads the other pages' copy. Undefined for a path that is not a service page.
 */
export function servicePageData(pathname: string) {
  const found = serviceForPath(pathname);
  if (!found) return undefined;
  const { entry, variant } = found;
  const crumbs: Crumb[] = serviceCrumbs(entry);
  return {
    entry,
    crumbs,
    seo: variant?.seo ?? entry.seo,
    isVariant: Boolean(variant),
    ...servicePageExtras[entry.slug],
    related: entry.related.flatMap((slug) => {
      const r = serviceBySlug(slug);
      return r ? [toCard(r)] : [];
    }),
    betterFits: entry.betterFits.map((b) => {
      const target = b.goTo ? serviceBySlug(b.goTo) : undefined;
      return { text: b.text, target: target ? { title: target.title, path: target.path } : null };
    }),
  };
}

export type ServicePageData = NonNullable<ReturnType<typeof servicePageData>>;
