import { site } from "~/content/site";
import type { PracticeContact } from "~/content/practice-contact";

/** The practice's schema.org type, shared by the pages that name it as provider. */
export const PRACTICE_TYPE = "MedicalBusiness";

/**
 * JSON-LD for the practice itself, with its contact details as saved (search-engine defaults: hours,
 * prices). No AggregateRating: any rating the practice has is gathered on another service, and
 * search engines refuse a business's own markup of ratings gathered elsewhere.
 */
export function practiceJsonLd(origin: string, contact: PracticeContact): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": PRACTICE_TYPE,
    "@id": `${origin}/#practice`,
    name: site.name,
    url: `${origin}/`,
    telephone: contact.phone.display,
    email: contact.email,
    foundingDate: String(site.foundedYear),
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
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
