import { isStartingPrice, priceOf, priceUnitLabels, type ServiceEntry } from "~/content/service-model";
import { site } from "~/content/site";
import { PRACTICE_TYPE, practiceRef } from "./practice";

/** A service or program page: Service with the practice as provider, where it is offered and its offer. */
export function serviceJsonLd(origin: string, entry: ServiceEntry): Record<string, unknown> {
  const url = `${origin}${entry.path}`;
  const price = priceOf(entry);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: entry.title,
    description: entry.summary,
    serviceType: entry.serviceType,
    category: entry.kind === "program" ? "Therapy program" : "Therapy service",
    url,
    provider: { "@type": PRACTICE_TYPE, ...practiceRef(origin), name: site.name, url: `${origin}/` },
    areaServed: [
      { "@type": "City", name: site.address.city, containedInPlace: { "@type": "State", name: "Texas" } },
      { "@type": "State", name: "Texas" },
    ],
    audience: { "@type": "PeopleAudience", audienceType: entry.audience },
    offers: {
      "@type": "Offer",
      url,
      price: String(price.amountUsd),
      priceCurrency: "USD",
      description: entry.included.join("; "),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: price.amountUsd,
        priceCurrency: "USD",
        unitText: priceUnitLabels[price.unit],
        // Session fees rise with the therapist's level (fees.ts): the offer is a starting price.
        ...(isStartingPrice(entry) ? { minPrice: price.amountUsd } : {}),
        ...(price.unit === "month" ? { referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" } } : {}),
      },
    },
  };
}
