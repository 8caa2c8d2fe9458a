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
export const toolCards: QuizToolCard[] = [
  {
    path: "/ritual-creator",
    shortTitle: "Ritual Creator",
    purpose: "Five quick choices (your time, budget and what you want more of) and you get a weekly connection ritual to print, copy or add to your calendar.",
    audience: "Couples",
    minutes: 2,
    lengthLabel: "5 choices",
    cta: "Create your ritual",
  },
];
