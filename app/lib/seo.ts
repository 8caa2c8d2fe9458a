import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { defaultPracticeContact, type PracticeContact } from "~/content/practice-contact";

/**
 * Page metadata: title, description, canonical address, Open Graph and the page's JSON-LD
 * objects. The schema.org builders live in lib/json-ld/, one module per kind, so a page's
 * JavaScript carries only the builders that page uses (a meta function also runs in the browser).
 * Blog posts and podcast episodes keep theirs in their features (features/blog, features/podcasts):
 * they read those features' own types, and lib may not import a feature.
 */

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

/** The contact details the root loader read for this render (meta functions get no hook). */
export function contactFromMatches(matches: MetaArgsLike["matches"]): PracticeContact {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as { contact?: PracticeContact } | undefined)?.contact ?? defaultPracticeContact;
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
