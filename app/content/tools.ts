/** A card on /resources/quizzes-tools: a quiz (built from app/content/quizzes/) or a tool. */
export interface QuizToolCard {
  path: string;
  shortTitle: string;
  purpose: string;
  audience: string;
  minutes: number;
  /** "10 questions", "4 choices". */
  lengthLabel: string;
  cta: string;
}

/** The tools that are not quizzes, after the quizzes on the index. */
export const toolCards: QuizToolCard[] = [];
