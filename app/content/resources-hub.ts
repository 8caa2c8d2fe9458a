import { podcastShow } from "./podcast-show";

/** The words of /resources-hub: the page that gathers the blog, the podcast, the guides and the quizzes. */
export const resourcesHub = {
  path: "/resources-hub",
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Resources Hub", path: "/resources-hub" },
  ],
  title: "Resources Hub: Articles, Podcast, Guides & Quizzes",
  description:
    "Free help from Millennial Life’s Dallas therapists: articles, five-minute podcast episodes, printable guides and private quizzes for couples and individuals.",
  eyebrow: "Resources Hub",
  headline: "Read, listen, and try one small thing this week",
  lede: "What our Dallas therapists make for the time between sessions, or before the first one: honest articles, five-minute episodes, guides to print and private self-checks. Start anywhere.",
  searchLabel: "Search every article, episode, guide and service",
  collectionName: "Resources Hub",
  shelfHeading: "Browse by kind",
  shelfLabel: "Resources by kind",
  /** The shelf's counts of what is published. */
  counts: {
    posts: (n: number) => `${n} articles`,
    episodes: (n: number) => `${n} episodes`,
    guides: (n: number) => `${n} PDFs`,
    quizzes: (quizzes: number, tools: number) => `${quizzes} quizzes, ${tools} ${tools === 1 ? "tool" : "tools"}`,
  },
  cta: "Reading about it is a start. Talking it through is the next step.",
  blog: {
    path: "/resources/blog",
    eyebrow: "From the blog",
    title: "The latest from our therapists",
    body: "Our therapists on the dishes fight, the money talk and the 2 a.m. spiral.",
    more: (n: number) => `All ${n} articles`,
  },
  podcast: {
    eyebrow: "The podcast",
    body: "Five-minute episodes, each with one small thing to try this week. Every episode has show notes and the full transcript.",
    more: (n: number) => `All ${n} episodes`,
    feed: "Podcast RSS feed",
  },
  quizzes: {
    path: "/resources/quizzes-tools",
    eyebrow: "Quizzes & tools",
    title: "A few honest minutes with yourself",
    body: "Short self-checks written by our therapists, and a ritual builder for couples. Your answers are scored on your device and never sent to us.",
    button: "See all quizzes & tools",
  },
  guides: {
    path: "/resources/downloads-guides",
    eyebrow: "Free guides",
    title: "Guides to print, share and actually use",
    body: "Practical PDFs for the conversations couples put off. Download any of them; there’s nothing to sign up for.",
    more: "All guides",
  },
} as const;

/** The kinds of resources, each drawn by the icon of the same name: an article, an episode, a download, a self-check. */
export type ResourceKind = "read" | "listen" | "download" | "reflect";

/** The hub's four entry tiles; `count` is filled in from what is published. */
export const resourceShelf: { key: "posts" | "episodes" | "guides" | "quizzes"; to: string; label: string; description: string; icon: ResourceKind }[] = [
  { key: "posts", to: resourcesHub.blog.path, label: "Blog", description: "Short, honest reads on what couples bring to session.", icon: "read" },
  { key: "episodes", to: podcastShow.path, label: "Podcast", description: "Five minutes, one tool to try, every transcript in full.", icon: "listen" },
  { key: "guides", to: resourcesHub.guides.path, label: "Free guides", description: "Checklists and worksheets to print. No sign-up.", icon: "download" },
  { key: "quizzes", to: resourcesHub.quizzes.path, label: "Quizzes & tools", description: "Private self-checks scored on your device.", icon: "reflect" },
];
