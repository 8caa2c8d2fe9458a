import type { ServiceInterest } from "~/content/service-interest";
import { formatUsd, internFeeNote, SESSION_MINUTES, sessionFeeFor, type SessionFee } from "./fees";
import type { ServiceSlug } from "./service-slugs";
import { therapists } from "./therapists";
import { site } from "./site";

export { formatUsd };

/**
 * The shape of a service or program, its pricing rules and the small facts every price sits beside.
 * Kept apart from the copy in app/content/services/ so pages can format prices in the browser
 * without shipping every page's text; app/content/services/index.ts re-exports all of it.
 */

export type { ServiceSlug };

export type ServiceKind = "service" | "program";

/** Sessions are grouped by who comes; programs by their shape. */
export type ServiceGroup = "couples" | "premarital" | "individual" | "concentrated" | "structured" | "start-and-stay";

/** Hero and card illustrations (app/components/art/service-art.tsx). */
export type ArtMotif =
  | "mugs"
  | "lighthouse"
  | "worlds"
  | "hearts"
  | "spectrum"
  | "rings"
  | "sprout"
  | "threads"
  | "three-suns"
  | "circle"
  | "sunrise"
  | "reset"
  | "blueprint"
  | "kintsugi"
  | "bridge"
  | "phone"
  | "umbrella"
  | "paths"
  | "calendar"
  | "compass";

export type PriceUnit = "session" | "program" | "couple" | "month";

