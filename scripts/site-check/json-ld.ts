/**
 * Validates the JSON-LD a page sends (`<script type="application/ld+json">`): each block parses,
 * every top-level node names the schema.org context, and every node of a type the site uses has
 * the properties search engines require for it. A type without a rule here is an error too, so a
 * new kind of structured data arrives with its rule.
 */

type Node = Record<string, unknown>;

const ORGANIZATION_TYPES = ["Organization", "LocalBusiness", "MedicalBusiness", "ProfessionalService", "MedicalClinic"];
const PAGE_TYPES = ["WebPage", "AboutPage", "CollectionPage", "ContactPage", "ProfilePage", "FAQPage"];

/** Properties holding a URL: when present as text they must be absolute http(s) addresses. */
const URL_PROPERTIES = ["url", "item", "contentUrl", "webFeed", "@id", "mainEntityOfPage", "sameAs", "image", "logo"];
/** Properties holding a date or date-time (ISO 8601). */
const DATE_PROPERTIES = ["datePublished", "dateModified", "dateCreated", "uploadDate", "foundingDate"];

function text(node: Node, key: string): string | undefined {
  const value = node[key];
  if (typeof value === "string" && value.trim() !== "") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.filter((v): v is Node => typeof v === "object" && v !== null);
  return typeof value === "object" && value !== null ? [value as Node] : [];
}

function typesOf(node: Node): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string");
}

/** A node that only points at one described elsewhere (`{ "@id": ... }` or `{ "@type", "@id" }`, name optional). */
function isReference(node: Node): boolean {
  return typeof node["@id"] === "string" && Object.keys(node).every((k) => ["@id", "@type", "name", "url"].includes(k));
}

type Rule = (node: Node, need: (condition: unknown, message: string) => void) => void;

const requireName: Rule = (n, need) => need(text(n, "name"), "needs a name");

const postalAddress: Rule = (n, need) => {
  for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]) need(text(n, key), `needs ${key}`);
};

const organization: Rule = (n, need) => {
  requireName(n, need);
  if (isReference(n)) return;
  need(text(n, "url"), "needs a url");
};

const aggregateRating: Rule = (n, need) => {
  const value = Number(text(n, "ratingValue"));
  need(Number.isFinite(value), "needs a numeric ratingValue");
  const best = Number(text(n, "bestRating") ?? 5);
  const worst = Number(text(n, "worstRating") ?? 1);
  need(!Number.isFinite(value) || (value >= worst && value <= best), `ratingValue ${value} lies outside ${worst}-${best}`);
  const count = Number(text(n, "ratingCount") ?? text(n, "reviewCount"));
  need(Number.isInteger(count) && count > 0, "needs ratingCount or reviewCount (a positive whole number)");
};

const article: Rule = (n, need) => {
  need(text(n, "headline"), "needs a headline");
  const authors = nodes(n.author);
  need(authors.length > 0 && authors.every((a) => text(a, "name")), "needs an author with a name");
};

const listItems: Rule = (n, need) => {
  const items = nodes(n.itemListElement);
  need(items.length > 0, "needs itemListElement entries");
  items.forEach((item, i) => need(Number(item.position) === i + 1, `itemListElement ${i + 1} needs position ${i + 1}`));
};

