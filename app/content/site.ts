/**
 * The practice's facts, in one place. The names, phone number and e-mail are fictional
 * placeholders (555-01xx, example.com); the practice replaces them here and nowhere else.
 */
/** A rating on a reviews service, with everything a visitor needs to check it. */
export interface PublicRating {
  value: string;
  count: number;
  service: string;
  /** The practice's own reviews page on the service, not a search. */
  reviewsUrl: string;
}

export const site = {
  name: "Millennial Life",
  legalName: "Millennial Life Counseling, PLLC",
  tagline: "Modern couples, premarital and individual therapy in Dallas",
  foundedYear: 2018,
  phone: { display: "(214) 555-0142", href: "tel:+12145550142" },
  email: "hello@example.com",
  pressEmail: "press@example.com",
  careersEmail: "careers@example.com",
  address: {
    street: "3090 Olive Street, Suite 300",
    city: "Dallas",
    region: "TX",
    postalCode: "75219",
    country: "US",
    /** Used as the maps destination for "Get Directions". */
    mapsQuery: "3090 Olive Street Suite 300, Dallas, TX 75219",
  },
  /** Shown to visitors; the search-engine default is Mon-Fri 09:00-17:00. */
  hours: [
    { days: "Monday - Thursday", time: "7:00 AM - 8:00 PM" },
    { days: "Friday", time: "7:00 AM - 5:00 PM" },
    { days: "Saturday", time: "9:00 AM - 2:00 PM (select weeks)" },
  ],
  openingHoursSpecification: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
  priceRange: "$$",
  /**
   * A public rating is shown only with how many reviews it averages, its service and a link to the
   * practice's own reviews page there. The practice has not supplied the count or the page, so the
   * site states no rating: fill in all four to show it again.
   */
  rating: null as PublicRating | null,
  social: [
    { name: "Instagram", handle: "@millenniallife.therapy", href: "https://www.instagram.com/millenniallife.therapy" },
    { name: "Facebook", handle: "Millennial Life Counseling", href: "https://www.facebook.com/millenniallifecounseling" },
    { name: "TikTok", handle: "@millenniallife.therapy", href: "https://www.tiktok.com/@millenniallife.therapy" },
    { name: "LinkedIn", handle: "Millennial Life Counseling", href: "https://www.linkedin.com/company/millennial-life-counseling" },
  ],
  /**
   * Canonical URLs use whichever of these three the request came in on;
   * any other host (localhost, previews) gets the primary one.
   */
  hostnames: {
    primary: "www.millenniallifecounseling.com",
    secondary: "www.millenniallifetherapy.com",
    hostedDefault: "millennial-life.onrender.com",
  },
  /** Landing sub-sites whose home page sends visitors to one offer. */
  subsiteRedirects: {
    "reset.millenniallifecounseling.com": "/reset",
    "honeymoon.millenniallifecounseling.com": "/premarital-blueprint",
  } as Record<string, string>,
  /** Where clients come from: the office's neighbourhood, the Dallas neighbourhoods near it, the cities around. */
  serviceArea: {
    office: "Uptown",
    neighbourhoods: ["Oak Lawn", "Highland Park", "Lakewood", "Bishop Arts", "Deep Ellum"],
    cities: ["Plano", "Frisco", "Richardson", "Irving", "Arlington", "Fort Worth"],
  },
  /** Prices used by the pages and as the search-engine defaults. */
  prices: { defaultSessionUsd: 120, defaultProgramUsd: 950 },
} as const;

export type Site = typeof site;
