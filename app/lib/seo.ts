import type { MetaDescriptor } from "react-router";
import { isStartingPrice, priceOf, priceUnitLabels, type ServiceEntry } from "~/content/service-model";
import { site } from "~/content/site";

/**
 * Page metadata and every schema.org (JSON-LD) builder the pages share: practice, breadcrumbs,
 * FAQ, service, item list, collection page. Blog posts and podcast episodes keep theirs in their
 * features (features/blog, features/podcasts): they read those features' own types, and lib may
 * not import a feature.
 */

/** One step of a breadcrumb trail: the page declares its list once, read by the visible trail and the JSON-LD. */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  /** 50-160 characters (checked by the e2e sweep). */
  description: string;
  /** Path used for the canonical URL; defaults to the current path. */
  canonicalPath?: string;
  /** Internal, demo and variant pages. */
  noindex?: boolean;
  /** Open Graph type; "website" by default. */
  ogType?: "website" | "article" | "profile";
  /** JSON-LD objects rendered as application/ld+json. */
  jsonLd?: Record<string, unknown>[];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

const SITE_HOSTS = Object.values(site.hostnames) as string[];

/** Canonical URLs use the matching one of the three site hostnames, else the primary. */
export function canonicalOriginFor(host: string | null | undefined): string {
  const bare = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  const match = SITE_HOSTS.find((h) => h === bare);
  return `https://${match ?? site.hostnames.primary}`;
}

export function canonicalOriginFromMatches(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { canonicalOrigin?: string } | undefined;
  return data?.canonicalOrigin ?? `https://${site.hostnames.primary}`;
}

export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Title, description, canonical, robots, Open Graph and JSON-LD for one page. */
export function seoMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const origin = canonicalOriginFromMatches(args.matches);
  const canonical = `${origin}${page.canonicalPath ?? args.location.pathname}`;
  const title = fullTitle(page.title);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: page.noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: `${origin}/og-image.png` },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  for (const ld of page.jsonLd ?? []) meta.push({ "script:ld+json": ld });
  return meta;
}

/**
 * JSON-LD for the practice itself (search-engine defaults: hours, prices). No AggregateRating: the
 * 4.9 is the practice's rating on another service, whose review count the site does not hold, and
 * search engines refuse a business's own markup of ratings gathered elsewhere.
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

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${origin}${c.path}` })),
  };
}

/** Questions and answers as schema.org FAQPage: the same words the page's Faq component shows. */
export function faqPageJsonLd(origin: string, path: string, faqs: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${origin}${path}#faq`,
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

/** A service or program page: Service with the practice as provider, where it is offered and its offer. */
export function serviceJsonLd(origin: string, entry: ServiceEntry): Record<string, unknown> {
  const url = `${origin}${entry.path}`;
  const price = priceOf(entry);
  const practice = practiceJsonLd(origin);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: entry.title,
    description: entry.summary,
    serviceType: entry.serviceType,
    category: entry.kind === "program" ? "Therapy program" : "Therapy service",
    url,
    provider: { "@type": practice["@type"], "@id": practice["@id"], name: site.name, url: practice.url },
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

/** The pages a page lists (services, programs, the clinicians on /team), in the order shown. */
export function itemListJsonLd(origin: string, name: string, items: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, url: `${origin}${it.path}` })),
  };
}

/** The practice as a reference, for a page's publisher, author or subject. */
export function practiceRef(origin: string): { "@id": string } {
  return { "@id": `${origin}/#practice` };
}

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
