import { VIBE_CHECK } from "./product-names";
/**
 * The homepage's copy and structure. Quoted headings and button texts are fixed; the rest is ours.
 * Facts that live elsewhere (rating, prices, the Director of Client Experience) are read from
 * site.ts and therapists.ts, not repeated here.
 */
import { CONTACT_ANCHOR, vibeCheckCta } from "./navigation";
import { site } from "./site";
import { therapists } from "./therapists";

export const homeSeo = {
  title: "Modern Couples Therapy in Dallas",
  description: "Couples, premarital and individual therapy for millennials in Dallas and online across Texas. Start with a free 15-minute Vibe Check call.",
};

export const hero = {
  tagline: "Reconnect, Repair, Rediscover",
  headline: "Modern Couples Therapy in Dallas",
  lede: "For couples who keep having the same fight, couples planning a wedding, and anyone who wants to feel like themselves again.",
  /** Shown from 640 px up; phones keep the hero short enough to see the art and the button. */
  ledeMore: "In our Uptown office or online anywhere in Texas, with early-morning, evening and weekend times.",
  primary: { label: "Start Your Journey", to: "/vibe-check" },
  secondary: { label: "How it works", to: "#how-it-works" },
  reassurance: "Free 15-minute Vibe Check, booked online in under a minute.",
};

/**
 * Hero background art, made by the project and served as the SVG files themselves, sharp at every
 * screen density (decision 0016). Phones get the portrait file, wider screens the landscape one;
 * both are preloaded with these media queries.
 */
export const heroImages = {
  mobile: { media: "(max-width: 767px)", src: "/images/hero/hero-mobile.svg", width: 780, height: 1560 },
  desktop: { media: "(min-width: 768px)", src: "/images/hero/hero-desktop.svg", width: 1920, height: 1080 },
} as const;

export const pressStrip = {
  id: "trust-strip",
  heading: "As Seen In",
  moreLink: { label: "Read the coverage", to: "/media" },
};

export type ServiceIcon = "heart" | "compass" | "sparkle" | "rings" | "sprout";
export type AccentColor = "teal" | "coral" | "plum" | "gold" | "sage";

/** A homepage service card: title, subtitle, description, icon, iconColor, ctaText, ctaColor, link. */
export interface ServiceCard {
  title: string;
  subtitle: string;
  description: string;
  icon: ServiceIcon;
  iconColor: AccentColor;
  ctaText: string;
  ctaColor: AccentColor;
  link: string;
}

export const servicesSection = {
  heading: "Your Journey Starts Here",
  intro: "Wherever you two are (or wherever you are on your own), there's a place to start. Pick the one that sounds like your week.",
  explore: { label: "Explore All Services", to: "/services" },
  finder: { text: "Not sure which one fits?", label: "Take the 3-minute Therapy Finder", to: "/therapy-finder-quiz" },
  cards: [
    {
      title: "Couples Therapy",
      subtitle: "Reconnect & Rediscover",
      description: "For the couple who loves each other but keeps landing in the same argument about chores, phones or who plans the weekends.",
      icon: "heart",
      iconColor: "teal",
      ctaText: "Reconnect Now",
      ctaColor: "teal",
      link: "/strengthen-reconnect",
    },
    {
      title: "Crisis & High Stress",
      subtitle: "Navigate Crisis with Confidence",
      description: "An affair, a breach of trust, or a season where everything feels like too much. Steady, structured help when you need it soon.",
      icon: "compass",
      iconColor: "coral",
      ctaText: "Get Help Now",
      ctaColor: "coral",
      link: "/crisis-couples",
    },
    {
      title: "BIPOC Couples Therapy",
      subtitle: "Honor Your Unique Story",
      description:
        "Culture, family expectations and the world outside your front door all shape your relationship. Bring all of it; you won't have to explain it first.",
      icon: "sparkle",
      iconColor: "plum",
      ctaText: "Learn More",
      ctaColor: "plum",
      link: "/therapy-gets-your-world",
    },
    {
      title: "Premarital Blueprint",
      subtitle: "Foundation for Forever",
      description: "The wedding is planned. Now talk about money, in-laws, kids and conflict while it's still easy, with a plan you make together.",
      icon: "rings",
      iconColor: "gold",
      ctaText: "Get Started",
      ctaColor: "gold",
      link: "/premarital-blueprint",
    },
    {
      title: "Individual Therapy",
      subtitle: "Personal Growth, Relational Healing",
      description: "Anxiety, burnout, dating fatigue or a family story you're tired of repeating. Your own hour, to work on you.",
      icon: "sprout",
      iconColor: "sage",
      ctaText: "Explore Individual Therapy",
      ctaColor: "sage",
      link: "/individual-healing",
    },
  ] satisfies ServiceCard[],
};

