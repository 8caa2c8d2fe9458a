import { site } from "./site";

/** /media-contact: how journalists, producers and podcasters reach the team. */
export const mediaContact = {
  name: "Alexis Moreno",
  role: "Director of Client Experience, media coordinator",
  email: site.pressEmail,
  phone: site.phone,
  responseTime: "We reply to press enquiries within one business day, and the same day when you tell us you're on deadline.",
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
];
