/**
 * Every therapy service and program the practice offers: one typed list, rendered by one page
 * template (app/routes/service-page.tsx), the /services and /programs indexes, /get-matched and
 * the fee table on /fees-and-faqs. Copy, prices and search metadata live in this folder and
 * nowhere else: one module per page, named after its slug, so a change to one page is one diff in
 * one file; shared.ts holds the program prices and the lines several pages share. This module
 * puts the entries in the order the indexes and the fee table list them, and answers lookups.
 * Decisions about what each page is: docs/decisions/0005-service-and-program-identities.md.
 */
import {
  priceLabel,
  priceOf,
  type PriceUnit,
  type ServiceCardData,
  type ServiceEntry,
  type ServiceGroup,
  type ServiceKind,
  type ServiceVariant,
} from "../service-model";
import { strengthenReconnect } from "./strengthen-reconnect";
import { crisisCouples } from "./crisis-couples";
import { therapyGetsYourWorld } from "./therapy-gets-your-world";
import { relie } from "./relie";
import { inclusiveTherapy } from "./inclusive-therapy";
import { premaritalCounseling } from "./premarital-counseling";
import { individualHealing } from "./individual-healing";
import { beautifullyComplicated } from "./beautifully-complicated";
import { weekendIntensive } from "./weekend-intensive";
import { restartWeekend } from "./restart-weekend";
import { renewalRetreat } from "./renewal-retreat";
import { reset } from "./reset";
import { premaritalBlueprint } from "./premarital-blueprint";
import { repair } from "./repair";
import { rescueRebuild } from "./rescue-rebuild";
import { digitalDetox } from "./digital-detox";
import { loveInsurance } from "./loveinsurance";

export * from "../service-model";
export { programPrices, RESET_SESSIONS, resetComparison } from "./shared";

export const services: ServiceEntry[] = [
  strengthenReconnect,
  crisisCouples,
  therapyGetsYourWorld,
  relie,
  inclusiveTherapy,
  premaritalCounseling,
  individualHealing,
  beautifullyComplicated,
  weekendIntensive,
  restartWeekend,
  renewalRetreat,
  reset,
  premaritalBlueprint,
  repair,
  rescueRebuild,
  digitalDetox,
  loveInsurance,
];

/** Campaign copy of the crisis page: noindex, canonical to /crisis-couples. */
export const serviceVariants: ServiceVariant[] = [
  {
    path: "/crisis-couples-fixed",
    of: "crisis-couples",
    seo: {
      title: "Help for Couples in Crisis, Starting This Week",
      description:
        "A fast start for couples in crisis in Dallas and across Texas: after an affair, a betrayal or a season of high stress. Book a free 15-minute Vibe Check.",
    },
  },
];

// ---------------------------------------------------------------------------------------------

export function serviceBySlug(slug: string): ServiceEntry | undefined {
  return services.find((s) => s.slug === slug);
}

export function servicesOfKind(kind: ServiceKind): ServiceEntry[] {
  return services.filter((s) => s.kind === kind);
}

/** The entry a page path renders, and whether it is a variant (case and trailing slash ignored). */
export function serviceForPath(pathname: string): { entry: ServiceEntry; variant?: ServiceVariant } | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const variant = serviceVariants.find((v) => v.path === path);
  const entry = serviceBySlug(variant ? variant.of : path.slice(1));
  return entry ? { entry, variant } : undefined;
}

/** The few fields a card needs, so pages hand the browser cards rather than whole entries. */
export function toCard(entry: ServiceEntry): ServiceCardData {
  const { slug, path, kind, title, badge, tagline, summary, audience, art, price, serviceInterest } = entry;
  return { slug, path, kind, title, badge, tagline, summary, audience, art, price, serviceInterest };
}

/** One row of the fee table on /fees-and-faqs: what a program costs, how long it runs, what it includes. */
export interface FeeLine {
  path: string;
  title: string;
  kind: ServiceKind;
  group: ServiceGroup;
  badge?: string;
  summary: string;
  amountUsd: number;
  unit: PriceUnit;
  /** "From $120 per 50-minute session", "$2,950 for the full program" */
  priceLabel: string;
  length: string;
  included: string[];
}

/** Every service and program with its price, sessions first (the fee table reads this). */
export function feeSchedule(): FeeLine[] {
  return [...servicesOfKind("service"), ...servicesOfKind("program")].map((s) => {
    const p = priceOf(s);
    return {
      path: s.path,
      title: s.title,
      kind: s.kind,
      group: s.group,
      ...(s.badge ? { badge: s.badge } : {}),
      summary: s.summary,
      amountUsd: p.amountUsd,
      unit: p.unit,
      priceLabel: priceLabel(s),
      length: s.length,
      included: s.included,
    };
  });
}
