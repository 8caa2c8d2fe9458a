import { sessionFromNote, type ServiceEntry } from "../service-model";
import { confidentialityLimits } from "../care-rules";
import { VIBE_CHECK } from "../product-names";
import { BOTH_FORMATS, SUPERBILL } from "./shared";

export const inclusiveTherapy: ServiceEntry = {
  slug: "inclusive-therapy",
  path: "/inclusive-therapy",
  kind: "service",
  group: "couples",
  title: "Inclusive Therapy",
  eyebrow: "LGBTQ+ and relationship-diverse affirming",
  tagline: "Every kind of love, every kind of you",
  subtitle:
    "Affirming therapy for LGBTQ+ individuals and couples, and for relationships that don't follow the usual script: open, polyamorous, blended, long-distance or child-free by choice. Your therapist already gets it, so your time goes to what you came for.",
  summary: "Affirming couples and individual therapy for LGBTQ+ people and relationships that don't follow the usual script.",
  audience: "Couples or individuals",
  fits: [
    "You're queer, trans or nonbinary and want a therapist who doesn't need a glossary.",
    "You're in a same-gender relationship and the usual couples advice doesn't quite fit.",
    "You're opening your relationship, or already non-monogamous, and want support without judgment.",
    "Coming out, family reactions or chosen family are part of your story.",
  ],
  betterFits: [{ text: "You're a BIPOC couple and culture and family are at the center of it.", goTo: "therapy-gets-your-world" }],
  helpsWith: [
    "Coming out, at any age and any stage",
    "Family acceptance, distance and chosen family",
    "Gender identity and transition, yours or your partner's",
    "Opening a relationship or navigating non-monogamy",
    "Couples work in same-gender and queer relationships",
    "Minority stress and burnout",
  ],
  howItWorks: [
    {
      title: `Book a ${VIBE_CHECK}`,
      text: "Tell us about you, including your name and pronouns, and what you want. We match you with the therapist with the most relevant experience.",
    },
    { title: "Skip the basics", text: "No explaining your identity or your relationship structure before you can talk about your life." },
    { title: "Work on what you came for", text: "Anxiety, a relationship pattern, a family rift or a big decision: the work is yours to shape." },
    { title: "Solo or together", text: "Start on your own and bring a partner, or partners, in later. Or the other way around." },
  ],
  format: BOTH_FORMATS,
  length: "50-minute sessions, weekly or every other week.",
  included: ["A 50-minute individual or couples session", "Your chosen name and pronouns, everywhere we can use them", SUPERBILL],
  faqs: [
    {
      question: "Isn't every therapist at Millennial Life affirming?",
      answer:
        "Yes. Affirming care is our baseline, not a specialty. This page is for people who want a therapist with deep experience in LGBTQ+ and relationship-diverse work.",
    },
    {
      question: "Do you work with polyamorous relationships?",
      answer:
        "Yes. We work with couples and with more than two partners, in person or online. Everyone in the relationship is welcome in the room if that's what you want.",
    },
    {
      question: "Is what I share private?",
      answer: `Yes, within the law's limits. ${confidentialityLimits} Outside those limits, nothing goes to family, employers or anyone else without your written consent.`,
    },
  ],
  related: ["individual-healing", "relie", "beautifully-complicated"],
  art: "spectrum",
  seo: {
    title: "Inclusive Therapy: LGBTQ+ Affirming Counseling in Dallas",
    description: `LGBTQ+ affirming individual and couples therapy in Dallas and online in Texas, open and polyamorous relationships too. ${sessionFromNote("inclusive-therapy")}.`,
  },
  serviceInterest: "couples-therapy",
  serviceType: "LGBTQ+ affirming therapy",
};
