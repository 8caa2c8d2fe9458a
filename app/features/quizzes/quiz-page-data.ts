import type { Quiz } from "~/content/quizzes/quiz-model";
import { quizFacts } from "~/content/quiz-cards";

/** What a result needs to show about a recommended service (the page's loader fills it in). */
export interface QuizServiceCard {
  title: string;
  path: string;
  summary: string;
  priceLabel: string;
  /** The Vibe Check with this service preselected in its form. */
  vibeCheckHref: string;
}

/** A result's recommended reading as a link: a blog post, a podcast episode or a free guide. */
export interface QuizReadingLink {
  kind: "post" | "episode" | "guide";
  title: string;
  path: string;
}

/**
 * One quiz, the services its results recommend and their readings (by result id; a post that is
 * not public has none): all the browser gets for a quiz page.
 */
export interface QuizPageData {
  quiz: Quiz;
  services: Record<string, QuizServiceCard>;
  readings: Record<string, QuizReadingLink>;
}

export function questionCountLabel(quiz: Pick<Quiz, "questions">): string {
  return quizFacts.questionCount(quiz.questions.length);
}

export function minutesLabel(quiz: Pick<Quiz, "minutes">): string {
  return quizFacts.minutes(quiz.minutes);
}
