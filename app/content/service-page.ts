/** The words around each service page (/services/{slug}): the hero's links, "Is this for you?" and "Format, time and fees". */

export const serviceHeroCopy = {
  feesLink: "Fees and what's included",
  glanceLabel: "At a glance",
} as const;

export const serviceFitCopy = {
  heading: "Is this for you?",
  lede: "It probably is if...",
  quizBefore: "Not sure yet? Try",
  quizOr: " or ",
  quizAfter: ": about three minutes, and your answers stay on your device.",
  betterFitHeading: "Something else might fit better if...",
  see: (title: string) => `See ${title}`,
} as const;

export const serviceFeesCopy = {
  heading: "Format, time and fees",
  included: "What's included",
  where: "Where",
  length: "How long",
  when: "When",
  programFee: "Program fee",
  sessionFee: "Session fee",
  from: "From ",
  levels: "One fee per session, on your own or as a couple. It depends on the level of the therapist who sees you:",
} as const;
