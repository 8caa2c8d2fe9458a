import { site } from "./site";
import type { FeeTier } from "./therapists";

/**
 * Session fees and the policies around paying, read by /fees-and-faqs, the FAQs, the therapist
 * profiles and (through service-model.ts) every session-priced service page.
 *
 * One fee per session, set by the clinician's level: the same whether you come alone or as a
 * couple, so "from $120 per 50-minute session" is true on every service page. The standard
 * (associate) fee is the search-engine default, site.prices.defaultSessionUsd.
 * Program prices are not here: they live with each program in app/content/services/
 * (feeSchedule()).
 */
export interface SessionFee {
  tier: FeeTier;
  label: string;
  who: string;
  /** A 50-minute session, for one person or a couple. */
  sessionUsd: number;
}

export const SESSION_MINUTES = 50;
export const EXTENDED_SESSION_MINUTES = 80;

/** Lowest fee first; the intern's supervised sessions are the lower-fee option. */
export const sessionFees: SessionFee[] = [
  { tier: "intern", label: "Masters-level intern", who: "Supervised sessions with our clinical intern", sessionUsd: 60 },
  { tier: "associate", label: "Associate therapist", who: "Fully trained, licensed associates under supervision", sessionUsd: site.prices.defaultSessionUsd },
  { tier: "licensed", label: "Licensed therapist", who: "Independently licensed LMFTs and LPCs", sessionUsd: 150 },
  { tier: "leadership", label: "Founder and clinical director", who: "Our most experienced clinicians, limited openings", sessionUsd: 185 },
];

/** Extended (80-minute) sessions cost this multiple of the 50-minute fee, rounded to five dollars. */
export const EXTENDED_SESSION_MULTIPLIER = 1.5;

export function extendedSessionFee(fee: SessionFee): number {
  return Math.round((fee.sessionUsd * EXTENDED_SESSION_MULTIPLIER) / 5) * 5;
}

export function sessionFeeFor(tier: FeeTier): SessionFee {
  const fee = sessionFees.find((f) => f.tier === tier);
  if (!fee) throw new Error(`fees: no session fee for tier ${tier}`);
  return fee;
}

/** The lowest standard (non-intern) session fee: "sessions from $120" on every service page. */
export const standardSessionFromUsd = Math.min(...sessionFees.filter((f) => f.tier !== "intern").map((f) => f.sessionUsd));

/**
 * "$1,450": whole dollars, the one money format of the site. Written out rather than with
 * Intl.NumberFormat: the service pages format dozens of prices as their module loads, and in the
 * browser each new formatter costs a slice of main-thread time (the first one loads locale data).
 */
export function formatUsd(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(amount)));
  return `${sign}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** The supervised intern's fee, the lowest of the site. */
export const internSessionUsd = sessionFeeFor("intern").sessionUsd;

/**
 * "$60 with our intern": said beside every "from $120" session fee, so the starting fee and the
 * intern's lower fee never read as a contradiction.
 */
export const internFeeNote = `${formatUsd(internSessionUsd)} with our intern`;

/** How programs can be paid in parts (the fees page and the program FAQs say the same). */
export const programInstalments = "two to four payments, at no extra cost";

/** The No Surprises Act dispute threshold for self-pay clients (a legal figure, not a price). */
export const GFE_DISPUTE_THRESHOLD_USD = 400;

/**
 * The cancellation policy, in one place: /fees-and-faqs shows the points, the FAQ and the
 * Reset and Weekend Intensive pages quote the same numbers.
 */
const NOTICE_HOURS = 48;
const INTENSIVE_MOVE_NOTICE_DAYS = 14;

export const cancellationPolicy = {
  noticeHours: NOTICE_HOURS,
  intensiveMoveNoticeDays: INTENSIVE_MOVE_NOTICE_DAYS,
  points: [
    `Need to move or cancel? Give us at least ${NOTICE_HOURS} hours' notice by phone, email or the client portal and there is no charge.`,
    `Cancellations with less than ${NOTICE_HOURS} hours' notice, and missed sessions, are charged the full session fee, because that hour was held for you.`,
    "Life happens: your first late cancellation is forgiven, and we waive the fee for illness, emergencies and unsafe weather.",
    `In a prepaid program such as the 6-Session Reset, a session moved with ${NOTICE_HOURS} hours' notice stays part of your program; a late cancellation or a missed session counts as used, with the same exceptions.`,
    `Weekend Intensive dates can be moved once, free of charge, with ${INTENSIVE_MOVE_NOTICE_DAYS} days' notice.`,
  ],
};
