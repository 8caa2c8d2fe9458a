import { answerPageLinks } from "./answer-pages/answer-page-types";
import { formatUsd, internFeeNote, internSessionUsd, programInstalments, SESSION_MINUTES, standardSessionFromUsd } from "./fees";

/** The copy and lists of /fees-and-faqs; the prices themselves come from fees.ts and app/content/services/. */

export const feesPageCrumbs = [
  { name: "Home", path: "/" },
  { name: "Fees & FAQs", path: "/fees-and-faqs" },
];

export const feesPageSeo = {
  title: "Fees & FAQs: Therapy Costs, Superbills and Policies",
  /** Programs' lowest price comes from the loader, so it is passed in when known. */
  description: (programsFromUsd?: number) =>
    `Sessions from ${formatUsd(standardSessionFromUsd)} (${internFeeNote})${programsFromUsd === undefined ? "" : `, programs from ${formatUsd(programsFromUsd)}`}. No insurance; superbills for out-of-network benefits, flexible pricing and FAQs.`,
};

export const feesPageHeader = {
  eyebrow: "Fees & FAQs",
  title: "Clear prices, honest answers",
  lede: `We're a private-pay practice: no insurance, no surprise bills, and every price on this page. Sessions start at ${formatUsd(standardSessionFromUsd)}, and lower-fee sessions with our supervised intern are ${formatUsd(internSessionUsd)}.`,
  faqLink: "Jump to the FAQs",
};

/** The pages that answer cost and first-session questions in full. */
export const feesPageReading = {
  title: "The longer answers",
  links: [answerPageLinks.cost, answerPageLinks.firstSession],
};

export const feesPageCtaTitle = "Questions about cost? Ask them on a free Vibe Check.";

/** The four figures under the page header. */
export function feesQuickFacts(programsFromUsd: number): { value: string; label: string }[] {
  return [
    { value: `From ${formatUsd(standardSessionFromUsd)}`, label: `per ${SESSION_MINUTES}-minute session, ${internFeeNote}` },
    { value: `From ${formatUsd(programsFromUsd)}`, label: "for a complete program" },
    { value: "Superbills", label: "for out-of-network benefits" },
    { value: "Early & late", label: "morning, evening and weekend times" },
  ];
}

/** "Using out-of-network benefits, step by step". */
export const outOfNetworkSteps = [
  {
    title: "Call your insurer",
    text: "Use the number on the back of your card and ask about outpatient mental health benefits for an out-of-network provider.",
  },
  {
    title: "Ask these questions",
    text: "Do I have out-of-network mental health benefits? What's my deductible and how much is met? What percentage do you reimburse? Do you cover telehealth? Do you reimburse couples or family sessions (code 90847)?",
  },
  {
    title: "Ask us for superbills",
    text: "Tell us on the Vibe Check or in your first session. If your sessions treat a diagnosed condition, we'll send one each month.",
  },
  { title: "Submit and get reimbursed", text: "Upload the superbill in your insurer's app or portal. Reimbursement usually arrives in two to six weeks." },
];

/** "Good therapy shouldn't depend on a perfect budget". */
export const flexiblePricingOptions = [
  {
    title: "Lower-fee intern sessions",
    text: `Sessions with our supervised masters-level intern are ${formatUsd(internSessionUsd)}, whether you come on your own or as a couple.`,
  },
  {
    title: "Reduced-fee spots",
    text: "Each quarter our associates hold a few reduced-fee spots for clients with financial need. Ask us; no paperwork or proof required.",
  },
  { title: "Installments for programs", text: `Spread the cost of a program, including the Weekend Intensive, over ${programInstalments}.` },
];

/** Where the No Surprises Act notice sends people with questions about their rights. */
export const noSurprisesHelp = {
  url: "https://www.cms.gov/nosurprises",
  urlLabel: "www.cms.gov/nosurprises",
  phone: { display: "1-800-985-3059", href: "tel:+18009853059" },
};

