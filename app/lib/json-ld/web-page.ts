import { practiceRef } from "./practice";

/**
 * A page as a schema.org WebPage or one of its kinds (about, contact, collection): its name and
 * address, plus the properties of that kind the caller gives (description, about, mainEntity, ...).
 */
export function webPageJsonLd(
  origin: string,
  {
    type = "WebPage",
    name,
    path,
    ...properties
  }: { type?: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage"; name: string; path: string } & Record<string, unknown>,
): Record<string, unknown> {
  return { "@context": "https://schema.org", "@type": type, name, url: `${origin}${path}`, ...properties };
}

/** A page that lists other pages: its name, where it is, its parts and the items it lists, in order. */
export function collectionPageJsonLd(
  origin: string,
  page: { name: string; path: string; parts?: string[]; items: { name: string; path: string }[] },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    url: `${origin}${page.path}`,
    isPartOf: practiceRef(origin),
    ...(page.parts ? { hasPart: page.parts.map((p) => ({ "@type": "WebPage", url: `${origin}${p}` })) } : {}),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: page.items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, url: `${origin}${it.path}` })),
    },
  };
}
