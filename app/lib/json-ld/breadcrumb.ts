import type { Crumb } from "~/content/crumb";

/** A page's breadcrumb trail as schema.org BreadcrumbList: the same list the visible trail shows. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${origin}${c.path}` })),
  };
}
