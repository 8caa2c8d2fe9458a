import type { Crumb } from "~/content/crumb";

/** The pages a page lists (services, programs, the clinicians on /team), in the order shown. */
export function itemListJsonLd(origin: string, name: string, items: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, url: `${origin}${it.path}` })),
  };
}
