import type { ServiceEntry } from "../service-model";
import { VIBE_CHECK } from "../product-names";
import { programInstalments } from "../fees";
import { PROGRAM, BOTH_FORMATS } from "./shared";

export const premaritalBlueprint: ServiceEntry = {
  slug: "premarital-blueprint",
  path: "/premarital-blueprint",
  kind: "program",
  group: "structured",
  alsoListedUnder: ["premarital"],
  title: "Premarital Blueprint",
  eyebrow: "Program for engaged couples",
  tagline: "Foundation for Forever",
  subtitle:
    "A complete premarital program: six meetings before the wedding and a newlywed check-in after it, with an online relationship assessment, focused sessions on the conversations that matter most, and a written Blueprint you take into your marriage. Built for busy engaged couples who'd rather prepare than repair.",
  summary: "Our complete premarital program: an assessment, five focused sessions, a written plan and a newlywed check-in.",
  audience: "Engaged and newlywed couples",
  fits: [
    "You're engaged, or about to be, and want to go in with your eyes open.",
    "You've never really talked about money, kids, chores or how you each fight, and the date is getting close.",
    "You like a plan with a beginning, a middle and an end.",
    "Your families do things very differently and you want to build your own way.",
  ],
  betterFits: [{ text: "You'd rather work on one specific topic, session by session.", goTo: "premarital-counseling" }],
  helpsWith: [
    "Money, debt and shared goals",
    "Roles, chores and the mental load",
    "Conflict styles and repair",
    "Family, in-laws and holidays",
    "Intimacy, kids and the future you want",
  ],
  howItWorks: [
    {
      title: "Take the assessment",
      text: "Each of you completes an online relationship questionnaire privately, in about 30 minutes. It maps where you're aligned and where you differ.",
    },
    { title: "Review your results", text: "A 90-minute session to walk through your strengths, your growth areas and what to focus on." },
    {
      title: "Five focused sessions",
      text: "Money, conflict, family, intimacy and the future, with practical tools and conversations you'll actually use.",
    },
    { title: "Get your Blueprint", text: "A written plan: your agreements, your rules for fair fights and the check-ins you'll keep." },
    { title: "Newlywed check-in", text: "One session within your first year of marriage, to see how the plan holds up in real life." },
  ],
  format: BOTH_FORMATS,
  length:
    "Six meetings over six to ten weeks (a 90-minute results session and five 50-minute sessions), then a newlywed check-in within your first year of marriage.",
  included: [
    "The online relationship assessment for both of you",
    "A 90-minute results session",
    "Five 50-minute focused sessions",
    "Your written Blueprint",
    "A newlywed check-in session within your first year",
  ],
  faqs: [
    {
      question: "How far before the wedding should we start?",
      answer: "Three to six months before is ideal, so there's time to practice before the wedding rush. Less time is still worth it.",
    },
    {
      question: "Can we pay in parts?",
      answer: `Yes. The ${PROGRAM} program fee can be split into ${programInstalments}; ask on your Vibe Check.`,
    },
    {
      question: "Is it religious?",
      answer: "No, and it's faith-friendly. If your faith matters to your marriage, it's part of the conversation; if it doesn't, it won't come up.",
    },
    {
      question: "Can we finish online after we move or travel?",
      answer: "Yes. Any session can be online, as long as both of you are in Texas at the time.",
    },
  ],
  related: ["premarital-counseling", "digital-detox", "loveinsurance"],
  art: "blueprint",
  seo: {
    title: "Premarital Blueprint: Premarital Program in Dallas",
    description: `A complete premarital program in Dallas and online across Texas: an assessment, five focused sessions and your written Blueprint. ${PROGRAM} for all of it.`,
  },
  serviceInterest: "premarital-counseling",
  ctaLabel: `Get Started with a Free ${VIBE_CHECK}`,
  serviceType: "Premarital counseling program",
};
