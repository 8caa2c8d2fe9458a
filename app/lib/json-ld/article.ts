import { site } from "~/content/site";
import { practiceRef } from "./practice";

/** A page of the practice's own writing as schema.org Article, written and published by the practice. */
export function articleJsonLd(origin: string, { headline, path }: { headline: string; path: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline,
    author: { "@type": "Organization", ...practiceRef(origin), name: site.name },
    publisher: practiceRef(origin),
    url: `${origin}${path}`,
  };
}
