import type { ArtMotif, ServiceSlug } from "../service-model";

/**
 * The shape of every self-assessment on the site. A quiz is plain data (no functions), so the
 * page's loader can hand the one quiz a visitor opened to the browser, and one scorer
 * (app/features/quizzes/score-quiz.ts) and one runner can serve all of them.
 */

/** The quizzes and their fixed addresses (docs/decisions/0019-quiz-routes-and-privacy.md). */
export const quizPaths = {
  "therapy-finder": "/therapy-finder-quiz",
  "digital-detox": "/digital-detox-quiz",
  "crisis-check": "/quizzes/crisis-check",
  "premarital-readiness": "/quizzes/premarital-readiness",
  "cultural-connection": "/quizzes/cultural-connection",
  "self-discovery": "/quizzes/self-discovery",
} as const;

export type QuizId = keyof typeof quizPaths;
export const quizIds = Object.keys(quizPaths) as [QuizId, ...QuizId[]];

/** What kind of danger an answer signals; any of them puts the safety screen above everything else. */
export type DangerKind = "self-harm" | "violence" | "unsafe";

export interface QuizOption {
  /** Stable within its question; never leaves the browser. */
  id: string;
  label: string;
  /** Points this answer adds, per dimension of the quiz. */
  adds?: Readonly<Record<string, number>>;
  /** This answer says someone may not be safe: the safety screen replaces any recommendation. */
  danger?: DangerKind;
}

export interface QuizQuestion {
  id: string;
  prompt: string;
  /** A short line under the prompt: what we mean, or that "not sure" is a fine answer. */
  hint?: string;
  options: QuizOption[];
}

/**
 * The blog post, podcast episode or free guide that goes with a result, by its slug. The page's
 * loader turns it into a title and a link (a post's title lives in the database).
 */
export interface QuizReading {
  kind: "post" | "episode" | "guide";
  slug: string;
}

export interface QuizResult {
  id: string;
  title: string;
  /** What this result means, in plain words; no diagnosis. */
  explanation: string;
  /** Two or three concrete things to do next. */
  nextSteps: string[];
  service: ServiceSlug;
  /** Why that service, in one sentence. */
  serviceReason: string;
  /** What to read, hear or print next. */
  reading: QuizReading;
}

/**
 * How answers become a result.
 * - `highest`: the dimension with the most points wins; ties go to the one listed first.
 * - `bands`: the points of one dimension fall into a band; each band's `upTo` is inclusive.
 */
export type QuizScoring =
  | { kind: "highest"; order: string[]; resultFor: Readonly<Record<string, string>> }
  | { kind: "bands"; dimension: string; bands: { upTo: number; result: string }[] };

export interface Quiz {
  id: QuizId;
  /** The h1. */
  title: string;
  /** Short name for cards, links and the sitemap. */
  shortTitle: string;
  eyebrow: string;
  /** Why someone would take it: the lede on the start screen and the index card. */
  purpose: string;
  /** Who it is written for, e.g. "Couples", "You, on your own". */
  audience: string;
  /** Honest scope: what the quiz is, and what it is not. */
  is: string[];
  isNot: string[];
  minutes: number;
  /** The header illustration (app/components/art/service-art.tsx). */
  art: ArtMotif;
  /** Show the crisis lines on the start screen, before any question (the crisis check). */
  crisisLinesFirst?: boolean;
  questions: QuizQuestion[];
  results: QuizResult[];
  scoring: QuizScoring;
  seo: { title: string; description: string };
}

export function quizPath(id: QuizId): string {
  return quizPaths[id];
}