/** The No Surprises Act notice on /fees-and-faqs: the right to a Good Faith Estimate, and how to ask us for one. */
export const goodFaithEstimateCopy = {
  eyebrow: "No Surprises Act notice",
  heading: 'You have the right to receive a "Good Faith Estimate" explaining how much your care will cost',
  law: "Under the law, health care providers need to give patients who don't have insurance, or who are not using insurance, an estimate of the bill for medical items and services.",
  rights: {
    total:
      "You have the right to receive a Good Faith Estimate for the total expected cost of any non-emergency items or services, including therapy sessions.",
    inWriting:
      "Make sure your provider gives you a Good Faith Estimate in writing at least one business day before your service or item. You can also ask your provider, and any other provider you choose, for a Good Faith Estimate before you schedule a service.",
    dispute: (amount: string) => `If you receive a bill that is at least ${amount} more than your Good Faith Estimate, you can dispute the bill.`,
    keep: "Make sure to save a copy or a picture of your Good Faith Estimate.",
  },
  askHeading: "How to ask us for one",
  askBeforeEmail: "We send every new client a written estimate when you book your first session. To ask for one any time, tell us on the Vibe Check, email",
  orCall: "or call",
  questionsBeforeLink: "For questions or more information about your right to a Good Faith Estimate, visit",
};

/** "Policies, hours and formats" on /fees-and-faqs. */
export const policiesCopy = {
  heading: "Policies, hours and formats",
  cancellationHeading: "Cancellation policy",
  hoursHeading: "Hours, in person and online",
  hoursText: "Early mornings before work, evenings after it, and select Saturdays. Evenings fill first, so tell us your ideal times early.",
  inPerson: "In person",
  online: "Online",
  onlineText: "Secure video, anywhere in Texas. Each of you can join from a different place.",
};

/** The fees page's sections (/fees-and-faqs): the figures at a glance, session fees, programs, insurance, flexible pricing and the FAQs. */
export const feesSectionsCopy = {
  atAGlanceLabel: "Fees at a glance",
  sessions: {
    eyebrow: "Sessions",
    title: "Session fees",
    intro:
      "Fees depend on your therapist's training and experience, not on what you're working on. One fee per session, whether you come on your own or as a couple.",
    sessionLength: (minutes: number) => `${minutes}-minute session`,
    extendedLength: (minutes: number) => `Extended, ${minutes} minutes`,
    withLead: "With ",
    servicesLead: "These fees apply to every service we offer session by session:",
    and: " and ",
    footnote: "The 15-minute Vibe Check is always free. Fees are reviewed once a year, and we give current clients 60 days' notice of any change.",
  },
  programs: {
    eyebrow: "Programs",
    title: "Programs and intensives",
    intro: "One price for a complete, structured piece of work. Programs can be paid up front or in installments.",
    howLong: "How long: ",
    included: "What's included",
    more: (title: string) => `More about ${title}`,
  },
  insurance: {
    eyebrow: "Insurance",
    title: "We don't take insurance. Here's why, and how to get money back.",
    why: "Insurance companies pay for treatment of a diagnosed condition. Most couples therapy isn't that, and we don't think you should need a diagnosis on your record to work on your relationship. Paying privately also means your insurer never sees your notes and never decides how many sessions you get.",
    superbillsHeading: "Superbills",
    superbillsText:
      "If it fits, ask and we'll send one at the end of each month. If your plan has out-of-network mental health benefits, you submit it and your insurer reimburses you part of the fee directly.",
    hsaFsaHeading: "HSA and FSA",
    stepsHeading: "Using out-of-network benefits, step by step",
  },
  flexible: {
    eyebrow: "Flexible pricing",
    title: "Good therapy shouldn't depend on a perfect budget",
    intro: "If cost is the thing standing between you and starting, tell us on the Vibe Check. We'll be straight with you about what's possible.",
  },
  faqs: {
    eyebrow: "FAQs",
    title: "Questions we hear every week",
    intro: "Search, or open a group below. Still wondering? Ask us on the Vibe Check; there are no silly questions.",
  },
};
