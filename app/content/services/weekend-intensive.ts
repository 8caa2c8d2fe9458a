import { formatUsd, type ServiceEntry } from "../service-model";
import { cancellationPolicy, programInstalments } from "../fees";
import { programPrices, SUPERBILL } from "./shared";

export const weekendIntensive: ServiceEntry = {
  slug: "weekend-intensive",
  path: "/weekend-intensive",
  kind: "program",
  group: "concentrated",
  alsoListedUnder: ["couples"],
  title: "3-Day Weekend Intensive",
  eyebrow: "Program for couples",
  tagline: "Three focused days, one plan to take home",
  subtitle:
    "Three focused days with one couples therapist in our Dallas office: about fifteen hours of therapy, with breaks, long lunches and evenings to yourselves. For couples who can't wait weeks between sessions: after an affair, at a crossroads, or stuck for too long.",
  summary: "Three focused days of private couples therapy in Dallas: about 15 hours of work, a written plan and a follow-up.",
  audience: "Couples",
  fits: [
    "Something big happened, like an affair, and weekly sessions feel too slow.",
    "You've been stuck in the same place for years and want real momentum.",
    "Travel, shift work or kids make weekly therapy hard to keep up.",
    "You want to give your relationship a focused, serious try.",
  ],
  betterFits: [
    { text: "You'd rather learn relationship skills alongside other couples, at a lower cost.", goTo: "restart-weekend" },
    { text: "One of you is leaning out and the first question is whether to try at all.", goTo: "rescue-rebuild" },
  ],
  helpsWith: [
    "Affair and betrayal recovery",
    "Breaking long-standing fight cycles",
    "Big decisions: kids, moves, staying together",
    "Rebuilding closeness and trust",
    "A plan you can keep at home",
  ],
  howItWorks: [
    { title: "Vibe Check and dates", text: "We make sure an intensive suits what's going on, then pick your weekend." },
    {
      title: "Planning session",
      text: "About a week before, your therapist meets you both online for 90 minutes, and each of you fills in a short questionnaire.",
    },
    { title: "Three days in Dallas", text: "Friday to Sunday, about five hours a day in two blocks, with a long lunch. Evenings are yours." },
    { title: "Your plan and a follow-up", text: "You leave with a written plan, and come back for a follow-up session about 30 days later." },
  ],
  format: {
    inPerson: true,
    online: false,
    note: "In person only, at our Uptown Dallas office, so you can step out of daily life. The planning session is online.",
  },
  length: "Friday to Sunday, about five hours a day (roughly 15 hours in all), plus a 90-minute planning session and a 50-minute follow-up.",
  when: [
    { days: "Friday - Sunday", time: "9:30 AM - 3:30 PM, on a weekend we pick with you" },
    { days: "Planning and follow-up", time: "at an office-hours time that suits you both" },
  ],
  price: { amountUsd: programPrices.weekendIntensive, unit: "program" },
  included: [
    "A 90-minute online planning session and questionnaires",
    "About 15 hours of private couples therapy over three days",
    "A written relationship plan",
    "A 50-minute follow-up session about 30 days later",
    SUPERBILL,
  ],
  faqs: [
    {
      question: "Is an intensive right for us?",
      answer:
        "Intensives suit couples who are both willing to do concentrated work. If there is violence, an active addiction or someone is in crisis, we'll suggest a safer first step.",
    },
    {
      question: "We don't live in Dallas. Where do we stay?",
      answer: "Many couples from elsewhere in Texas book a hotel in Uptown, a short walk or ride from the office. Local couples go home each night.",
    },
    {
      question: "Who leads the intensive?",
      answer: "One of our senior couples therapists. Our founder leads a limited number of intensives each year.",
    },
    {
      question: "Can we pay in parts?",
      answer: `Yes. The ${formatUsd(programPrices.weekendIntensive)} fee can be split into ${programInstalments}; ask on your Vibe Check. We don't take insurance. If the intensive treats a diagnosed condition, we give you a superbill on request.`,
    },
    {
      question: "What if we need to change our dates?",
      answer: `You can move your weekend once, free of charge, with at least ${cancellationPolicy.intensiveMoveNoticeDays} days' notice. Call or email us and we'll find new dates together.`,
    },
  ],
  related: ["restart-weekend", "repair", "crisis-couples"],
  art: "three-suns",
  seo: {
    title: "3-Day Weekend Couples Intensive in Dallas",
    description:
      "A private three-day couples therapy intensive in Dallas: about 15 hours of focused work, a written plan and a follow-up. For couples who can't wait weeks.",
  },
  serviceInterest: "weekend-intensive",
  serviceType: "Couples therapy intensive",
};
