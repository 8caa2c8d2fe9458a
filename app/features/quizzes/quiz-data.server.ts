import { quizzes } from "~/content/quizzes";
import { quizPath, type Quiz } from "~/content/quizzes/quiz-model";
import { priceLabel, vibeCheckHrefFor } from "~/content/service-model";
import { serviceBySlug } from "~/content/services";
import type { QuizToolCard } from "~/content/tools";
import { questionCountLabel, type QuizPageData, type QuizServiceCard } from "./quiz-page-data";

/** The quiz served at `pathname`, with the cards of the services its results recommend. */
export function quizPageDataFor(pathname: string): QuizPageData | undefined {
  const quiz = quizzes.find((q) => quizPath(q.id) === pathname);
  if (!quiz) return undefined;
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
  return { quiz, services };
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