export const howItWorks = {
  id: "how-it-works",
  heading: "How It Works",
  intro: "Starting therapy shouldn't feel like a second job. Three steps, and the first one is free.",
  vibeCheck: {
    title: `First, a ${VIBE_CHECK}`,
    text: "A free 15-minute call to see if we're the right fit. It's a fit-finder call, not a therapy session: no forms, no deep dive, just a real conversation about what's going on and what would help.",
    points: ["15 minutes, by phone or video", "Free, with no obligation to book", "Booked online in under a minute"],
    cta: { label: vibeCheckCta.label, to: `#${CONTACT_ANCHOR}` },
  },
  steps: [
    {
      title: `Book your free ${VIBE_CHECK}`,
      text: "Pick a time that works for you, by phone or video. It's confirmed on the spot, with an invite for your calendar.",
    },
    {
      title: "Get matched with your therapist",
      text: "We pair you with the therapist who fits your story, your schedule and your budget, and walk you through fees and superbills.",
    },
    {
      title: "Start your first session",
      text: "Meet in our Dallas office or online from anywhere in Texas, with early morning, evening and weekend times.",
    },
  ],
};

export const spacesBands = {
  office: {
    heading: "Our Peaceful Spaces",
    text: "Soft light, comfy couches and a door that closes. Our Uptown office was designed to feel more like a friend's living room than a waiting room, with free parking and a quiet entrance.",
    points: ["Free garage parking", "Early morning and evening rooms"],
    slug: "office",
    art: {
      src: "/images/art/office-room.svg",
      alt: "An illustration of our therapy room: a deep teal couch with mustard and blush cushions, a floor lamp, framed art, an arched window and a tall plant.",
      width: 480,
      height: 360,
    },
  },
  online: {
    heading: "Available in Office & Online",
    text: "Can't make it across town after work? Meet your therapist by secure video from your couch, your car or your lunch break, anywhere in Texas. Same therapist, same care, your choice each week.",
    points: ["Secure, private video sessions", "Anywhere in Texas", "Switch between office and online any week"],
    slug: "online",
    art: {
      src: "/images/art/online-session.svg",
      alt: "An illustration of an online session: a laptop on a table with a therapist smiling on screen, a mug of tea, a plant and a night sky in the window.",
      width: 480,
      height: 360,
    },
  },
};

/** The office band as the homepage shows it: the street and city saved in Settings come first. */
export const officeBandFor = (contact: { address: { street: string; city: string } }) => ({
  ...spacesBands.office,
  points: [`${contact.address.street}, ${contact.address.city}`, ...spacesBands.office.points],
});

export const reviewsSection = {
  heading: "What Dallas Says",
  intro:
    "Our clients' words, in their own time and on their own terms. We never ask clients for testimonials; these are reviews people chose to leave publicly.",
  fallback: site.rating
    ? {
        title: `Rated ${site.rating.value} out of 5 from ${site.rating.count} reviews on ${site.rating.service}`,
        text: "Read what Dallas couples and individuals say about working with us, on the reviews page of our practice.",
        linkLabel: `Read our ${site.rating.service} reviews`,
        href: site.rating.reviewsUrl,
        rating: site.rating.value,
      }
    : {
        title: "Reviews, in clients' own words",
        text: "Public reviews show here through a reviews service once you allow it in your cookie choices.",
      },
  /** Under the widget, whatever it shows: how the reviews came to be there, and what they aren't. */
  disclaimer:
    "These reviews were posted publicly on a third-party site by people who chose to write them. We don't ask clients for reviews or testimonials, we don't reply to them (a reply could confirm that someone is a client), and no review is a promise of what therapy will do for you.",
};

export type StatIcon = "reviews-service";

/** A stat badge: value, description, optional reviews-service icon. */
export interface StatBadge {
  value: string;
  description: string;
  icon?: StatIcon;
}

/** The practice's claims, each one it can back: one list for the homepage, /about-us and the style guide. */
export const practiceStats: StatBadge[] = [
  ...(site.rating
    ? [{ value: site.rating.value, description: `Average of ${site.rating.count} reviews on ${site.rating.service}`, icon: "reviews-service" as const }]
    : []),
  { value: "100%", description: "Relationship-obsessed therapists" },
  { value: "25+", description: "Years of experience across our team" },
];

export const whySection = {
  heading: "Why Millennial Life?",
  intro: "A team built for the way you actually live: busy calendars, group chats and relationships that deserve more than a quick fix.",
  stats: practiceStats,
};

export const teamSection = {
  heading: "Meet Your Therapy Dream Team",
  intro: "Warm, direct and a little funny. Every one of us chose this work because relationships are our favorite thing to think about.",
  allLink: { label: "Meet the whole team", to: "/team" },
  /** Who the carousel shows, and its name for screen readers. */
  people: therapists.filter((t) => t.inCarousel),
  carouselLabel: "Our therapists",
};

/** The pages a visitor most often opens next, prefetched 2 s after the homepage loads. */
export const likelyNextPages = ["/services", "/team", "/vibe-check"];

export const contactSection = {
  heading: `Book your free ${VIBE_CHECK}`,
  intro: "Pick a time yourself and it's booked at once. Or leave us a note here and we'll reply within 24 business hours to find one together.",
  bookTimes: { label: "See free times", to: "/vibe-check" },
};
