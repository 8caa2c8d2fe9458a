import type { Crumb } from "~/content/crumb";

/**
 * The words of /resources/downloads-guides and of each guide's page. The guides themselves are
 * in guides.ts, which only the server reads: this file is small enough for the browser.
 */
export const guidesIndexPage = {
  path: "/resources/downloads-guides",
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Resources Hub", path: "/resources-hub" },
    { name: "Free Guides", path: "/resources/downloads-guides" },
  ] satisfies Crumb[],
  title: "Free Relationship Guides to Download",
  description:
    "Free PDF guides from Millennial Life's Dallas therapists: a premarital checklist, five relationship mistakes, the weekly money date and more. No sign-up.",
  collectionName: "Free Relationship Guides",
  eyebrow: "Free guides",
  headline: "Guides you can print, share and actually use",
  lede: "Short, practical PDFs from our therapists for the conversations couples put off: before the wedding, after a fight, around money. Download any of them; there's nothing to sign up for.",
  listHeading: "All guides",
  listNote: "Each guide also reads on its own page, so you can skim it before you print. Every PDF is tagged for screen readers, with real, selectable text.",
  newsletterHeading: "New tools in your inbox, once a week",
};

/** A guide's trail: the index's, then the guide. */
export function guideCrumbs(title: string, path: string): Crumb[] {
  return [...guidesIndexPage.crumbs, { name: title, path }];
}

/** The fixed words around a guide's own text. */
export const guidePage = {
  metaTitle: (title: string) => `${title}: Free PDF Guide`,
  eyebrow: (audience: string) => `Free guide · ${audience}`,
  readHere: "Read it here first",
  textHeading: "The guide",
  keepLabel: "Keep this guide",
  keepTitle: "Keep it for later",
  keepText: (pdfFacts: string) => `The same guide as a printable file (${pdfFacts}). Tagged for screen readers, with selectable text.`,
  newsletterText: "One email a week: a tool to try, a five-minute episode, new posts. Unsubscribe any time.",
  moreEyebrow: "Keep going",
  moreTitle: "More free guides",
};
