import type { Crumb } from "~/lib/seo";

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
