import { quizFacts } from "./quiz-cards";

/** A quiz page's own words (/resources/quizzes-tools/*): the start screen, the questions, the safety panel and the result. */

export const quizStartCopy = {
  heading: "Before you start",
  ...quizFacts,
  factsLabel: "At a glance",
  answersStay: "Answers stay on this device",
  privacy:
    "Your answers are scored right here in your browser. They are never sent to us, saved, or added to the page address. Close the tab and they're gone.",
  isTitle: "What this is",
  isNotTitle: "What it isn't",
  noscript:
    "The quiz runs one question at a time with JavaScript, which is off in this browser. You can still read every question below, think them over, and bring your answers to a free Vibe Check.",
  start: "Start the quiz",
  howItRuns: "One question at a time. You can go back and change any answer.",
} as const;

export const quizQuestionListCopy = {
  summary: (count: number) => `See all ${count} questions and answers`,
} as const;

export const quizRunnerCopy = {
  formLabel: (shortTitle: string) => `${shortTitle} quiz`,
  progress: (label: string) => `Question ${label}`,
  progressPrefix: (label: string) => `Question ${label}: `,
  missing: "Choose the answer that's closest to true, even if none fits exactly.",
  back: "Back",
  backToStart: "Back to the start",
  seeResult: "See my result",
  next: "Next",
} as const;

export const quizSafetyCopy = {
  leadSelfHarm: "Thank you for being honest about how heavy things are. You deserve support right now, from a person, not a quiz.",
  leadOther: "Thank you for telling us. Feeling afraid at home, or of someone close to you, matters more than anything this quiz can score.",
  panelLabel: "Help right now",
  linesOpen: "These lines are free, confidential and open 24/7.",
} as const;

export const quizOutcomeCopy = {
  safetyEyebrow: "Before anything else",
  safetyHeading: "Your safety comes first",
  noRecommendationHeading: "Why there's no recommendation here",
  noRecommendation:
    "A quiz can't weigh what you told us, and we won't suggest a program as if it hadn't come up. When someone is afraid of a partner, couples sessions are not the safe place to start; the hotline can help you plan what is. When you're safe and ready, we're here, and on a Vibe Check we'll ask about safety first.",
  safetyVibeCheck: "Talk to us when you're ready",
  resultEyebrow: "Your result",
  nextStepsHeading: "Try this next",
  serviceEyebrow: "Where we'd start",
  readingLabels: { post: "Read next, from our blog", episode: "Listen next, on The Clarity Drip podcast", guide: "Print next: a free guide" },
  privacy: "Your answers were scored on this device and sent nowhere. Close the tab and they're gone.",
  startAgain: "Start again",
  otherQuizzes: "Other quizzes and tools",
} as const;
