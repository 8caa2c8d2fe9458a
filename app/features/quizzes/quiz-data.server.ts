import { guideBySlug, guidePath } from "~/content/guides";
import { episodeBySlug, episodePath } from "~/content/podcasts";
import { quizzes } from "~/content/quizzes";
import { quizPath, type Quiz, type QuizReading } from "~/content/quizzes/quiz-model";
import { priceLabel, vibeCheckHrefFor } from "~/content/service-model";
import { serviceBySlug } from "~/content/services";
import type { QuizToolCard } from "~/content/tools";
import { questionCountLabel, type QuizPageData, type QuizReadingLink, type QuizServiceCard } from "./quiz-page-data";

/** The quiz served at `pathname`. */
export function quizForPath(pathname: string): Quiz | undefined {
  return quizzes.find((q) => quizPath(q.id) === pathname);
}

/** The blog posts a quiz's results recommend (their titles and whether they are public live in the database). */
export function readingPostSlugs(quiz: Quiz): string[] {
  return [...new Set(quiz.results.flatMap((r) => (r.reading.kind === "post" ? [r.reading.slug] : [])))];
}

/** A reading as a link; undefined when it is not (or no longer) something a visitor can open. */
function readingLink(reading: QuizReading, postTitles: Readonly<Record<string, string>>, now: Date): QuizReadingLink | undefined {
  if (reading.kind === "post") {
    const title = postTitles[reading.slug];
    return title ? { kind: "post", title, path: `/blog/${reading.slug}` } : undefined;
  }
  if (reading.kind === "episode") {
    const e = episodeBySlug(reading.slug);
    return e && new Date(e.publishedAt) <= now ? { kind: "episode", title: e.title, path: episodePath(e) } : undefined;
  }
  const g = guideBySlug(reading.slug);
  return g ? { kind: "guide", title: g.title, path: guidePath(g) } : undefined;
}

/**
 * A quiz page's data: the quiz, the cards of the services its results recommend, and each
 * result's reading. `postTitles` holds the public posts among `readingPostSlugs(quiz)`.
 */
export function quizPageData(quiz: Quiz, postTitles: Readonly<Record<string, string>>, now = new Date()): QuizPageData {
  const readings: Record<string, QuizReadingLink> = {};
  for (const result of quiz.results) {
    const link = readingLink(result.reading, postTitles, now);
    if (link) readings[result.id] = link;
  }
  const services: Record<string, QuizServiceCard> = {};
  for (const result of quiz.results) {
    const entry = serviceBySlug(result.service);
    if (!entry) throw new Error(`quiz ${quiz.id}: unknown service "${result.service}"`);
    services[entry.slug] = {
      title: entry.title,
      path: entry.path,
      summary: entry.summary,
      priceLabel: priceLabel(entry),
      vibeCheckHref: vibeCheckHrefFor(entry),
    };
  }
  return { quiz, services, readings };
}

/** What the quizzes-and-tools index shows about each quiz. */
export function quizCards(): QuizToolCard[] {
  return quizzes.map((q: Quiz) => ({
    path: quizPath(q.id),
    shortTitle: q.shortTitle,
    purpose: q.purpose,
    audience: q.audience,
    minutes: q.minutes,
    lengthLabel: questionCountLabel(q),
    cta: "Take the quiz",
  }));
}

/**
 * The quizzes a service page offers to visitors who aren't sure yet: the topical quizzes whose
 * results recommend the service, or else the Therapy Finder, which covers every service.
 */
export function quizLinksForService(slug: string): { label: string; path: string }[] {
  const topical = quizzes.filter((q) => q.id !== "therapy-finder" && q.results.some((r) => r.service === slug));
  const chosen = topical.length ? topical.slice(0, 2) : quizzes.filter((q) => q.id === "therapy-finder");
  return chosen.map((q) => ({ label: `the ${q.shortTitle}${q.shortTitle.endsWith("Quiz") ? "" : " quiz"}`, path: quizPath(q.id) }));
}
