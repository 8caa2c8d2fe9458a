import { practiceRef } from "./practice";

/** The blog as schema.org Blog, published by the practice (its posts point back to it as isPartOf). */
export function blogJsonLd(origin: string, { name, path }: { name: string; path: string }): Record<string, unknown> {
  return { "@context": "https://schema.org", "@type": "Blog", name, url: `${origin}${path}`, publisher: practiceRef(origin) };
}
