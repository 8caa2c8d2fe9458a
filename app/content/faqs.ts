import { confidentialityLimits, hsaFsaRule, superbillRule } from "./care-rules";
import { cancellationPolicy, formatUsd, GFE_DISPUTE_THRESHOLD_USD, sessionFeeFor, standardSessionFromUsd } from "./fees";

/**
 * Frequently asked questions for /fees-and-faqs (and its FAQPage JSON-LD). Answers are plain
 * text so the same words go to the page and to search engines; `link` adds one next step.
 */
export interface Faq {
  id: string;
  question: string;
  answer: string;
  link?: { label: string; to: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

const intern = sessionFeeFor("intern");

/** The practice details some answers name: the ones saved in Settings, read when the page renders. */
export interface FaqPracticeDetails {
  address: { street: string; city: string };
  hours: readonly { days: string; time: string }[];
}

/** Every group of questions, the answers written with `details` (the saved settings, or site.ts before the first save). */
export const faqGroupsFor = (details: FaqPracticeDetails): FaqGroup[] => [
  {
    id: "getting-started",
    title: "Getting started",
    faqs: [
      {
        id: "what-is-vibe-check",
        question: "What is the Vibe Check?",
        answer:
          "A free 15-minute phone or video call with our Director of Client Experience. It isn't a therapy session. We ask what's going on, answer your questions about fees and scheduling, and match you with the therapist who fits. You pick the time online and it's booked at once.",
        link: { label: "Book your Vibe Check", to: "/vibe-check" },
      },
      {
        id: "partner-not-sure",
        question: "My partner isn't sure about therapy. Can I start on my own?",
        answer:
          "Yes. Lots of couples start with one person. You can book the Vibe Check on your own, start individual sessions, or come to a first couples session and let your partner meet the therapist before deciding. Skeptical partners are some of our favorite clients.",
      },
      {
        id: "how-matched",
        question: "How do you decide which therapist I see?",
        answer:
          "On the Vibe Check we listen for what you want help with, when you can meet, whether you want in person or online, your budget, and anything that matters to you in a therapist, like shared identity or faith. Then we suggest one or two people. If the first match doesn't click, we'll help you switch, no awkwardness.",
        link: { label: "Meet the team", to: "/team" },
      },
      {
        id: "first-session",
        question: "What happens in the first session?",
        answer:
          "Your therapist gets to know you: what brought you in, what you've tried, and what you'd like to be different. Couples usually meet together first, and some therapists then see each partner once on their own. You'll leave with a sense of the plan and at least one thing to try that week.",
      },
      {
        id: "how-many-sessions",
        question: "How many sessions will we need?",
        answer:
          "It depends on what you're working on. Many couples notice a difference within six to ten sessions, and some come for a season, then check in a few times a year. We'll talk about progress openly and never keep you longer than is helpful.",
      },
    ],
  },
  {
    id: "fees-and-insurance",
    title: "Fees and insurance",
    faqs: [
      {
        id: "cost",
        question: "How much does therapy cost?",
        answer: `Standard 50-minute sessions start at ${formatUsd(standardSessionFromUsd)} and depend on the therapist's experience; sessions with our masters-level intern are ${formatUsd(intern.sessionUsd)}. It's one fee per session, whether you come on your own or as a couple. Programs such as the 6-Session Reset have one package price. Every fee is listed on this page.`,
      },
      {
        id: "insurance",
        question: "Do you take insurance?",
        answer:
          "No. We are a private-pay practice, which means no diagnosis is required to see us, your insurer never sees your notes, and your insurer doesn't decide how many sessions you get. If your sessions treat a diagnosed condition, out-of-network benefits may pay part of the cost back through a superbill.",
      },
      {
        id: "superbill",
        question: "What is a superbill and how do I use it?",
        answer: `${superbillRule} If it fits, we send one at the end of each month on request, and you submit it through your insurer's member portal or app.`,
      },
      {
        id: "couples-insurance",
        question: "Will insurance reimburse couples therapy?",
        answer:
          "Sometimes. Many plans only reimburse when one partner has a diagnosed mental health condition, and some don't cover relationship counseling at all. Call your insurer before you start and ask the questions listed on this page. We'll always be honest with you about what a superbill can and can't say.",
      },
      {
        id: "hsa",
        question: "Can I pay with an HSA or FSA card?",
        answer: `Sometimes. ${hsaFsaRule} We also accept all major credit and debit cards. Payment is taken after each session, or in installments for programs.`,
      },
      {
        id: "flexible",
        question: "What if I can't afford the full fee?",
        answer: `Tell us on the Vibe Check. Our intern offers lower-fee sessions at ${formatUsd(intern.sessionUsd)}, we keep a few reduced-fee spots with our associates each quarter, and programs can be paid in installments. If we aren't the right fit for your budget, we'll point you to community options that are.`,
      },
    ],
  },
  {
    id: "sessions",
    title: "Sessions and scheduling",
    faqs: [
      {
        id: "online",
        question: "Do you offer online therapy?",
        answer:
          "Yes. Every therapist sees clients online on a secure, private video platform, anywhere in Texas. You can be in different places, like two offices or two cities, as long as you are both in Texas during the session.",
      },
      {
        id: "in-person",
        question: "Where is the office?",
        answer: `Our Dallas office is at ${details.address.street}, ${details.address.city}, in Uptown. It's a calm, light-filled space designed to feel more like a living room than a clinic.`,
      },
      {
        id: "hours",
        question: "Do you have evening or weekend appointments?",
        answer: `Yes. We see clients from early morning to evening: ${details.hours.map((h) => `${h.days}, ${h.time}`).join("; ")}. Evenings fill up first, so mention your ideal times on the Vibe Check.`,
      },
      {
        id: "cancel",
        question: "What is your cancellation policy?",
        answer: `Give us at least ${cancellationPolicy.noticeHours} hours' notice and there's no charge. Later cancellations and missed sessions are charged the full session fee, or count as used in a prepaid program. Your first late cancellation is forgiven, and we waive the fee for illness, emergencies and unsafe weather. Weekend Intensive dates can be moved once, free of charge, with ${cancellationPolicy.intensiveMoveNoticeDays} days' notice.`,
      },
    ],
  },
  {
    id: "privacy-and-safety",
    title: "Privacy and safety",
    faqs: [
      {
        id: "confidential",
        question: "Is what I say confidential?",
        answer: `${confidentialityLimits} In couples therapy, we'll also agree up front how we handle anything one partner shares alone.`,
      },
      {
        id: "crisis",
        question: "What if I'm in crisis?",
        answer:
          "We are not an emergency service. If you are in danger or thinking about harming yourself, call or text 988 (the Suicide and Crisis Lifeline) any time, or call 911. Once you're safe, we're here to help with what comes next.",
      },
      {
        id: "gfe",
        question: "What is a Good Faith Estimate?",
        answer: `Because our clients pay for their own care, the No Surprises Act gives you the right to a written estimate of the expected cost of your services before you start. Ask us for one any time. If your bill comes in ${formatUsd(GFE_DISPUTE_THRESHOLD_USD)} or more above the estimate, you can dispute it.`,
        link: { label: "Read the full notice", to: "/fees-and-faqs#good-faith-estimate" },
      },
    ],
  },
];

export const allFaqsFor = (details: FaqPracticeDetails): Faq[] => faqGroupsFor(details).flatMap((g) => g.faqs);
