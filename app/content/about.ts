import type { Crumb } from "~/content/crumb";
import { site } from "./site";

/** The practice's story, mission and values for /about-us and /founder. */

/** The practice's three claims, shown as stat cards (value, description, optional reviews icon). */
export const mission = {
  statement: "Help for the relationships that matter most, on the schedule you actually live.",
  body: [
    "Millennial Life exists so couples and individuals can get help before things fall apart, not only after. We think a relationship deserves the same regular care as your health or your career, and that asking for help is a skill, not a failure.",
    "We built a practice that fits how people live now: online or in person, early mornings and evenings, clear prices, and therapists who understand group chats, student loans and two-career calendars without needing a glossary.",
  ],
};

export interface Value {
  title: string;
  description: string;
}

export const values: Value[] = [
  { title: "Real talk, kindly", description: "We say the honest thing, with warmth. You'll never get vague nodding or a lecture." },
  {
    title: "Everyone belongs here",
    description: "Every race, culture, faith, gender, orientation and relationship shape is welcome and affirmed, not just tolerated.",
  },
  { title: "Skills you can use tonight", description: "Insight matters, and so does leaving with something concrete to try before your next session." },
  { title: "Maintenance, not just rescue", description: "The best time to come in is before the crisis. The second-best time is now." },
  { title: "Clear and fair", description: "Prices on the website, no surprise bills, and flexible options when money is tight." },
  { title: "Always learning", description: "Weekly case consultation, ongoing training and supervision keep every therapist growing." },
];

export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export const milestones: Milestone[] = [
  {
    year: site.foundedYear,
    title: "One therapist, one room",
    description:
      "Nia Carter opens Millennial Life in a single Uptown office with a simple idea: couples therapy for people who've never seen themselves in a therapy brochure.",
  },
  {
    year: 2019,
    title: "The first intensive",
    description: "A couple flying in from Houston asks for “all the sessions at once.” The 3-Day Weekend Intensive is born.",
  },
  {
    year: 2020,
    title: "Online, for good",
    description: "Video sessions go from emergency plan to a permanent choice, so clients anywhere in Texas can work with us.",
  },
  {
    year: 2021,
    title: "A growing team",
    description: "Our first associate therapists join, and Nia becomes a board-approved supervisor to train the next generation.",
  },
  {
    year: 2022,
    title: "Premarital Blueprint",
    description: "Engaged couples get a structured program for money, family, conflict and the future, before the wedding chaos.",
  },
  {
    year: 2023,
    title: "A clinical director",
    description: "Dr. Elena Brooks joins to lead clinical quality and bring individual therapy for anxiety and burnout to the practice.",
  },
  {
    year: 2026,
    title: "The Clarity Drip podcast",
    description: "Our five-minute podcast starts, with one small, therapist-backed tool to try at home in each episode.",
  },
];

export const founderLetter = {
  greeting: "Hi, I'm Nia.",
  paragraphs: [
    "I started Millennial Life because I kept meeting couples who loved each other and were exhausted. They'd waited years to try therapy, partly because it felt like admitting defeat and partly because every office they looked at felt like it was built for their parents.",
    "So I built the practice I wished existed: one where the first step is a free, no-pressure call; where prices are on the website; where you can meet at 7 a.m. before work or on a video call from your car; and where your therapist gets your world, whoever you are and whoever you love.",
    "Today we're a team of relationship-obsessed clinicians, and we still believe the same thing: you don't have to wait for a crisis to invest in the most important relationships in your life.",
  ],
  signOff: "See you on the Vibe Check,",
};

export const founderWhy = [
  {
    title: "Why couples?",
    text: "Because the relationship is often where everything else shows up: work stress, family history, money, identity. Help the relationship and you help the people in it.",
  },
  {
    title: "Why millennials?",
    text: "Because this generation is rewriting the rules on marriage, careers, money and family, often without a map. We're here to help you draw one.",
  },
  {
    title: "Why now?",
    text: "Because the fights you have today are easier to change than the ones you'll have in five years. Early is always cheaper, in every sense.",
  },
];

/** /about-us: the page's own copy around the mission, values and story above. */
export const aboutCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about-us" },
];

export const aboutSeo = {
  title: "About Us: Our Mission, Values and Story",
  description: `Millennial Life has offered modern couples, premarital and individual therapy in Dallas since ${site.foundedYear}. Our mission, values and story.`,
  /** The AboutPage's name. */
  pageName: `About ${site.name}`,
};

export const aboutHeader = { eyebrow: "About us", title: "Therapy that sounds like real life", teamLink: "Meet the team" };

export const aboutStats = {
  heading: "Small practice, serious about relationships",
  intro: "Since 2018 we've grown from one therapist's office to a team, without losing the one-couple-at-a-time attention.",
};

export const aboutSections = {
  mission: { eyebrow: "Our mission", valuesTitle: "What we value" },
  story: { eyebrow: "Our story", title: `From one room in ${site.foundedYear} to a team of relationship-obsessed therapists` },
  people: {
    heading: "The people behind the practice",
    founder: {
      kicker: "Our founder",
      title: (firstName: string) => `Why ${firstName} started Millennial Life`,
      text: (name: string) => `A letter from ${name} on building the practice she wished existed.`,
      link: "Read her story",
    },
    team: {
      kicker: "Our team",
      title: "Six clinicians, one obsession",
      text: "Couples, premarital and individual therapists, in person in Dallas and online across Texas.",
      link: "Meet the team",
    },
    profileLead: (firstName: string) => `Looking for ${firstName}'s clinical profile and licenses?`,
    profileLink: (name: string, role: string) => `See ${name}, ${role}`,
  },
};

/** /founder: the founder's story; her clinical profile is its own page. */
export const founderPage = {
  slug: "nia-carter",
  /** Press pieces that feature the founder herself. */
  pressOutlets: [] as string[],
  crumbs: [
    { name: "Home", path: "/" },
    { name: "About Us", path: "/about-us" },
    { name: "Our Founder", path: "/founder" },
  ] satisfies Crumb[],
  seo: {
    title: (name: string) => `Our Founder, ${name}`,
    description: (name: string) =>
      `Why ${name} started Millennial Life in Dallas in ${site.foundedYear}: a letter from our founder on modern couples therapy and the practice she built.`,
  },
  hero: {
    eyebrow: "Our founder",
    title: (name: string) => `${name} built the practice she wished existed`,
    lede: (firstName: string) =>
      `The story of how ${site.name} began in ${site.foundedYear}, and what ${firstName} still believes about love, work and asking for help early.`,
    profileLink: (firstName: string) => `${firstName}'s clinical profile`,
  },
  why: { eyebrow: "The short version", title: "Three questions Nia gets asked a lot" },
  press: { eyebrow: "In the media", title: (firstName: string) => `Where you may have heard ${firstName}`, allLink: "All press mentions" },
  ctaTitle: (firstName: string) => `${firstName} built the Vibe Check so starting would feel easy.`,
};
