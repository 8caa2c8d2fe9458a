/**
 * The blog's fixed vocabulary: topics (for filters, related posts and JSON-LD keywords) and the
 * cover motifs a post may use. Post files and the admin editor choose from these lists only.
 */
export const blogTopics = [
  { slug: "communication", label: "Communication" },
  { slug: "conflict", label: "Conflict" },
  { slug: "money", label: "Money" },
  { slug: "premarital", label: "Premarital" },
  { slug: "infidelity-recovery", label: "Infidelity recovery" },
  { slug: "digital-habits", label: "Digital habits" },
  { slug: "culture-identity", label: "Culture & identity" },
  { slug: "anxiety", label: "Anxiety" },
  { slug: "intimacy", label: "Intimacy" },
  { slug: "individual-growth", label: "Individual growth" },
  { slug: "family", label: "Family" },
  { slug: "lgbtq", label: "LGBTQ+" },
] as const;

export type BlogTopic = (typeof blogTopics)[number]["slug"];

export const blogTopicSlugs = blogTopics.map((t) => t.slug) as [BlogTopic, ...BlogTopic[]];

export function topicLabel(slug: string): string {
  return blogTopics.find((t) => t.slug === slug)?.label ?? slug;
}

export const blogCoverMotifs = ["talk", "conflict", "money", "rings", "repair", "phone", "roots", "calm", "home", "spark", "growth", "together"] as const;

export type BlogCoverMotif = (typeof blogCoverMotifs)[number];

/** The post at /blog/test: reachable, noindex, in no list, feed, sitemap or search. */
export const BLOG_TEST_SLUG = "test";
