import { sessionFromNote, type ServiceEntry } from "../service-model";
import { BOTH_FORMATS, SUPERBILL } from "./shared";

export const relie: ServiceEntry = {
  slug: "relie",
  path: "/relie",
  kind: "service",
  group: "couples",
  title: "Relié: Intimacy & Desire",
  eyebrow: "Couples therapy for intimacy",
  tagline: "Closer, on your terms",
  subtitle:
    "Relié (ruh-lee-AY) is French for “connected.” This is couples therapy for intimacy and desire: mismatched libidos, sex that slipped off the calendar after a baby or a hard year, or feeling close as friends and far apart as lovers. Frank, warm, and never awkward for long.",
  summary: "Couples therapy for intimacy and desire: mismatched libidos, dry spells, and feeling close again in body and heart.",
  audience: "Couples",
  fits: [
    "One of you wants sex more often, and it has become a sore spot.",
    "Since the baby, the move or the hard year, intimacy quietly stopped.",
    "You feel close as friends and far apart as lovers.",
    "Talking about sex feels awkward, so you don't.",
  ],
  betterFits: [
    { text: "Trust was broken by an affair and that needs to come first.", goTo: "repair" },
    { text: "If sex is painful, please see a medical provider too. We're glad to work alongside them." },
  ],
  helpsWith: [
    "Mismatched desire",
    "Intimacy after kids, illness or loss",
    "Talking about sex without a fight",
    "Pressure, anxiety and “performance”",
    "Affection and everyday closeness",
  ],
  howItWorks: [
    { title: "Start with comfort", text: "The first session is talk, at your pace. Therapy here is always just conversation." },
    { title: "Understand your patterns", text: "How stress, history, bodies and beliefs shape desire for each of you, without blame." },
    { title: "Try things at home", text: "Gentle, private exercises you choose together between sessions." },
    { title: "Keep the connection going", text: "Habits of closeness that fit your real life, including the tired weeknights." },
  ],
  format: BOTH_FORMATS,
  length: "50-minute sessions, weekly or every other week.",
  included: ["A 50-minute couples session", "Private between-session exercises", SUPERBILL],
  faqs: [
    {
      question: "Is this sex therapy?",
      answer: "It's couples therapy focused on intimacy. If you'd benefit from a specialized sex therapist or medical care, we'll say so and help you find it.",
    },
    {
      question: "Will we have to talk about things we're not ready for?",
      answer: "No. You set the pace, and your therapist checks in often. Plenty of couples start with the emotional side and get to the rest later.",
    },
    { question: "Is this for LGBTQ+ couples too?", answer: "Yes. Relié is for every couple, every orientation and every relationship shape." },
    { question: "Why the name?", answer: "Relié means “connected” in French. Intimacy is connection first; the rest tends to follow from there." },
  ],
  related: ["strengthen-reconnect", "digital-detox", "inclusive-therapy"],
  art: "hearts",
  seo: {
    title: "Relié: Intimacy & Desire Couples Therapy in Dallas",
    description: `Couples therapy in Dallas and online in Texas for intimacy and desire: mismatched libidos and dry spells. ${sessionFromNote("relie")}.`,
  },
  serviceInterest: "couples-therapy",
  serviceType: "Couples therapy for intimacy",
};
