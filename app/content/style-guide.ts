import { internFeeNote, SESSION_MINUTES } from "./fees";
import type { ServiceSlug } from "./service-model";

/** The words of the internal style-guide pages (noindex, out of both sitemaps). */
export const styleGuidePages = {
  componentTemplates: {
    title: "Component Templates",
    description: "Internal style guide: the Millennial Life website's buttons, badges, tooltips, cards, toasts, spinners and sections in one place.",
    eyebrow: "Internal",
    headline: "Component templates",
    lede: "The building blocks of the site, live and interactive. Everything here is the real component, fed from the content files.",
  },
  heroDemo: {
    title: "Hero Demo",
    description: "Internal style guide: the page header band in its variations, with and without art and actions, as content pages use it.",
    eyebrow: "Internal",
    headline: "Hero and page header templates",
    lede: "Every content page opens with the same band: an eyebrow, one h1, a short lede, then actions or art. Below are the variations in use.",
  },
  iconDemo: {
    title: "Icon Demo",
    description: "Internal style guide: every icon and illustration the Millennial Life website draws itself, with the name to import it by.",
    eyebrow: "Internal",
    headline: "Icons and illustrations",
    lede: "Everything here is inline SVG drawn for this site: no icon fonts, no CDN. Icons are decorative next to text; illustrations are aria-hidden with a set size.",
  },
  specialtyCardDemo: {
    title: "Specialty Card Demo",
    description:
      "Internal style guide: the specialty card used on therapist profiles, in both tones, with a description, and with every specialty on the team.",
    eyebrow: "Internal",
    headline: "Specialty card",
    lede: "A small card with a keyword-matched line icon. Profiles use the teal tone for specialties and the coral tone for who a therapist works with.",
  },
};

/** /example-service: the anatomy of a service page, with sample copy in the site's voice. */
export const exampleServicePage = {
  title: "Example Service Page",
  description: "Internal template: how a Millennial Life service page is assembled, from the header to the price, the therapists, the FAQs and the Vibe Check.",
  eyebrow: "Template: service page",
  headline: "Couples therapy that sounds like real life",
  /** The service whose structured data the template carries: couples therapy. */
  jsonLdService: "strengthen-reconnect" satisfies ServiceSlug,
  lede: "This is how every service page is put together. The header says what the service is and who it's for in one sentence, then offers the Vibe Check.",
  forYou: {
    eyebrow: "1. Is it for me?",
    title: "Couples therapy might be for you if...",
    items: [
      "You keep having the same fight about the dishes, the money or the in-laws",
      "You love each other but feel more like roommates than partners",
      "Something big happened and you don't know how to talk about it",
      "You want to get ahead of problems before the wedding, the baby or the move",
    ],
  },
  steps: {
    eyebrow: "2. What happens",
    title: "How it works",
    items: [
      { title: "A free Vibe Check", text: "Fifteen minutes on the phone or video to see if we're the right fit and match you with a therapist." },
      { title: "Your first session", text: "Your therapist gets to know you both and what you'd like to be different. You leave with one thing to try." },
      { title: "Weekly or every other week", text: "Practical tools and deeper work, at the pace you set, in person in Dallas or online." },
    ],
  },
  cost: {
    eyebrow: "3. What it costs",
    title: (from: string) => `From ${from} a session`,
    text: `${SESSION_MINUTES}-minute sessions, or ${internFeeNote}; one fee whether you come alone or together. No insurance; superbills on request.`,
    link: "See every fee",
  },
  team: { title: "4. Who offers it" },
  faq: { eyebrow: "5. Questions", title: "Before you reach out" },
  cta: "6. How to start: always the Vibe Check.",
};
