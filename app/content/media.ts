import type { Crumb } from "~/content/crumb";
import { therapistBySlug, type Therapist } from "./therapists";

/** /media-contact: how journalists, producers and podcasters reach the team. */
export const mediaContact = {
  name: "Alexis Moreno",
  role: "Director of Client Experience, media coordinator",
  responseTime:
    "We reply within 24 business hours, as we do to everyone who writes to us. Tell us your deadline in your first message and we'll say straight away whether we can meet it.",
  include: [
    "Your outlet and the story or segment you're working on",
    "Your deadline and the format: print, broadcast, podcast or live",
    "Whether you need an on-camera expert, a quote or background only",
  ],
  boundaries: [
    "We never discuss current or former clients, even anonymously, and we can't connect you with clients for a story.",
    "Our therapists talk about patterns and research, not diagnoses of public figures or people in the news.",
    "We're glad to review quotes for clinical accuracy, but we don't ask for approval of your story.",
  ],
};

export interface SpeakingTopic {
  title: string;
  angle: string;
  /** Therapist slugs who speak on it. */
  speakers: string[];
}

/** The people on the team who speak on a topic, in the topic's order. */
export function topicSpeakers(topic: SpeakingTopic): Therapist[] {
  return topic.speakers.map((slug) => therapistBySlug(slug)).filter((t) => t !== undefined);
}

/** Nine topics: the page lays them out three across on a laptop, so a full grid has no lone card. */
export const speakingTopics: SpeakingTopic[] = [
  {
    title: "Modern marriage and millennial relationships",
    angle: "Why couples in their thirties are booking therapy before a crisis, and what they're working on.",
    speakers: ["nia-carter", "marcus-hale"],
  },
  {
    title: "Premarital counseling and wedding stress",
    angle: "Money, in-laws and the guest list: the conversations to have before the wedding.",
    speakers: ["priya-raman", "nia-carter"],
  },
  {
    title: "Infidelity and rebuilding trust",
    angle: "What recovery after an affair really looks like, and why many couples stay.",
    speakers: ["nia-carter", "danielle-okafor"],
  },
  {
    title: "Anxiety, burnout and high achievers",
    angle: "Why capable people are often the last to ask for help, and how to spot burnout early.",
    speakers: ["elena-brooks"],
  },
  { title: "Phones, screens and connection", angle: "Practical digital boundaries couples can agree on tonight.", speakers: ["marcus-hale"] },
  {
    title: "Culturally affirming care",
    angle: "What BIPOC and LGBTQ+ couples should ask a therapist, and why it matters.",
    speakers: ["danielle-okafor", "priya-raman"],
  },
  {
    title: "Holidays, family and boundaries",
    angle: "Travel, traditions and expectations: a therapist's checklist for the season.",
    speakers: ["priya-raman", "marcus-hale"],
  },
  {
    title: "New babies and blended families",
    angle: "How couples stay a team through the sleepless months, stepparenting and two households.",
    speakers: ["marcus-hale"],
  },
  {
    title: "People-pleasing and the families we come from",
    angle: "Why old family roles follow you into a relationship, and how to set a kinder limit.",
    speakers: ["elena-brooks", "priya-raman"],
  },
];

/** /media: the press the practice has had (the stories themselves are press-stories.ts). */
export const mediaCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Millennial Life in the Media", path: "/media" },
];

export const mediaSeo = {
  title: "Millennial Life in the Media",
  description: "Press coverage of Millennial Life's Dallas therapists, each piece linked to the article itself, and how journalists can reach us for a story.",
};

export const mediaHeader = {
  eyebrow: "Press",
  title: "Millennial Life in the Media",
  lede: "Our therapists talk with journalists, producers and podcasters about modern relationships: why couples are starting therapy earlier, what engaged couples should talk about, and how to make love work with two careers and a phone each.",
  contactLink: "Press inquiries",
};

export const mediaSections = {
  outletsLabel: "Outlets that have featured us",
  /** While no coverage with a link to the article is listed. */
  none: {
    eyebrow: "Coverage",
    title: "Nothing listed yet",
    intro:
      "We list a piece here only when we can link you to the article itself, so you can read it for yourself. Working on a story about modern relationships? We'd be glad to help.",
  },
  featured: { eyebrow: "Featured", title: "Features and interviews" },
  more: { eyebrow: "More coverage", title: "Segments, quotes and conversations" },
  pressCta: {
    title: "Working on a story?",
    text: "Tell us your outlet and your deadline. We reply within 24 business hours, as we do to everyone who writes to us.",
    link: "Media & press contact",
  },
};

/** /media-contact's page copy around `mediaContact`. */
export const mediaContactCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Media & Press Contact", path: "/media-contact" },
];

export const mediaContactSeo = {
  title: "Media & Press Contact",
  description: "Press inquiries for Millennial Life: who to contact, the relationship topics our Dallas therapists speak on, and how quickly we reply.",
};

export const mediaContactHeader = {
  eyebrow: "Media & press",
  title: "Talk to a relationship therapist for your story",
  lede: "Journalists, producers and podcast hosts: our therapists are glad to explain what's really going on in modern relationships, in plain words and on your deadline.",
};

export const mediaContactSections = {
  contact: { title: "Who to contact", email: "Email", phone: "Phone", responseTime: "Response time" },
  include: "Help us help you quickly",
  boundaries: "What we can't do",
  topics: {
    eyebrow: "Topics",
    title: "What our team speaks on",
    with: "With ",
    and: " and ",
    pressLead: "Coverage we can link you to is on",
    pressLink: "Millennial Life in the Media",
  },
  ctaTitle: "Not a journalist? Looking for therapy?",
};
