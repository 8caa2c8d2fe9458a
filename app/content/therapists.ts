/**
 * The practice's clinicians and client-experience lead: one list read by the nav, the homepage
 * carousel, /team and /therapists/{slug}. What only a profile page shows (bio, methods, licences,
 * education) is in therapist-profiles.ts, so the navigation on every page does not carry it.
 * Names and licence numbers are fictional stand-ins until the practice supplies its own: the practice replaces each fact
 * in the one file that holds it.
 */
import type { ServiceSlug } from "./service-slugs";

export type TherapistRole =
  "Founder & Therapist" | "Clinical Director" | "Senior Therapist" | "Licensed Therapist" | "Associate Therapist" | "Masters-Level Intern";

/** Team-page filters: who a clinician sees and the kind of care they are known for. */
export type TeamFocus = "couples" | "premarital" | "individual" | "bipoc-affirming";

export type SessionFormat = "in-person" | "online";

/** Fee level of a clinician's sessions (the amounts live in app/content/fees.ts). */
export type FeeTier = "leadership" | "licensed" | "associate" | "intern";

export type Availability = "limited-intensives" | "limited-availability" | "accepting" | "waitlist";

export interface Therapist {
  /** URL slug, first-last. */
  slug: string;
  name: string;
  firstName: string;
  role: TherapistRole;
  credentials: string;
  /**
   * Texas requires associates and interns to name their supervisor right after the credential:
   * the slugs of the board-approved supervisors (an "-S" credential) in this list.
   */
  supervisedBy?: string[];
  /** The "?" tooltip's fuller sentence; it names every supervisor too. */
  supervisionDetails?: string;
  oneLiner: string;
  isAcceptingClients: boolean;
  /** Overrides the accepting/waitlist rule for the two therapists whose badge is named, not computed. */
  availabilityOverride?: "limited-intensives" | "limited-availability";
  /** In the homepage carousel (a built-in list of five). */
  inCarousel: boolean;
  navGroup: "leadership" | "therapists";
  focus: TeamFocus[];
  formats: SessionFormat[];
  feeTier: FeeTier;
  /**
   * The services and programs this clinician offers: each service page's team, its fee levels and
   * its "from" price are read from these lists.
   */
  offers: ServiceSlug[];
  yearsOfExperience: number;
}

export const therapists: Therapist[] = [
  {
    slug: "nia-carter",
    name: "Nia Carter",
    firstName: "Nia",
    role: "Founder & Therapist",
    credentials: "LMFT-S, LPC-S",
    oneLiner: "Founded Millennial Life in 2018 for couples who want therapy that sounds like real life.",
    isAcceptingClients: false,
    availabilityOverride: "limited-intensives",
    inCarousel: true,
    navGroup: "leadership",
    focus: ["couples", "premarital", "bipoc-affirming"],
    formats: ["in-person", "online"],
    feeTier: "leadership",
    offers: ["weekend-intensive", "restart-weekend"],
    yearsOfExperience: 12,
  },
  {
    slug: "elena-brooks",
    name: "Dr. Elena Brooks",
    firstName: "Elena",
    role: "Clinical Director",
    credentials: "PhD, Licensed Psychologist",
    oneLiner: "Helps high-achieving individuals and couples untangle anxiety, burnout and the stories they inherited.",
    isAcceptingClients: true,
    availabilityOverride: "limited-availability",
    inCarousel: true,
    navGroup: "leadership",
    focus: ["individual", "couples"],
    formats: ["in-person", "online"],
    feeTier: "leadership",
    offers: ["individual-healing", "renewal-retreat", "digital-detox", "beautifully-complicated", "rescue-rebuild"],
    yearsOfExperience: 11,
  },
  {
    slug: "marcus-hale",
    name: "Marcus Hale",
    firstName: "Marcus",
    role: "Senior Therapist",
    credentials: "LMFT-S",
    oneLiner: "Steady, direct and funny: the therapist couples call when the same fight keeps coming back.",
    isAcceptingClients: true,
    inCarousel: true,
    navGroup: "therapists",
    focus: ["couples", "individual"],
    formats: ["in-person", "online"],
    feeTier: "licensed",
    offers: ["strengthen-reconnect", "crisis-couples", "repair", "rescue-rebuild", "weekend-intensive", "restart-weekend", "relie", "reset", "loveinsurance"],
    yearsOfExperience: 9,
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    firstName: "Priya",
    role: "Licensed Therapist",
    credentials: "LPC",
    oneLiner: "Works with premarital couples and individuals navigating culture, family expectations and identity.",
    isAcceptingClients: true,
    inCarousel: true,
    navGroup: "therapists",
    focus: ["premarital", "individual", "couples", "bipoc-affirming"],
    formats: ["online"],
    feeTier: "licensed",
    offers: [
      "premarital-blueprint",
      "premarital-counseling",
      "therapy-gets-your-world",
      "beautifully-complicated",
      "individual-healing",
      "renewal-retreat",
      "digital-detox",
      "reset",
    ],
    yearsOfExperience: 6,
  },
  {
    slug: "danielle-okafor",
    name: "Danielle Okafor",
    firstName: "Danielle",
    role: "Associate Therapist",
    credentials: "LMFT Associate, LPC Associate",
    supervisedBy: ["nia-carter"],
    supervisionDetails: "Danielle holds two associate licenses, LMFT Associate and LPC Associate, and Nia Carter, LMFT-S, LPC-S, supervises her under both.",
    oneLiner: "Warm and affirming care for BIPOC and LGBTQ+ couples who want to be fully seen.",
    isAcceptingClients: true,
    inCarousel: true,
    navGroup: "therapists",
    focus: ["couples", "bipoc-affirming", "individual"],
    formats: ["in-person", "online"],
    feeTier: "associate",
    offers: [
      "therapy-gets-your-world",
      "inclusive-therapy",
      "beautifully-complicated",
      "relie",
      "strengthen-reconnect",
      "crisis-couples",
      "repair",
      "loveinsurance",
    ],
    yearsOfExperience: 3,
  },
  {
    slug: "sam-whitfield",
    name: "Sam Whitfield",
    firstName: "Sam",
    role: "Masters-Level Intern",
    credentials: "M.S. Marriage & Family Therapy candidate",
    supervisedBy: ["marcus-hale", "nia-carter"],
    supervisionDetails:
      "Sam is a masters-level clinical intern, not yet licensed. Marcus Hale, LMFT-S, and Nia Carter, LMFT-S, LPC-S, supervise his work and review every case with him each week.",
    oneLiner: "Lower-fee sessions for couples and individuals who want a thoughtful, well-supervised start.",
    isAcceptingClients: true,
    inCarousel: false,
    navGroup: "therapists",
    focus: ["couples", "individual", "premarital"],
    formats: ["in-person", "online"],
    feeTier: "intern",
    offers: ["strengthen-reconnect", "individual-healing", "inclusive-therapy", "digital-detox"],
    yearsOfExperience: 1,
  },
];

