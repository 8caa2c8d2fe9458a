import { formatUsd, type ServiceEntry } from "../service-model";
import { programPrices, BOTH_FORMATS, SUPERBILL } from "./shared";

export const repair: ServiceEntry = {
  slug: "repair",
  path: "/repair",
  kind: "program",
  group: "structured",
  title: "Repair: Rebuilding Trust",
  eyebrow: "Program after an affair or betrayal",
  tagline: "Rebuild trust, step by step",
  subtitle:
    "A structured program for couples who have decided to try again after an affair or a serious betrayal: hidden debt, secret apps, a long lie. Eight extended sessions in three phases, so the hurt partner isn't stuck asking the same questions, and the partner who broke trust knows what repair actually takes.",
  summary: "An eight-session program for couples rebuilding trust after an affair or serious betrayal, in three clear phases.",
  audience: "Couples",
  fits: [
    "There was an affair, emotional or physical, and you both want to see if you can rebuild.",
    "A hidden debt, secret account or long-running lie came to light.",
    "Months later, you're still stuck in the same questions and the same fight about it.",
    "You want a clear structure, not open-ended sessions.",
  ],
  betterFits: [
    { text: "The discovery happened in the last few days and you're still in shock.", goTo: "crisis-couples" },
    { text: "One of you isn't sure you want to stay.", goTo: "rescue-rebuild" },
  ],
  helpsWith: [
    "Affairs, emotional affairs and online infidelity",
    "Financial secrets and hidden debt",
    "Questions, triggers and reminders",
    "Accountability without endless punishment",
    "Closeness and a shared future",
  ],
  howItWorks: [
    { title: "One session each, first", text: "A 50-minute individual session for each partner, to say what can't be said together yet." },
    {
      title: "Phase 1: honesty",
      text: "Sessions 1 to 3: a safe, structured way to ask and answer the questions that need answers, and a plan for triggers at home.",
    },
    {
      title: "Phase 2: understanding",
      text: "Sessions 4 to 6: what made the relationship vulnerable, without blaming the hurt partner for a choice they didn't make.",
    },
    { title: "Phase 3: rebuilding", text: "Sessions 7 and 8: new agreements about openness, intimacy and the future you want." },
  ],
  format: BOTH_FORMATS,
  length: "Eight 80-minute couples sessions over about twelve weeks, plus one 50-minute individual session for each partner.",
  price: { amountUsd: programPrices.repair, unit: "program" },
  included: [
    "One 50-minute individual session for each partner",
    "Eight 80-minute couples sessions",
    "A between-session workbook",
    "A written trust agreement you create together",
    SUPERBILL,
  ],
  faqs: [
    {
      question: "Can you promise we'll stay together?",
      answer: "No one honestly can. What the program gives you is a clear, fair process and support for both of you, whatever you decide.",
    },
    {
      question: "Does the affair have to be over?",
      answer: "Yes, for this program. If it isn't, or you're not sure, start with Crisis & High Stress sessions instead.",
    },
    {
      question: "What if I'm the one who cheated?",
      answer: "You're welcome here. You'll be held accountable and treated with respect. Both are part of repair.",
    },
  ],
  related: ["crisis-couples", "weekend-intensive", "rescue-rebuild"],
  art: "kintsugi",
  seo: {
    title: "Repair: Affair & Betrayal Recovery Program in Dallas",
    description: `An eight-session program in Dallas and online across Texas for couples rebuilding trust after an affair or betrayal. ${formatUsd(programPrices.repair)} for the full program.`,
  },
  serviceInterest: "crisis-high-stress",
  crisisNotice: true,
  serviceType: "Affair recovery program",
};
