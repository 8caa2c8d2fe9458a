import { formatUsd, type ServiceEntry } from "../service-model";
import { programPrices } from "./shared";

export const restartWeekend: ServiceEntry = {
  slug: "restart-weekend",
  path: "/restart-weekend",
  kind: "program",
  group: "concentrated",
  title: "Restart Weekend",
  eyebrow: "Small-group workshop for couples",
  tagline: "Learn it together, alongside other couples",
  subtitle:
    "Two mornings, up to eight couples, two of our therapists leading. You learn the skills that keep relationships working (starting hard talks gently, repairing after a fight, keeping connection alive) and practice them privately as a couple. Nobody shares their story with the group.",
  summary: "A two-morning small-group workshop: relationship skills you practice privately, at a fraction of the cost of private therapy.",
  audience: "Couples",
  fits: [
    "You're doing okay and want a boost, not a rescue.",
    "You'd like real tools without committing to weekly therapy.",
    "One of you is curious about therapy and the other isn't sure yet.",
    "You want a date weekend that's actually about the two of you.",
  ],
  betterFits: [{ text: "You need privacy for something painful, like an affair.", goTo: "weekend-intensive" }],
  helpsWith: [
    "Starting hard conversations gently",
    "Repairing after a fight",
    "Understanding each other's stress",
    "Rituals of connection",
    "Planning your next season together",
  ],
  howItWorks: [
    { title: "Save your spot", text: "Book a Vibe Check and ask for the next Restart Weekend. Groups are capped at eight couples." },
    { title: "Saturday morning", text: "9 AM to 1 PM: how conflict works, and how to talk so your partner can hear you." },
    { title: "Sunday morning", text: "9 AM to 1 PM: repair, rituals of connection, and your restart plan." },
    { title: "Take it home", text: "A workbook with every exercise, and the option of a private session afterwards at the regular rate." },
  ],
  format: { inPerson: true, online: false, note: "In person at our Uptown Dallas office, in a small group." },
  length: "Two mornings, Saturday and Sunday, 9 AM to 1 PM (eight hours in all).",
  when: [{ days: "Saturday - Sunday", time: "9:00 AM - 1:00 PM, on the weekends we announce" }],
  price: { amountUsd: programPrices.restartWeekendPerCouple, unit: "couple" },
  included: [
    "Eight hours of workshop over two mornings",
    "Two therapists leading a group of up to eight couples",
    "The Restart workbook",
    "Coffee and snacks",
    "A restart plan to take home",
  ],
  faqs: [
    {
      question: "Do we have to talk in front of the group?",
      answer: "No. Teaching happens as a group; practice happens privately, just the two of you. Sharing with the group is always optional.",
    },
    {
      question: "Is a workshop the same as couples therapy?",
      answer:
        "It's skills-based and led by therapists, but it isn't a replacement for couples therapy if you're struggling with something serious. For that, look at private sessions or the 3-Day Weekend Intensive.",
    },
    {
      question: "Can we get a superbill?",
      answer:
        "Because it's an educational workshop rather than therapy, it usually isn't eligible for insurance reimbursement, so we don't issue superbills for it.",
    },
    { question: "How often do you run it?", answer: "Several times a year. Ask on your Vibe Check for the next dates." },
  ],
  related: ["weekend-intensive", "strengthen-reconnect", "loveinsurance"],
  art: "circle",
  seo: {
    title: "Restart Weekend: Small-Group Couples Workshop in Dallas",
    description: `A two-morning small-group couples workshop in Dallas led by two therapists: learn to talk, repair and reconnect. ${formatUsd(programPrices.restartWeekendPerCouple)} per couple.`,
  },
  serviceInterest: "couples-therapy",
  serviceType: "Couples workshop",
};