export interface ServicePrice {
  amountUsd: number;
  unit: PriceUnit;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceStep {
  title: string;
  text: string;
  link?: { label: string; to: string };
}

/** "Probably not the one for you if...": points visitors to the page that fits better. */
export interface BetterFit {
  text: string;
  goTo?: ServiceSlug;
}

export interface ServiceEntry {
  slug: ServiceSlug;
  path: `/${ServiceSlug}`;
  kind: ServiceKind;
  group: ServiceGroup;
  /** Programs also shown among the sessions for the same people on /services. */
  alsoListedUnder?: ServiceGroup[];
  /** The h1, the breadcrumb and the card title. */
  title: string;
  /** Small line above the h1. */
  eyebrow: string;
  /** A small label on cards, e.g. the Reset's "Discounted entry offer" (as in the navigation). */
  badge?: string;
  /** Short promise on cards (the homepage card title where one exists). */
  tagline: string;
  /** The hero lede: what it is, in two or three sentences. */
  subtitle: string;
  /** One sentence for cards, get-matched results and the fee table. */
  summary: string;
  /** Who comes: shown as a tag on cards. */
  audience: "Couples" | "Individuals" | "Couples or individuals" | "Engaged and newlywed couples";
  /** "This is for you if..." */
  fits: string[];
  betterFits: BetterFit[];
  helpsWith: string[];
  howItWorks: ServiceStep[];
  format: { inPerson: boolean; online: boolean; note: string };
  length: string;
  /** The days and times it runs, when they differ from the office hours (site.hours). */
  when?: { days: string; time: string }[];
  /** Omitted: the default for the kind (the lowest fee of its clinicians, or site.prices for programs). */
  price?: ServicePrice;
  /** What the price includes. */
  included: string[];
  faqs: ServiceFaq[];
  related: ServiceSlug[];
  art: ArtMotif;
  seo: { title: string; description: string };
  /** Preselected in the Vibe Check form (one of the serviceInterest values). */
  serviceInterest: ServiceInterest;
  /** Shows the crisis notice (988, 911) near the top of the page. */
  crisisNotice?: boolean;
  /** Hero button text; the Vibe Check label by default. */
  ctaLabel?: string;
  /** schema.org serviceType. */
  serviceType: string;
}

/** What a card (index pages, related services, get-matched results) shows. */
export type ServiceCardData = Pick<
  ServiceEntry,
  "slug" | "path" | "kind" | "title" | "badge" | "tagline" | "summary" | "audience" | "art" | "price" | "serviceInterest"
>;

/** A second path that renders an entry with its own title, noindex and a canonical to the entry. */
export interface ServiceVariant {
  path: string;
  of: ServiceSlug;
  seo: { title: string; description: string };
}

/** The session fee levels of the clinicians who offer a service (therapists.ts), lowest first, each once. */
export function sessionFeesOf(slug: ServiceSlug): SessionFee[] {
  const tiers = new Set(therapists.filter((t) => t.offers.includes(slug)).map((t) => t.feeTier));
  if (!tiers.size) throw new Error(`services: no clinician offers ${slug}`);
  return [...tiers].map(sessionFeeFor).sort((a, b) => a.sessionUsd - b.sessionUsd);
}

/** Whether the supervised intern offers this service: only then does its price mention the intern's fee. */
export function internOffers(slug: ServiceSlug): boolean {
  return sessionFeesOf(slug).some((f) => f.tier === "intern");
}

/** The lowest session fee among a service's clinicians, the intern's apart: its "from" price. */
export function sessionFromUsd(slug: ServiceSlug): number {
  const standard = sessionFeesOf(slug).filter((f) => f.tier !== "intern");
  return (standard[0] ?? sessionFeesOf(slug)[0]!).sessionUsd;
}

/**
 * A service's price: programs set their own (or use the default program price); session-priced
 * services start at the lowest fee of the clinicians who offer them (fees.ts, therapists.ts).
 */
export function priceOf(entry: Pick<ServiceEntry, "slug" | "kind" | "price">): ServicePrice {
  if (entry.price) return entry.price;
  return entry.kind === "service" ? { amountUsd: sessionFromUsd(entry.slug), unit: "session" } : { amountUsd: site.prices.defaultProgramUsd, unit: "program" };
}

/** "From $120 a session, $60 with our intern" for a session-priced service: its meta descriptions say this. */
export function sessionFromNote(slug: ServiceSlug): string {
  return `From ${formatUsd(sessionFromUsd(slug))} a session${internOffers(slug) ? `, ${internFeeNote}` : ""}`;
}

/** Session fees depend on the therapist (fees.ts), so a per-session price is a starting price. */
export function isStartingPrice(entry: Pick<ServiceEntry, "slug" | "kind" | "price">): boolean {
  return priceOf(entry).unit === "session";
}

export const priceUnitLabels: Record<PriceUnit, string> = {
  session: `per ${SESSION_MINUTES}-minute session`,
  program: "for the full program",
  couple: "per couple",
  month: "per month",
};

/** "From $120 per 50-minute session ($60 with our intern)", "$2,950 for the full program" */
export function priceLabel(entry: Pick<ServiceEntry, "slug" | "kind" | "price">): string {
  const p = priceOf(entry);
  if (isStartingPrice(entry)) return `From ${formatUsd(p.amountUsd)} ${priceUnitLabels[p.unit]}${internOffers(entry.slug) ? ` (${internFeeNote})` : ""}`;
  return `${formatUsd(p.amountUsd)} ${priceUnitLabels[p.unit]}`;
}

/** How paying works (private pay, superbills), shown beside every price. */
export const paymentFacts = [
  {
    title: "No insurance; a superbill when it fits",
    text: "We don't bill insurance companies. If your sessions treat a diagnosed condition, we give you a superbill on request: an itemized receipt you can send to your insurer to ask for out-of-network reimbursement.",
  },
  {
    title: "Flexible pricing",
    text: "Money shouldn't be the reason you don't start. Ask about payment plans, a limited number of reduced-fee spots and lower-fee sessions with our supervised intern.",
  },
  {
    title: "Early, late and weekend times",
    text: "Early morning, evening and weekend appointments, in our Dallas office or online from anywhere in Texas.",
  },
] as const;

export const serviceGroups: Record<ServiceGroup, { heading: string; intro: string }> = {
  couples: { heading: "Couples therapy", intro: "Weekly or every-other-week sessions for the two of you, in person or online." },
  premarital: { heading: "Premarital and newlywed", intro: "For engaged couples and the first years of marriage." },
  individual: { heading: "Individual therapy", intro: "One-on-one support for you, and the relationships around you." },
  concentrated: { heading: "Concentrated formats", intro: "A weekend or a day of focused work, for when weekly sessions can't keep up." },
  structured: { heading: "Structured programs", intro: "A clear beginning, middle and end, at one price." },
  "start-and-stay": {
    heading: "Entry offers and ongoing care",
    intro: "A lower-cost way to start, and a simple way to keep what's working, working.",
  },
};

export const serviceGroupOrder: ServiceGroup[] = ["couples", "premarital", "individual"];
export const programGroupOrder: ServiceGroup[] = ["concentrated", "structured", "start-and-stay"];

export function vibeCheckHrefFor(entry: Pick<ServiceEntry, "serviceInterest">): string {
  return `/vibe-check?service=${encodeURIComponent(entry.serviceInterest)}`;
}