/** First point of contact for new clients (homepage "Meet {name}" card). */
export const clientExperienceDirector: { slug: string; name: string; firstName: string; role: string; description: string } = {
  slug: "alexis-moreno",
  name: "Alexis Moreno",
  firstName: "Alexis",
  role: "Director of Client Experience",
  description:
    "Alexis is the first voice you'll hear from us. She answers every Vibe Check request, walks you through fees and scheduling, and matches you with the therapist who fits.",
};

export function therapistBySlug(slug: string): Therapist | undefined {
  return therapists.find((t) => t.slug === slug);
}

/** The board-approved supervisors of an associate or the intern, in the order named. */
export function supervisorsOf(t: Pick<Therapist, "supervisedBy">): Therapist[] {
  return (t.supervisedBy ?? []).map((slug) => {
    const supervisor = therapistBySlug(slug);
    if (!supervisor) throw new Error(`therapists: no supervisor ${slug}`);
    return supervisor;
  });
}

/** "Marcus Hale, LMFT-S, and Nia Carter, LMFT-S, LPC-S": who supervises, with their credentials. */
export function supervisorNames(t: Pick<Therapist, "supervisedBy">): string {
  const named = supervisorsOf(t).map((s) => `${s.name}, ${s.credentials}`);
  return named.length > 1 ? `${named.slice(0, -1).join(", ")}, and ${named.at(-1)}` : (named[0] ?? "");
}

/**
 * The credential as every page names it: an associate's or the intern's is followed at once by
 * "supervised by" and the supervisors, in the same line (Texas advertising rules).
 */
export function credentialLine(t: Pick<Therapist, "credentials" | "supervisedBy">): string {
  return t.supervisedBy?.length ? `${t.credentials}, supervised by ${supervisorNames(t)}` : t.credentials;
}

/** "Nia Carter supervises Danielle Okafor and Sam Whitfield. Marcus Hale supervises Sam Whitfield.": who supervises whom. */
export function supervisionSummary(): string {
  const supervisors = therapists.filter((s) => therapists.some((t) => t.supervisedBy?.includes(s.slug)));
  const and = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));
  return supervisors
    .map((s) => `${s.name}, ${s.credentials}, supervises ${and(therapists.filter((t) => t.supervisedBy?.includes(s.slug)).map((t) => t.name))}.`)
    .join(" ");
}

export function therapistPath(t: Pick<Therapist, "slug">): string {
  return `/therapists/${t.slug}`;
}

/** The availability badge: the override when one is set, else accepting or waitlist. */
export function availabilityOf(t: Pick<Therapist, "isAcceptingClients" | "availabilityOverride">): Availability {
  if (t.availabilityOverride) return t.availabilityOverride;
  return t.isAcceptingClients ? "accepting" : "waitlist";
}

export const availabilityLabels: Record<Availability, { short: string; long: string }> = {
  "limited-intensives": { short: "Limited Intensives", long: "Limited Intensives Available" },
  "limited-availability": { short: "Limited Availability", long: "Limited Availability" },
  accepting: { short: "Accepting", long: "Accepting Clients" },
  waitlist: { short: "Waitlist", long: "Waitlist Available" },
};

export const teamFocusLabels: Record<TeamFocus, string> = {
  couples: "Couples",
  premarital: "Premarital",
  individual: "Individual",
  "bipoc-affirming": "BIPOC-affirming",
};

export const sessionFormatLabels: Record<SessionFormat, string> = {
  "in-person": "In person",
  online: "Online",
};

/** Clinicians who see clients (everyone in the list; the Director of Client Experience is apart). */
export function combinedYearsOfExperience(): number {
  return therapists.reduce((sum, t) => sum + t.yearsOfExperience, 0);
}
