/** The fixed words of the blog's pages: the list (all posts or one topic's) and a post's page. */
export const blogIndexPage = {
  metaTitle: (topic: string | null, page: number) => `Blog${topic ? `: ${topic}` : ""}${page > 1 ? ` (page ${page})` : ""}`,
  description:
    "Articles from Millennial Life's Dallas therapists on communication, conflict, money, premarital questions, anxiety and more, for couples and individuals.",
  topicDescription: (topic: string) =>
    `Posts on ${topic.toLowerCase()} from Millennial Life's Dallas therapists: practical, warm ideas for couples and individuals to try this week.`,
  eyebrow: (topic: string | null) => (topic ? `Blog · ${topic}` : "The blog"),
  headline: (topic: string | null) => (topic ? `${topic}: what our therapists want you to know` : "Honest notes from a couples therapy room"),
  lede: "Our therapists write about the things couples and individuals actually bring to session: the dishes fight, the money talk, the 2\u00a0a.m. spiral. Read one, try one idea, see what shifts.",
  topicLede: (total: number) =>
    `${total} ${total === 1 ? "post" : "posts"} from our Dallas therapists. Short enough for a lunch break, useful enough to try tonight.`,
  feedLink: "RSS feed",
  searchLabel: "Looking for something specific? Search the blog, podcast, guides and services",
  listHeading: (topic: string | null, page: number, pageCount: number) =>
    `${topic ? `Posts on ${topic}` : "All posts"}${page > 1 ? `, page ${page} of ${pageCount}` : ""}`,
  cta: "Reading about it is a start. Talking it through is the next step.",
};

export const blogPostPage = {
  relatedEyebrow: "Keep reading",
  relatedHeading: "More from our therapists",
  allPosts: "All posts on the blog",
  ctaTitle: "Want to talk about this with someone who gets it?",
  ctaText:
    "Book a free 15-minute Vibe Check at a time that suits you. It's not a therapy session, just a real conversation about what's going on and whether we're the right fit.",
};

/** The blog list's topic filter and page links. */
export const blogListNavCopy = {
  topicsLabel: "Blog topics",
  allTopics: "All topics",
  pagesLabel: "Blog pages",
  newer: "← Newer posts",
  older: "Older posts →",
  pageLabel: (n: number) => `Page ${n}`,
};