const rules: Record<string, Rule> = {
  ...Object.fromEntries(ORGANIZATION_TYPES.map((t) => [t, organization])),
  ...Object.fromEntries(PAGE_TYPES.map((t) => [t, (n: Node, need: Parameters<Rule>[1]) => need(text(n, "url") ?? text(n, "@id"), "needs a url")])),
  PostalAddress: postalAddress,
  AggregateRating: aggregateRating,
  Person: requireName,
  Article: article,
  BlogPosting: (n, need) => {
    article(n, need);
    need(text(n, "datePublished"), "needs datePublished");
    need(n.image !== undefined, "needs an image");
  },
  Blog: requireName,
  PodcastSeries: (n, need) => {
    requireName(n, need);
    need(text(n, "url"), "needs a url");
  },
  PodcastEpisode: (n, need) => {
    requireName(n, need);
    need(text(n, "url"), "needs a url");
    need(text(n, "datePublished"), "needs datePublished");
    need(nodes(n.partOfSeries).length > 0, "needs partOfSeries");
    const media = nodes(n.associatedMedia);
    need(media.length > 0 && media.every((m) => text(m, "contentUrl")), "needs associatedMedia with a contentUrl");
  },
  BreadcrumbList: (n, need) => {
    listItems(n, need);
    const items = nodes(n.itemListElement);
    // Every crumb but the last (the page itself) must link somewhere.
    items.forEach((item, i) => need(i === items.length - 1 || text(item, "item") || nodes(item.item).length > 0, `crumb ${i + 1} needs an item URL`));
  },
  ItemList: listItems,
  ListItem: (n, need) => need(Number.isInteger(Number(n.position)) && Number(n.position) > 0, "needs a position"),
  FAQPage: (n, need) => {
    need(nodes(n.mainEntity).length > 0, "needs mainEntity questions");
    need(
      nodes(n.mainEntity).every((q) => typesOf(q).includes("Question")),
      "mainEntity must hold Questions",
    );
  },
  Question: (n, need) => {
    requireName(n, need);
    need(
      nodes(n.acceptedAnswer).some((a) => text(a, "text")),
      "needs an acceptedAnswer with text",
    );
  },
  Answer: (n, need) => need(text(n, "text"), "needs text"),
  Service: (n, need) => {
    requireName(n, need);
    need(nodes(n.provider).length > 0, "needs a provider");
  },
  Offer: (n, need) => {
    need(text(n, "price") !== undefined || nodes(n.priceSpecification).length > 0, "needs a price or priceSpecification");
    if (text(n, "price") !== undefined) need(text(n, "priceCurrency"), "needs priceCurrency with its price");
  },
  UnitPriceSpecification: (n, need) => {
    need(text(n, "price") !== undefined || text(n, "minPrice") !== undefined, "needs a price");
    need(text(n, "priceCurrency"), "needs priceCurrency");
  },
  WebSite: (n, need) => {
    requireName(n, need);
    need(text(n, "url"), "needs a url");
  },
  SearchAction: (n, need) => {
    const target = text(n, "target") ?? text(nodes(n.target)[0] ?? {}, "urlTemplate");
    need(target?.includes("{search_term_string}"), "needs a target with {search_term_string}");
    need(text(n, "query-input")?.includes("search_term_string"), "needs query-input naming search_term_string");
  },
  ImageObject: (n, need) => need(text(n, "url") ?? text(n, "contentUrl"), "needs a url or contentUrl"),
  MediaObject: (n, need) => need(text(n, "contentUrl"), "needs a contentUrl"),
  AudioObject: (n, need) => need(text(n, "contentUrl"), "needs a contentUrl"),
  DigitalDocument: (n, need) => {
    requireName(n, need);
    need(text(n, "url"), "needs a url");
  },
  ContactPoint: (n, need) => need(text(n, "contactType"), "needs a contactType"),
  OpeningHoursSpecification: (n, need) => {
    need(n.dayOfWeek !== undefined, "needs dayOfWeek");
    need(text(n, "opens") && text(n, "closes"), "needs opens and closes");
  },
  EducationalOccupationalCredential: (n, need) => need(text(n, "credentialCategory"), "needs a credentialCategory"),
  City: requireName,
  State: requireName,
  Country: requireName,
  PeopleAudience: (n, need) => need(text(n, "audienceType"), "needs an audienceType"),
  QuantitativeValue: (n, need) => need(text(n, "value") ?? text(n, "minValue") ?? text(n, "maxValue"), "needs a value"),
};

/** The schema.org types this validator knows. */
export const knownJsonLdTypes = Object.keys(rules);

function isAbsoluteUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkNode(node: Node, path: string, errors: string[]) {
  const types = typesOf(node);
  const where = `${path}${types.length ? ` (${types.join(", ")})` : ""}`;
  if (types.length === 0 && !isReference(node)) errors.push(`${where}: has no @type`);
  for (const type of types) {
    const rule = rules[type];
    if (!rule) {
      errors.push(`${where}: no validation rule for the type ${type}`);
      continue;
    }
    rule(node, (condition, message) => {
      if (!condition) errors.push(`${where}: ${message}`);
    });
  }
  for (const key of URL_PROPERTIES) {
    for (const value of Array.isArray(node[key]) ? (node[key] as unknown[]) : [node[key]]) {
      if (typeof value === "string" && !isAbsoluteUrl(value) && !(key === "@id" && value.startsWith("#")))
        errors.push(`${where}: ${key} "${value}" is not an absolute URL`);
    }
  }
  for (const key of DATE_PROPERTIES) {
    const value = node[key];
    if (
      value !== undefined &&
      (typeof value !== "string" || !/^\d{4}(-\d{2}(-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/.test(value))
    ) {
      errors.push(`${where}: ${key} "${String(value)}" is not an ISO 8601 date`);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    nodes(value).forEach((child, i) => checkNode(child, `${where}.${key}${Array.isArray(value) ? `[${i}]` : ""}`, errors));
  }
}

/** Every `<script type="application/ld+json">` body of an HTML document. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
}

/** The problems of one JSON-LD block, one readable line each; empty when it is valid. */
export function validateJsonLd(source: string, label = "JSON-LD"): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${label}: does not parse (${(error as Error).message})`];
  }
  const errors: string[] = [];
  const top = Array.isArray(data) ? data : [data];
  top.forEach((value, i) => {
    const where = top.length > 1 ? `${label}[${i}]` : label;
    if (typeof value !== "object" || value === null) {
      errors.push(`${where}: is not an object`);
      return;
    }
    const node = value as Node;
    const context = node["@context"];
    if (typeof context !== "string" || !/^https?:\/\/schema\.org\/?$/.test(context)) errors.push(`${where}: @context must be https://schema.org`);
    const graph = node["@graph"];
    if (Array.isArray(graph)) graph.forEach((child, j) => checkNode(child as Node, `${where}.@graph[${j}]`, errors));
    else checkNode(node, where, errors);
  });
  return errors;
}

/** The problems of every JSON-LD block of a page. */
export function validatePageJsonLd(html: string, page: string): string[] {
  return jsonLdBlocks(html).flatMap((block, i) => validateJsonLd(block, `${page} block ${i + 1}`));
}
