// Apart from quiz-pages.ts: the resources hub shows quiz cards and links and loads only these words.

/** A quiz's length in words, on its card and its start screen. */
export const quizFacts = {
  questionCount: (count: number) => `${count} questions`,
  minutes: (n: number) => `About ${n} minute${n === 1 ? "" : "s"}`,
} as const;

/** The row of links to the quizzes and tools. */
export const quizToolLinksCopy = {
  label: "Quizzes and tools",
  minutes: (n: number) => `about ${n} min`,
} as const;
