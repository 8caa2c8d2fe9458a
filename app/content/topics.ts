/**
 * The fixed topics that blog posts, podcast episodes and guides are filed under, with the label a
 * visitor sees. Content files name topics by slug; a slug not listed here is a content error.
 */
export const topicLabels = {
  communication: "Communication",
  conflict: "Conflict",
  money: "Money",
  premarital: "Premarital",
  "infidelity-recovery": "Infidelity recovery",
  "digital-habits": "Digital habits",
  "culture-identity": "Culture & identity",
  anxiety: "Anxiety",
  intimacy: "Intimacy",
  "individual-growth": "Individual growth",
  family: "Family",
  lgbtq: "LGBTQ+",
} as const;

export type Topic = keyof typeof topicLabels;

export const topics = Object.keys(topicLabels) as Topic[];

export function isTopic(value: unknown): value is Topic {
  return typeof value === "string" && Object.hasOwn(topicLabels, value);
}
