import type { ReactNode } from "react";
import type { Crumb } from "~/content/crumb";

/**
 * A page that answers one question visitors search for (the first session, what couples therapy
 * costs, discernment counseling): a header, "the short version", numbered sections, real
 * questions and answers, further reading and the Vibe Check band.
 */
export interface AnswerSection {
  /** Anchor id, also the "On this page" target. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface AnswerFaq {
  question: string;
  /** Plain text: the FAQPage JSON-LD repeats it word for word. */
  answer: string;
}

export interface AnswerPageContent {
  path: string;
  crumbs: Crumb[];
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lede: string;
  /** A few plain sentences above the full text. */
  summary: ReactNode[];
  sections: AnswerSection[];
  faqs: AnswerFaq[];
  /** Pages a reader goes to next. */
  related: AnswerLink[];
  /** The 988/911 notice; with the domestic violence hotline on pages about couples in trouble. */
  crisisNotice: "standard" | "domestic-violence";
  cta: { title: string; text?: string };
}

/** Where the three pages live: links from other pages read these, never a typed path. */
export const answerPagePaths = {
  firstSession: "/first-session",
  cost: "/couples-therapy-cost-dallas",
  discernment: "/discernment-counseling-dallas",
} as const;

export interface AnswerLink {
  to: string;
  label: string;
  text: string;
}

/** How other pages (fees, the resources hub) point to the three pages. */
export const answerPageLinks: Record<keyof typeof answerPagePaths, AnswerLink> = {
  firstSession: {
    to: answerPagePaths.firstSession,
    label: "What to expect in your first session",
    text: "Paperwork, what stays private, safety screening, online sessions and your estimate.",
  },
  cost: {
    to: answerPagePaths.cost,
    label: "Couples therapy cost in Dallas",
    text: "Every fee by clinician, when superbills work, and what an HSA or FSA covers.",
  },
  discernment: {
    to: answerPagePaths.discernment,
    label: "Discernment counseling",
    text: "When one of you is leaning out and the other is leaning in: deciding what's next.",
  },
};
