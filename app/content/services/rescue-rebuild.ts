import type { ServiceEntry } from "../service-model";
import { answerPagePaths } from "../answer-pages/answer-page-types";
import { PROGRAM, BOTH_FORMATS, SUPERBILL } from "./shared";

export const rescueRebuild: ServiceEntry = {
  slug: "rescue-rebuild",
  path: "/rescue-rebuild",
  kind: "program",
  group: "structured",
  title: "Rescue & Rebuild",
  eyebrow: "When one of you is leaning out",
  tagline: "Decide with clarity, not in a panic",
  subtitle:
    "A short program for couples on the edge: one of you is leaning out, the other wants to fight for it, and you need to decide what's next. Up to five sessions, each with time together and time one-on-one, to decide whether to rebuild, pause or part with care. Then a plan for the path you choose.",
  summary: "Up to five focused sessions for couples where one partner is leaning out: decide clearly whether to rebuild.",
  audience: "Couples",
  fits: [
    "One of you has said “I don't know if I want this anymore.”",
    "You've talked about separating or divorcing and nothing is decided.",
    "One of you wants couples therapy and the other thinks it's too late.",
    "You want to make this decision with clear eyes, for yourselves and for your kids.",
  ],
  betterFits: [
    { text: "You both want to stay and need to rebuild trust after an affair.", goTo: "repair" },
    { text: "Your partner won't come, and you want help thinking it through on your own.", goTo: "individual-healing" },
  ],
  helpsWith: [
    "Mixed feelings about staying or leaving",
    "How you got here, from both sides",
    "Choosing between rebuilding, a pause or separating",
    "A plan for the path you choose",
    "Talking to family and kids",
  ],
  howItWorks: [
    {
      title: "A two-hour first session",
      text: "Together and one-on-one: your stories, the doubts of the partner leaning out and the hopes of the partner leaning in.",
    },
    {
      title: "Up to four 90-minute sessions",
      text: "Each ends with the same question: rebuild, pause, or part? No one is pushed to decide early.",
      link: { label: "How discernment counseling works", to: answerPagePaths.discernment },
    },
    { title: "Decide", text: "When you reach a clear answer, you stop, even if that's before session five." },
    {
      title: "Rebuild, or part well",
      text: "If you choose to rebuild, you move into couples therapy or Repair with a plan. If you part, we help you do it with as little damage as possible.",
    },
  ],
  format: BOTH_FORMATS,
  length: "Up to five sessions over four to eight weeks: a two-hour first session and up to four 90-minute sessions.",
  included: [
    "A two-hour first session",
    "Up to four 90-minute sessions",
    "Time one-on-one with each partner in every session",
    "A written summary of your decision and next steps",
    SUPERBILL,
  ],
  faqs: [
    {
      question: "What if we decide before session five?",
      answer: "Then you stop there. Unused sessions are credited toward whatever comes next with us, such as couples therapy or Repair.",
    },
    {
      question: "Is this divorce mediation?",
      answer: "No. We don't handle legal or financial arrangements. This is about deciding, clearly, what you want to do with your relationship.",
    },
    {
      question: "My partner won't come. Can I do it alone?",
      answer: "This program needs both of you. On your own, individual therapy can help you think through your side and what you want.",
    },
  ],
  related: ["crisis-couples", "repair", "weekend-intensive"],
  art: "bridge",
  seo: {
    title: "Rescue & Rebuild: When One Partner Is Leaning Out",
    description: `Up to five focused sessions in Dallas or online across Texas for couples on the edge: decide whether to rebuild, pause or part, with care. ${PROGRAM} in full.`,
  },
  serviceInterest: "crisis-high-stress",
  crisisNotice: true,
  serviceType: "Couples decision counseling",
};
