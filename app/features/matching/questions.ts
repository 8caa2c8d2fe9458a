import type { ServiceSlug } from "~/content/service-model";
import type { MatchStrength, ScheduleSlot } from "./therapist-focus";

/** The /get-matched questionnaire, as data: the form renders it, `recommend` reads it. */

export type Who = "me" | "us" | "engaged";
export type Pace = "weekly" | "concentrated" | "trial" | "unsure";
export type FormatPreference = "in-person" | "online" | "either";

export interface Option<T extends string> {
  value: T;
  label: string;
}

export interface Concern {
  id: string;
  label: string;
  forWho: Who[];
  primary: ServiceSlug;
  alternates: ServiceSlug[];
  /** Show the crisis notice (988, 911) with the result. */
  crisis?: boolean;
}

export const whoOptions: Option<Who>[] = [
  { value: "me", label: "Just me" },
  { value: "us", label: "Me and my partner (or partners)" },
  { value: "engaged", label: "We're engaged or newly married" },
];

export const concerns: Concern[] = [
  // Couples
  {
    id: "distance",
    label: "We feel more like roommates, or have the same fight on repeat",
    forWho: ["us", "engaged"],
    primary: "strengthen-reconnect",
    alternates: ["reset", "weekend-intensive"],
  },
  {
    id: "trust",
    label: "An affair or a big secret came out",
    forWho: ["us", "engaged"],
    primary: "crisis-couples",
    alternates: ["repair", "weekend-intensive"],
    crisis: true,
  },
  {
    id: "leaving",
    label: "One of us is thinking about leaving",
    forWho: ["us"],
    primary: "rescue-rebuild",
    alternates: ["crisis-couples", "weekend-intensive"],
    crisis: true,
  },
  {
    id: "stress",
    label: "Life is piling up (a loss, a job, a baby) and we keep snapping at each other",
    forWho: ["us"],
    primary: "crisis-couples",
    alternates: ["strengthen-reconnect", "reset"],
    crisis: true,
  },
  {
    id: "intimacy",
    label: "Intimacy and desire feel off between us",
    forWho: ["us", "engaged"],
    primary: "relie",
    alternates: ["strengthen-reconnect", "reset"],
  },
  {
    id: "culture",
    label: "Culture, race or family expectations are pulling at us",
    forWho: ["us", "engaged"],
    primary: "therapy-gets-your-world",
    alternates: ["strengthen-reconnect", "reset"],
  },
  {
    id: "screens-couple",
    label: "Our phones are in the middle of everything",
    forWho: ["us"],
    primary: "digital-detox",
    alternates: ["strengthen-reconnect", "reset"],
  },
  {
    id: "maintenance",
    label: "We're good, and want to stay that way",
    forWho: ["us"],
    primary: "loveinsurance",
    alternates: ["restart-weekend", "strengthen-reconnect"],
  },
  // Engaged and newlywed
  {
    id: "wedding",
    label: "We want to prepare well for marriage",
    forWho: ["engaged"],
    primary: "premarital-blueprint",
    alternates: ["premarital-counseling", "restart-weekend"],
  },
  {
    id: "premarital-topic",
    label: "One topic keeps coming up: money, family, faith or kids",
    forWho: ["engaged"],
    primary: "premarital-counseling",
    alternates: ["premarital-blueprint", "reset"],
  },
  // Individuals
  {
    id: "anxiety",
    label: "Anxiety, overthinking or burnout",
    forWho: ["me"],
    primary: "individual-healing",
    alternates: ["renewal-retreat", "reset"],
  },
  {
    id: "patterns",
    label: "Relationship patterns, dating or a breakup",
    forWho: ["me"],
    primary: "individual-healing",
    alternates: ["reset", "renewal-retreat"],
  },
  {
    id: "identity",
    label: "Culture, race, family expectations or identity",
    forWho: ["me"],
    primary: "beautifully-complicated",
    alternates: ["individual-healing", "inclusive-therapy"],
  },
  {
    id: "loss",
    label: "Infertility, grief or a big life change",
    forWho: ["me"],
    primary: "individual-healing",
    alternates: ["renewal-retreat", "reset"],
  },
  {
    id: "crossroads",
    label: "I'm at a crossroads and need a big-picture reset",
    forWho: ["me"],
    primary: "renewal-retreat",
    alternates: ["individual-healing", "reset"],
  },
  { id: "screens-me", label: "My phone is running my life", forWho: ["me"], primary: "digital-detox", alternates: ["individual-healing", "reset"] },
  {
    id: "partner-wont-come",
    label: "My relationship is struggling and my partner won't come",
    forWho: ["me"],
    primary: "individual-healing",
    alternates: ["reset", "beautifully-complicated"],
  },
];

export const paceOptions: Option<Pace>[] = [
  { value: "weekly", label: "Regular sessions, weekly or every other week" },
  { value: "concentrated", label: "A concentrated weekend or day" },
  { value: "trial", label: "A short, lower-cost start to try it out" },
  { value: "unsure", label: "Not sure yet" },
];

export const formatOptions: Option<FormatPreference>[] = [
  { value: "in-person", label: "In person in Dallas" },
  { value: "online", label: "Online, anywhere in Texas" },
  { value: "either", label: "Either is fine" },
];

export const strengthOptions: Option<MatchStrength>[] = [
  { value: "bipoc", label: "Experience with BIPOC couples and individuals" },
  { value: "lgbtq", label: "LGBTQ+ and relationship-diverse experience" },
  { value: "culture-family", label: "Understands culture, faith and family expectations" },
  { value: "lower-fee", label: "A lower-fee option" },
];

export const scheduleOptions: Option<ScheduleSlot>[] = [
  { value: "early", label: "Early mornings, from 7 AM" },
  { value: "daytime", label: "During the day" },
  { value: "evening", label: "Evenings, until 8 PM" },
  { value: "weekend", label: "Saturdays" },
];

export function concernsFor(who: Who): Concern[] {
  return concerns.filter((c) => c.forWho.includes(who));
}
