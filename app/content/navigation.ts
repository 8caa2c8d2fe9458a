import { VIBE_CHECK } from "./product-names";
import { therapistPath, therapists } from "./therapists";

/** The navigation bar and footer links, as data. */
export interface NavLink {
  label: string;
  to: string;
  /** Small print under the label, e.g. the discounted entry offer. */
  note?: string;
}

export interface NavGroup {
  heading?: string;
  links: NavLink[];
}

export interface NavMenu {
  id: "therapy" | "team";
  label: string;
  groups: NavGroup[];
}

const teamLink = (slug: string, suffix?: string): NavLink => {
  const t = therapists.find((x) => x.slug === slug);
  if (!t) throw new Error(`navigation: unknown therapist ${slug}`);
  return { label: t.name, to: therapistPath(t), note: suffix ?? t.role };
};

export const navMenus: NavMenu[] = [
  {
    id: "therapy",
    label: "Therapy",
    groups: [
      {
        heading: "Couples Counseling",
        links: [
          { label: "Strengthen & Reconnect", to: "/strengthen-reconnect" },
          { label: "Crisis & High Stress", to: "/crisis-couples" },
          { label: "BIPOC Couples Therapy", to: "/therapy-gets-your-world" },
        ],
      },
      { links: [{ label: "Individual Counseling", to: "/individual-healing" }] },
      {
        heading: "Programs & Entry Offers",
        links: [
          { label: "3-Day Weekend Intensive", to: "/weekend-intensive" },
          { label: "6-Session Reset", to: "/reset", note: "Discounted entry offer" },
          { label: "Digital Detox Program", to: "/digital-detox" },
          { label: "Premarital Blueprint", to: "/premarital-blueprint" },
        ],
      },
    ],
  },
  {
    id: "team",
    label: "Our Team",
    groups: [
      { links: [{ label: "Team Overview", to: "/team" }] },
      {
        heading: "Leadership",
        links: therapists.filter((t) => t.navGroup === "leadership").map((t) => teamLink(t.slug, t.slug === "nia-carter" ? "Founder" : "Clinical Director")),
      },
      {
        heading: "Therapists",
        links: therapists.filter((t) => t.navGroup === "therapists").map((t) => teamLink(t.slug)),
      },
    ],
  },
];

export const navPlainLinks: NavLink[] = [
  { label: "Fees & FAQs", to: "/fees-and-faqs" },
  { label: "Resources Hub", to: "/resources-hub" },
];

/**
 * The Vibe Check button's words: a time is booked on /vibe-check at once
 * (its free times follow the page's header), so every button says "Book".
 */
export const vibeCheckCta = { label: `Book My Free 15-Min ${VIBE_CHECK}`, to: "/vibe-check" } as const;

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Meet Our Team", to: "/team" },
  { label: "About Us", to: "/about-us" },
  { label: "Fees & FAQs", to: "/fees-and-faqs" },
  { label: "Resources Hub", to: "/resources-hub" },
  { label: "Podcast", to: "/resources/podcasts" },
  { label: "Blog", to: "/resources/blog" },
  { label: `Get My ${VIBE_CHECK}`, to: "/vibe-check" },
  { label: "Join Our Team", to: "/join-our-team" },
  { label: "Millennial Life in the Media", to: "/media" },
  // Journalists' contact page; the quick link's label is fixed as "Media & Press".
  { label: "Media & Press", to: "/media-contact" },
];

export const footerLegalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Accessibility", to: "/accessibility" },
  { label: "Sitemap", to: "/sitemap" },
  { label: "Search", to: "/resources/search" },
];

/** The footer's button that reopens the cookie banner (the banner's own words are in cookie-consent.ts). */
export const cookieSettingsLabel = "Cookie settings";

/** Said after a link that opens another site in a new tab (the leading space keeps it apart from the link's own words). */
export const newTabNote = " (opens in a new tab)";

/** The homepage contact section's id: the Vibe Check buttons on the homepage jump to it. */
export const CONTACT_ANCHOR = "contact";
