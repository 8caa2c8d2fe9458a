import { formatUsd, type ServiceEntry } from "../service-model";
import { noSuperbillWhenThriving } from "../care-rules";
import { programPrices, BOTH_FORMATS } from "./shared";

export const loveInsurance: ServiceEntry = {
  slug: "loveinsurance",
  path: "/loveinsurance",
  kind: "program",
  group: "start-and-stay",
  title: "Love Insurance",
  eyebrow: "Monthly plan for couples",
  tagline: "We don't take insurance. We offer the other kind.",
  subtitle:
    "We don't take health insurance, but we do offer the other kind. Love Insurance is a monthly plan for couples who are doing well and want to keep it that way: one check-in session a month, a quarterly “state of us” review, and priority booking if something comes up.",
  summary: "A monthly check-in plan for couples doing well: one session a month, a quarterly review and priority booking.",
  audience: "Couples",
  fits: [
    "You finished couples therapy and don't want to lose what you built.",
    "Things are good, and you've watched friends' relationships drift.",
    "A big year is coming: a wedding, a baby, a move, a new job.",
    "You prefer maintenance to repairs. (You probably change your oil on time, too.)",
  ],
  betterFits: [{ text: "Things are hard right now and you need weekly support.", goTo: "strengthen-reconnect" }],
  helpsWith: [
    "Keeping good communication habits fresh",
    "Small things, before they become big things",
    "Planning for big transitions",
    "Staying intentional about fun and intimacy",
  ],
  howItWorks: [
    { title: "Join after a Vibe Check", text: "Or straight from your couples therapy, with the same therapist." },
    { title: "Monthly check-in", text: "A 50-minute session: what's working, what's creeping in, what's coming up." },
    { title: "Quarterly “state of us”", text: "Every third session includes a short questionnaire and a written snapshot of how you're doing." },
    { title: "Priority booking", text: "If something comes up, you get the next available extra session at the plan rate." },
  ],
  format: BOTH_FORMATS,
  length: "One 50-minute session a month, month to month.",
  price: { amountUsd: programPrices.loveInsurancePerMonth, unit: "month" },
  included: [
    "One 50-minute couples session each month",
    "A quarterly “state of us” review with a written snapshot",
    `Priority booking for extra sessions at the plan rate, ${formatUsd(programPrices.loveInsurancePerMonth)} each, below your therapist's usual fee`,
    "Pause or cancel anytime",
  ],
  faqs: [
    {
      question: "Is this actual insurance?",
      answer: `No. It's a playful name for a maintenance plan; it doesn't cover anything or replace health insurance. We don't bill insurers. ${noSuperbillWhenThriving}`,
    },
    {
      question: "Do we need to have done therapy with you before?",
      answer: "No. If you haven't, your first session includes a little more time getting to know you both.",
    },
    { question: "Can we pause?", answer: "Yes. Pause for a month or two (new baby, busy season) or cancel anytime." },
  ],
  related: ["strengthen-reconnect", "restart-weekend", "premarital-blueprint"],
  art: "umbrella",
  seo: {
    title: "Love Insurance: Monthly Relationship Check-Ins in Dallas",
    description: `A monthly couples check-in plan in Dallas and online across Texas: one session a month, quarterly reviews and priority booking, ${formatUsd(programPrices.loveInsurancePerMonth)} a month.`,
  },
  serviceInterest: "couples-therapy",
  serviceType: "Relationship maintenance plan",
};
