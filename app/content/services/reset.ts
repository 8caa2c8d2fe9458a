import { formatUsd, type ServiceEntry } from "../service-model";
import { VIBE_CHECK } from "../product-names";
import { cancellationPolicy, SESSION_MINUTES } from "../fees";
import { programPrices, RESET_WEEKS, RESET_SESSION_USD, RESET_REGULAR_USD, BOTH_FORMATS, SUPERBILL } from "./shared";

export const reset: ServiceEntry = {
  slug: "reset",
  path: "/reset",
  kind: "program",
  group: "start-and-stay",
  title: "6-Session Reset",
  eyebrow: "Discounted entry offer",
  badge: "Discounted entry offer",
  tagline: "Six sessions. One fresh start.",
  subtitle: `Our entry offer for new clients: six sessions for ${formatUsd(programPrices.reset)}, instead of ${formatUsd(RESET_REGULAR_USD)} at the ${formatUsd(RESET_SESSION_USD)} session fee of the therapists who offer it. Enough time to name what's going on, try new ways of handling it and see whether therapy works for you, without an open-ended commitment. For couples or individuals, in person or online.`,
  summary: "Six sessions at a discount for new clients: a focused, low-commitment way to start therapy, as a couple or on your own.",
  audience: "Couples or individuals",
  fits: [
    "You've never done therapy and want to try it without signing up for forever.",
    "One of you is hesitant, and a clear beginning and end makes it easier to say yes.",
    "You have one or two things to work on and want a focused plan.",
    "Money matters, and a discount for committing to six sessions helps.",
  ],
  betterFits: [{ text: "You're in the middle of a crisis right now and need support at whatever pace it takes.", goTo: "crisis-couples" }],
  helpsWith: [
    "Getting unstuck from one recurring issue",
    "Talking when things get tense",
    "Trying therapy before committing further",
    "A tune-up after a hard season",
  ],
  howItWorks: [
    { title: `Book a ${VIBE_CHECK}`, text: "Mention the Reset. We confirm it fits and match you with a therapist." },
    { title: "Sessions 1 and 2: get clear", text: "What's going on, what you want, and one simple goal for the next few weeks." },
    { title: "Sessions 3 to 5: try things", text: "New ways to handle the sticking point, practiced in session and at home." },
    { title: "Session 6: decide what's next", text: "Look back at what changed. Stop there, continue at the regular rate, or choose a program." },
  ],
  format: BOTH_FORMATS,
  length: `Six ${SESSION_MINUTES}-minute sessions, used within ${RESET_WEEKS}.`,
  price: { amountUsd: programPrices.reset, unit: "program" },
  included: [
    "Six 50-minute sessions with the same therapist",
    "A simple written goal and plan",
    "A wrap-up review in the last session",
    `A saving of ${formatUsd(RESET_REGULAR_USD - programPrices.reset)} on six sessions at ${formatUsd(RESET_SESSION_USD)} each`,
    SUPERBILL,
  ],
  faqs: [
    { question: "Who can book the Reset?", answer: "New clients of the practice, as a couple or as an individual. It's one Reset per client." },
    {
      question: "What if we want more than six sessions?",
      answer: "Continue at the regular session rate, or move into a program. No pressure either way.",
    },
    {
      question: "What if we have to miss a session?",
      answer: `Move it with at least ${cancellationPolicy.noticeHours} hours' notice and it stays part of your Reset, as long as all six are used within ${RESET_WEEKS}. A late cancellation or a missed session counts as used, under our usual cancellation policy: your first late one is forgiven, and so are illness, emergencies and unsafe weather.`,
    },
    {
      question: "Why is it discounted?",
      answer: "Because starting is the hardest part. Committing to six sessions builds momentum, and we pass the saving on to you.",
    },
  ],
  related: ["strengthen-reconnect", "individual-healing", "loveinsurance"],
  art: "reset",
  seo: {
    title: "6-Session Reset: Discounted Therapy Entry Offer",
    description: `Start therapy in Dallas or online across Texas with six 50-minute sessions for ${formatUsd(programPrices.reset)} instead of ${formatUsd(RESET_REGULAR_USD)}. For new couples and individual clients.`,
  },
  serviceInterest: "6-session-reset",
  serviceType: "Couples and individual therapy package",
};
