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

/** The trail of /resources/quizzes-tools, which every quiz and tool continues. */
const quizzesToolsCrumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: "Quizzes & Tools", path: "/resources/quizzes-tools" },
];

/** A quiz's or a tool's trail: the index's, then the page. */
export function quizToolCrumbs(title: string, path: string): { name: string; path: string }[] {
  return [...quizzesToolsCrumbs, { name: title, path }];
}

/** The words of /resources/quizzes-tools. */
export const quizzesToolsPage = {
  crumbs: quizzesToolsCrumbs,
  title: "Quizzes & Tools for Couples and Individuals",
  description:
    "Short, private self-checks and a ritual builder from our Dallas couples therapists: find the right kind of help, or a weekly habit to start tonight.",
  eyebrow: "Quizzes & tools",
  headline: "A few honest minutes before the first conversation",
  lede: "Not sure what kind of help fits, or whether you need any? Start here. Every quiz is short, written by our therapists, and scored on your device: nothing you answer is sent to us or saved.",
  listHeading: "Quizzes and tools",
  listIntro: "Each one ends with a plain explanation, a few things to try this week, and where we'd start if you want help.",
  minutes: (n: number) => `About ${n} min`,
  privacyHeading: "Your answers stay with you",
  privacy: [
    "The quizzes run in your browser. Your answers are never sent, stored or added to the page address; close the tab and they're gone. If you've allowed analytics in the cookie settings, we count that a quiz was finished, and which one, and nothing else.",
    "These are reflection tools, not tests: none of them diagnoses anything, and a result is a place to start a conversation, not a verdict.",
  ],
};

/** The fixed words around every quiz (the quiz's own are in app/content/quizzes/). */
export const quizPage = {
  runnerLabel: (shortTitle: string) => `${shortTitle} quiz`,
  ctaTitle: "Rather talk it through with a person?",
  ctaText: "A free 15-minute call to see what kind of help fits. It's not a therapy session, just a real conversation. Pick a time and it's booked at once.",
};

/** The words of /ritual-creator. */
export const ritualCreatorPage = {
  path: "/ritual-creator",
  crumbs: quizToolCrumbs("Ritual Creator", "/ritual-creator"),
  title: "Ritual Creator: A Weekly Connection Ritual for Couples",
  description: "Pick your time, budget and what you want more of, and get a weekly ritual for the two of you: print it, copy it or add it to your calendar.",
  eyebrow: "Tool · Ritual creator",
  headline: "A weekly ritual for the two of you",
  lede: "Couples who stay close rarely rely on big gestures. They have small rituals they protect: the Sunday walk, the Thursday check-in. Answer five quick questions and get one of your own, ready to print or drop into your calendar.",
  toolLabel: "Ritual creator",
  ctaTitle: "Want help making it stick?",
  ctaText: "Rituals are easier to keep when you both know why they matter. A free 15-minute Vibe Check is a good place to start that conversation with us.",
};
