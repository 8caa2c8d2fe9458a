import { site } from "~/content/site";

/**
 * JSON-LD for the practice itself (search-engine defaults: hours, prices). No AggregateRating: any
 * rating the practice has is gathered on another service, and search engines refuse a business's
 * own markup of ratings gathered elsewhere.
 */
export function practiceJsonLd(origin = `https://${site.hostnames.primary}`): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${origin}/#practice`,
    name: site.name,
    url: `${origin}/`,
    telephone: site.phone.display,
    email: site.email,
    foundingDate: String(site.foundedYear),
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: [
      { "@type": "City", name: "Dallas" },
      { "@type": "State", name: "Texas" },
    ],
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.openingHoursSpecification.days,
      opens: site.openingHoursSpecification.opens,
      closes: site.openingHoursSpecification.closes,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** The practice as a reference, for a page's publisher, author or subject. */
export function practiceRef(origin: string): { "@id": string } {
  return { "@id": `${origin}/#practice` };
}
