import { vibeCheckCta } from "./navigation";
import { site } from "./site";

/**
 * /links: the link-in-bio page our social profiles point to. The most useful next steps for
 * someone arriving from Instagram or TikTok, on a phone, in one short list.
 */
export interface BioLink {
  label: string;
  to: string;
  description: string;
  highlight?: boolean;
}

export const bioLinks: BioLink[] = [
  { label: vibeCheckCta.label, to: vibeCheckCta.to, description: "A free, no-pressure call to find your therapist", highlight: true },
  { label: "Take the Therapy Finder quiz", to: "/therapy-finder-quiz", description: "About three minutes to see which kind of support fits" },
  { label: "The 6-Session Reset", to: "/reset", description: "Our discounted entry offer, for couples or on your own" },
  { label: "Premarital Blueprint", to: "/premarital-blueprint", description: "Get ready for marriage, not just the wedding" },
  { label: "Listen to the podcast", to: "/resources/podcasts", description: "Five-minute episodes for your commute" },
  { label: "Free guides and checklists", to: "/resources/downloads-guides", description: "Printable tools for tonight's conversation" },
  { label: "Meet the team", to: "/team", description: "Find the therapist who gets your world" },
  { label: "Fees and FAQs", to: "/fees-and-faqs", description: "Clear prices, superbills and how it all works" },
];

export const linksPageSeo = {
  title: "Links: Start Here",
  description:
    "Quick links from our social profiles: book a free Vibe Check, take the therapy finder quiz, listen to the podcast and meet our Dallas therapists.",
};

export const linksPageCopy = {
  intro: `${site.tagline}. In person in Dallas, online across Texas.`,
  followHeading: "Follow along",
  /** "In crisis? Call or text {988} any time, or call {911}." */
  crisis: { lead: "In crisis? Call or text", middle: "any time, or call" },
};
