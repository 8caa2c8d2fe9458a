import type { Crumb } from "~/content/crumb";

/** The copy of /get-matched; the questions and the catalog live in features/matching. */

export const getMatchedCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Get Matched", path: "/get-matched" },
];

export const getMatchedSeo = {
  title: "Get Matched: Find Your Therapist and Service",
  description: "Answer six quick questions and see which service and which of our Dallas therapists fit you. It all happens in your browser; nothing is sent.",
};

export const getMatchedHeader = {
  eyebrow: "Get matched",
  title: "Find your fit in about two minutes",
  lede: "Six quick questions, then a suggested service and the therapists whose focus fits. It all happens in your browser: nothing you choose here is sent to us or saved.",
};

/** The questionnaire's landmark name. */
export const getMatchedFormLabel = "Questionnaire";

/** Shown instead of the questionnaire when scripts are off. */
export const getMatchedNoScript =
  "This questionnaire runs in your browser and needs JavaScript. You can also book a free Vibe Check, and we'll match you on the call.";

export const getMatchedCta = {
  title: "Rather talk it through?",
  text: "Skip the questions and book a free 15-minute Vibe Check. We'll listen, answer your questions and match you ourselves.",
};

/** A question of the questionnaire: its legend and, where it has one, the hint under it. */
export interface GetMatchedQuestionCopy {
  legend: string;
  hint?: string;
}

/** The questionnaire's own words (its answer options are data, in features/matching/questions.ts). */
export interface GetMatchedQuestionnaireCopy {
  /** The form's accessible name. */
  formLabel: string;
  questions: {
    who: GetMatchedQuestionCopy;
    /** Its hint changes once question 1 is answered: `hintBeforeWho` until then. */
    concern: GetMatchedQuestionCopy & { hintBeforeWho: string };
    pace: GetMatchedQuestionCopy;
    format: GetMatchedQuestionCopy;
    strengths: GetMatchedQuestionCopy;
    schedule: GetMatchedQuestionCopy;
  };
  /** What "Show my match" says when a required answer is missing: the summary's heading, then one message per answer. */
  missing: { heading: string; who: string; concern: string; concernBeforeWho: string };
  /** The submit button: before the first match, then once one is shown. */
  submit: { first: string; again: string };
  /** Beside the submit button. */
  privacyNote: string;
  result: {
    eyebrow: string;
    heading: (service: string) => string;
    readAbout: (service: string) => string;
    therapistsHeading: string;
    therapistsNote: string;
    alternatesHeading: string;
    startOver: string;
  };
}

export const getMatchedQuestionnaire: GetMatchedQuestionnaireCopy = {
  formLabel: "Get matched questionnaire",
  questions: {
    who: { legend: "Who's coming to therapy?" },
    concern: {
      legend: "What's going on?",
      hint: "Pick the one that fits best. You can talk about everything else on the call.",
      hintBeforeWho: "Answer question 1 first, and the options for you appear here.",
    },
    pace: { legend: "What kind of start suits you?" },
    format: { legend: "Where would you like to meet?" },
    strengths: {
      legend: "Anything that matters to you in a therapist?",
      hint: "Optional. Every therapist here is affirming of every identity; this helps us pick who has the deepest experience.",
    },
    schedule: { legend: "When can you usually meet?", hint: "Optional. Choose any that work." },
  },
  missing: {
    heading: "Two quick answers and we can suggest a match:",
    who: "Choose who's coming to therapy.",
    concern: "Choose what's going on.",
    concernBeforeWho: "Choose who's coming first, then what's going on.",
  },
  submit: { first: "Show my match", again: "Update my match" },
  privacyNote: "Your answers stay in this browser tab. Nothing is sent or saved.",
  result: {
    eyebrow: "Your match",
    heading: (service) => `We'd suggest ${service}`,
    readAbout: (service) => `Read about ${service}`,
    therapistsHeading: "Therapists whose focus fits",
    therapistsNote: "On your Vibe Check, mention who caught your eye. We'll confirm availability and the best fit.",
    alternatesHeading: "Also worth a look",
    startOver: "Start over",
  },
};
