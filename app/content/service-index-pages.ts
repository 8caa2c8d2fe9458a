import { internFeeNote, standardSessionFromUsd } from "./fees";
import { formatUsd, programGroupOrder, serviceGroupOrder, type ArtMotif, type ServiceGroup, type ServiceKind } from "./service-model";

/** The copy of the two index pages, /services and /programs (one template, app/routes/service-index.tsx). */
export interface IndexPage {
  kind: ServiceKind;
  groups: ServiceGroup[];
  eyebrow: string;
  title: string;
  lede: string;
  art: ArtMotif;
  seo: { title: string; description: string };
  /** The hero's second button: the other index. */
  switchLabel: string;
  /** The band that lists the other kind's entries. */
  others: { heading: string; text: string };
}

export type IndexPath = "/services" | "/programs";

export const indexPages: Record<IndexPath, IndexPage> = {
  "/services": {
    kind: "service",
    groups: serviceGroupOrder,
    eyebrow: "Services",
    title: "Therapy for where you are right now",
    lede: `Couples, premarital and individual therapy in our Dallas office or online anywhere in Texas, from ${formatUsd(standardSessionFromUsd)} a session (${internFeeNote}), with early morning, evening and weekend times. Every path starts with a free 15-minute Vibe Check.`,
    art: "paths",
    seo: {
      title: "Therapy Services in Dallas: Couples, Premarital & Individual",
      description: `Couples, premarital and individual therapy in Dallas and online across Texas, for millennials. Sessions from ${formatUsd(standardSessionFromUsd)}, ${internFeeNote}.`,
    },
    switchLabel: "See programs & entry offers",
    others: {
      heading: "Programs & entry offers",
      text: "A set length, a set price and a clear goal, from a discounted six-session start to a three-day intensive.",
    },
  },
  "/programs": {
    kind: "program",
    groups: programGroupOrder,
    eyebrow: "Programs & entry offers",
    title: "Programs with a clear start and finish",
    lede: "Prefer a plan to open-ended sessions? Our programs have a set length, a set price and a clear goal: a weekend intensive, a discounted six-session start, premarital prep and more.",
    art: "calendar",
    seo: {
      title: "Therapy Programs & Intensives in Dallas",
      description:
        "Weekend intensives, the discounted 6-Session Reset, premarital and trust-repair programs, and more: therapy with a clear plan and price, in Dallas.",
    },
    switchLabel: "See weekly therapy services",
    others: {
      heading: "Prefer weekly sessions?",
      text: `Our therapy services run session by session from ${formatUsd(standardSessionFromUsd)} (${internFeeNote}), weekly or every other week, with no package required.`,
    },
  },
};

/** /programs (any case, trailing slash) or else /services. */
export function indexPathFor(pathname: string): IndexPath {
  return pathname.toLowerCase().replace(/\/+$/, "") === "/programs" ? "/programs" : "/services";
}

/** What both index pages say alike. */
export const indexPageCopy = {
  matchLink: "Get matched in 2 minutes",
  paying: { heading: "How paying works", feesLead: "Every fee in one place:", feesLink: "Fees & FAQs" },
};
