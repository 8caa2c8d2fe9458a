import type { ServiceCardData, ServiceSlug } from "~/content/service-model";
import { therapists } from "~/content/therapists";
import { concerns, type FormatPreference, type Pace, type Who } from "./questions";
import { scheduleLabels, strengthLabels, therapistFocus, type MatchStrength, type ScheduleSlot } from "./therapist-focus";

/**
 * Turns questionnaire answers into a suggested service, up to two alternatives and the
 * therapists whose focus fits. Pure and synchronous: it runs in the browser and sends nothing.
 * The catalog (card fields of every service) comes from the page's loader, so the browser never
 * downloads the full page copy of every service.
 */
export type MatchCatalog = Record<ServiceSlug, ServiceCardData & { online: boolean }>;

export interface MatchAnswers {
  who: Who;
  concern: string;
  pace?: Pace;
  format?: FormatPreference;
  strengths?: MatchStrength[];
  schedule?: ScheduleSlot[];
}

export interface TherapistMatch {
  slug: string;
  reasons: string[];
}

export interface Recommendation {
  primary: ServiceSlug;
  alternates: ServiceSlug[];
  therapists: TherapistMatch[];
  showCrisisNotice: boolean;
  /** Plain-language notes about how an answer changed the suggestion. */
  notes: string[];
}

const CONCENTRATED_COUPLE_CONCERNS = new Set(["distance", "trust", "stress", "intimacy", "culture"]);
const MAX_ALTERNATES = 2;
const MAX_THERAPISTS = 3;

export function recommend(answers: MatchAnswers, catalog: MatchCatalog): Recommendation {
  const concern = concerns.find((c) => c.id === answers.concern && c.forWho.includes(answers.who));
  if (!concern) throw new Error(`recommend: unknown concern "${answers.concern}" for "${answers.who}"`);
  const strengths = new Set(answers.strengths ?? []);
  const notes: string[] = [];

  let primary: ServiceSlug = concern.primary;
  let alternates: ServiceSlug[] = [...concern.alternates];
  const promote = (slug: ServiceSlug) => {
    if (slug === primary) return;
    alternates = [primary, ...alternates.filter((s) => s !== slug)];
    primary = slug;
  };

  // Identity first: swap a general service for its identity-centred sibling.
  if (strengths.has("bipoc") || strengths.has("culture-family")) {
    if (primary === "strengthen-reconnect") promote("therapy-gets-your-world");
    else if (primary === "individual-healing") promote("beautifully-complicated");
  }
  if (strengths.has("lgbtq") && (primary === "strengthen-reconnect" || primary === "individual-healing")) promote("inclusive-therapy");

  // Then the pace they asked for.
  if (answers.pace === "concentrated") {
    if (answers.who === "me") promote("renewal-retreat");
    else if (CONCENTRATED_COUPLE_CONCERNS.has(concern.id)) promote("weekend-intensive");
    else if (concern.id === "maintenance") promote("restart-weekend");
  } else if (answers.pace === "trial" && !concern.crisis && concern.id !== "wedding") {
    promote("reset");
  }

  // Online only: never suggest an in-person-only format first.
  if (answers.format === "online" && !catalog[primary].online) {
    const online = alternates.find((s) => catalog[s].online);
    if (online) {
      notes.push(`${catalog[primary].title} meets in person in Dallas, so we've put an online option first.`);
      promote(online);
    }
  }

  alternates = [...new Set(alternates)].filter((s) => s !== primary).slice(0, MAX_ALTERNATES);
  return {
    primary,
    alternates,
    therapists: matchTherapists(primary, alternates, strengths, new Set(answers.schedule ?? [])),
    showCrisisNotice: Boolean(concern.crisis),
    notes,
  };
}

function matchTherapists(primary: ServiceSlug, alternates: ServiceSlug[], strengths: Set<MatchStrength>, schedule: Set<ScheduleSlot>): TherapistMatch[] {
  const scored = therapists.flatMap((t, order) => {
    const focus = therapistFocus[t.slug];
    if (!focus) return [];
    const offersPrimary = t.offers.includes(primary);
    // Someone not taking new clients appears only for the work they still take on (the founder's intensives).
    if (!t.isAcceptingClients && !offersPrimary) return [];
    const offersAlternate = alternates.some((s) => t.offers.includes(s));
    if (!offersPrimary && !offersAlternate) return [];

    let score = offersPrimary ? 4 : 1;
    const reasons: string[] = [focus.focus];
    for (const s of focus.strengths) {
      if (strengths.has(s)) {
        score += 2;
        reasons.push(strengthLabels[s]);
      }
    }
    const times = focus.schedule.filter((slot) => schedule.has(slot));
    if (times.length) {
      score += times.length;
      reasons.push(`${times.map((slot) => scheduleLabels[slot]).join(", ")} available`);
    }
    return [{ slug: t.slug, score, order, reasons }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_THERAPISTS)
    .map(({ slug, reasons }) => ({ slug, reasons }));
}
