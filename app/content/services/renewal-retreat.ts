import type { ServiceEntry } from "../service-model";
import { PROGRAM, BOTH_FORMATS, SUPERBILL } from "./shared";

export const renewalRetreat: ServiceEntry = {
  slug: "renewal-retreat",
  path: "/renewal-retreat",
  kind: "program",
  group: "concentrated",
  alsoListedUnder: ["individual"],
  title: "Renewal Retreat",
  eyebrow: "A one-day retreat, just for you",
  tagline: "One day, just for you",
  subtitle:
    "A one-day personal retreat with one therapist: about five hours of focused individual work, with breaks, for when weekly sessions can't hold everything at once. For burnout, a big decision, the end of a relationship, or a birthday that has you asking “is this it?”",
  summary: "A one-day individual therapy retreat: five focused hours for burnout, a big decision or a fresh start.",
  audience: "Individuals",
  fits: [
    "You're burned out and need more than 50 minutes just to begin.",
    "You're at a crossroads (career, relationship, city) and want clarity.",
    "A breakup or divorce has ended a chapter and you want to close it well.",
    "Weekly therapy doesn't fit your schedule, but one day does.",
  ],
  betterFits: [{ text: "You'd like steady weekly support over a few months.", goTo: "individual-healing" }],
  helpsWith: [
    "Burnout and depletion",
    "Big decisions and crossroads",
    "Endings: breakups, divorce, leaving a job",
    "What you want next, and why",
    "A plan for rest you'll actually keep",
  ],
  howItWorks: [
    { title: "Prep call", text: "A 50-minute online call about what you want from the day, and a few questions to sit with beforehand." },
    {
      title: "Your retreat day",
      text: "About five hours in two or three blocks, in our quiet Dallas office or online from a space you choose, with a proper lunch break.",
    },
    { title: "Your renewal plan", text: "A written summary of what came up and the next steps you chose." },
    { title: "Follow-up", text: "A 50-minute session about three weeks later, to see how the plan is holding up." },
  ],
  format: BOTH_FORMATS,
  length: "One day with about five hours of therapy, plus a 50-minute prep call and a 50-minute follow-up.",
  included: [
    "A 50-minute prep call",
    "About five hours of one-on-one therapy on your retreat day",
    "A written renewal plan",
    "A 50-minute follow-up session",
    SUPERBILL,
  ],
  faqs: [
    {
      question: "Is a retreat day intense?",
      answer: "It can be, and it's paced with breaks. You decide how deep you go, and your therapist checks in throughout.",
    },
    { question: "Can I do it on a Saturday?", answer: "Often, yes. Saturday retreat days are available on select weeks." },
    {
      question: "Can I keep going afterwards?",
      answer: "Yes. Many people continue with weekly sessions with the same therapist, at the regular session rate.",
    },
  ],
  related: ["individual-healing", "beautifully-complicated", "digital-detox"],
  art: "sunrise",
  seo: {
    title: "Renewal Retreat: One-Day Individual Therapy Intensive in Dallas",
    description: `A one-day individual therapy retreat in Dallas or online in Texas: five focused hours for burnout, big decisions and fresh starts. ${PROGRAM} in full.`,
  },
  serviceInterest: "individual-therapy",
  serviceType: "Individual therapy intensive",
};
