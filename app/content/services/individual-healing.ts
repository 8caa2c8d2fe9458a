import { sessionFromNote, type ServiceEntry } from "../service-model";
import { VIBE_CHECK } from "../product-names";
import { BOTH_FORMATS, SUPERBILL } from "./shared";

export const individualHealing: ServiceEntry = {
  slug: "individual-healing",
  path: "/individual-healing",
  kind: "service",
  group: "individual",
  title: "Individual Therapy",
  eyebrow: "Personal Growth, Relational Healing",
  tagline: "Personal Growth, Relational Healing",
  subtitle:
    "One-on-one therapy for millennials carrying a lot: anxiety that won't switch off, burnout, a breakup, infertility, or the same relationship pattern showing up with every new person. At your pace, with a therapist who thinks about you and the relationships around you.",
  summary: "One-on-one therapy for anxiety, burnout, breakups, infertility and the relationship patterns you want to change.",
  audience: "Individuals",
  fits: [
    "Your mind runs at 2 a.m.: replaying conversations, planning, worrying.",
    "You're burned out from work, caregiving or being everyone's person.",
    "You keep ending up in the same kind of relationship, or the same kind of fight.",
    "You're going through infertility, a breakup, a divorce or a big move and need somewhere to put it.",
    "Your partner doesn't want therapy, but you do.",
  ],
  betterFits: [
    { text: "You're a BIPOC adult, and culture, race or family expectations are at the center of what you're carrying.", goTo: "beautifully-complicated" },
    { text: "You'd like one full day of focused work instead of weekly sessions.", goTo: "renewal-retreat" },
  ],
  helpsWith: [
    "Anxiety, overthinking and people-pleasing",
    "Burnout and work stress",
    "Infertility and pregnancy loss",
    "Breakups, divorce and dating patterns",
    "Family relationships and boundaries",
    "Moves, new jobs and new parenthood",
  ],
  howItWorks: [
    { title: `Book a ${VIBE_CHECK}`, text: "Tell us a little about what's going on. We match you with a therapist whose focus fits." },
    {
      title: "Your first session",
      text: "Your therapist gets to know you: what's happening now, what you've tried, what you want to feel different.",
    },
    { title: "Weekly work", text: "Practical tools for right now (sleep, worry, boundaries) and deeper work on where the patterns come from." },
    { title: "Check in on progress", text: "Every few weeks you and your therapist look at what's changing and adjust the plan together." },
  ],
  format: BOTH_FORMATS,
  length: "50-minute sessions, weekly or every other week.",
  included: ["A 50-minute one-on-one session", "Early morning, evening and weekend times", SUPERBILL],
  faqs: [
    {
      question: "Can I see someone on my own while we also do couples therapy?",
      answer: "Yes, usually with a different therapist, so each kind of work has its own space. With your consent, the two therapists can coordinate.",
    },
    {
      question: "Will I get a diagnosis?",
      answer:
        "Only if it helps you. Insurers need a diagnosis code on a superbill to consider reimbursement, so if you plan to submit one, your therapist will talk it through with you openly first.",
    },
    {
      question: "Is online therapy as useful as in person?",
      answer:
        "Many clients find online sessions just as useful, and much easier to fit around a workday. You can switch between online and the office whenever you like.",
    },
    {
      question: "What if I'm in crisis?",
      answer:
        "We're not an emergency service. If you're thinking about hurting yourself, call or text 988 (the Suicide & Crisis Lifeline) any time, day or night, or call 911 in an emergency.",
    },
  ],
  related: ["beautifully-complicated", "renewal-retreat", "inclusive-therapy"],
  art: "sprout",
  seo: {
    title: "Individual Therapy in Dallas for Anxiety, Burnout & More",
    description: `Individual therapy in Dallas and online across Texas for anxiety, burnout, infertility and relationship patterns. ${sessionFromNote("individual-healing")}.`,
  },
  serviceInterest: "individual-therapy",
  ctaLabel: `Explore Individual Therapy on a ${VIBE_CHECK}`,
  serviceType: "Individual therapy",
};
