/** The /vibe-check page: what the free call is, what happens after you ask, and common questions. */
import type { Crumb } from "~/content/crumb";
import { answerPagePaths } from "./answer-pages/answer-page-types";
import { vibeCheckCta } from "./navigation";
import { VIBE_CHECK } from "./product-names";
import { clientExperienceDirector } from "./therapists";

export const vibeCheckSeo = {
  title: "Book Your Free 15-Minute Vibe Check",
  description:
    "Book a free 15-minute fit-finder call with Millennial Life in Dallas: pick a time, phone or video, and it's confirmed at once. Not a therapy session.",
};

export const vibeCheckCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Vibe Check", path: "/vibe-check" },
];

export const vibeCheckHeader = {
  eyebrow: "Free 15-minute call",
  title: `Book your free ${VIBE_CHECK}`,
  lede: "Fifteen minutes to see if we're the right fit, before you spend a dollar. Pick a time that suits you, by phone or video, and it's booked on the spot.",
  primary: { label: vibeCheckCta.label, to: "#book" },
};

export const whatItIs = {
  heading: `What a ${VIBE_CHECK} is (and isn't)`,
  intro: "Think of it as a fit-finder call. You get a feel for how we work, we get a feel for what you need, and together we figure out the right next step.",
  is: {
    title: "It is",
    points: [
      "A free 15-minute call by phone or video, at a time that suits you",
      "A chance to ask anything: fees, superbills, scheduling, who you'd see",
      "A real person from our team listening to what's going on, in your own words",
      "A match with the therapist who fits your story, schedule and budget",
    ],
  },
  isNot: {
    title: "It isn't",
    points: [
      "A therapy session, an assessment or a diagnosis",
      "A sales pitch or a commitment to book anything",
      "A test you can fail: there's no wrong reason to call",
      "Something both partners have to join (though you're welcome to)",
    ],
  },
};

export const afterYouAsk = {
  heading: "What happens after you book",
  firstSession: { lead: "Paperwork, privacy, safety and online sessions:", label: "what to expect in your first session", to: answerPagePaths.firstSession },
  steps: [
    { title: "You pick a time", text: "Under a minute: a time, phone or video, your name and how to reach you. No card, no account." },
    {
      title: "It's confirmed at once",
      text: `You get a confirmation page and an email with a calendar invite, and a private link to move or cancel. ${clientExperienceDirector.firstName}, our ${clientExperienceDirector.role}, sees it straight away.`,
    },
    { title: "Your 15-minute call", text: "A relaxed conversation about what brought you here, what you'd like to change and any practical questions." },
    {
      title: "Your next step",
      text: "If we're a fit, we book your first session with the therapist we matched you with. If we're not, we'll point you to someone who is.",
    },
  ],
};

/** The page's questions; one answer names the city of the office saved in Settings. */
export const vibeCheckFaqsFor = (contact: { address: { city: string } }): { question: string; answer: string }[] => [
  {
    question: "Is the Vibe Check really free?",
    answer: "Yes. It's 15 minutes, it costs nothing, and we don't ask for a card. You only pay if you decide to book sessions.",
  },
  {
    question: "Is the Vibe Check a therapy session?",
    answer: "No. It's a fit-finder call: we listen, answer your questions and suggest the right therapist and format. Therapy starts at your first session.",
  },
  {
    question: "Do both partners need to be on the call?",
    answer: "No. Plenty of people call on their own first. If your partner wants to join, we're happy to talk with you both.",
  },
  {
    question: "Do you take insurance?",
    answer:
      "We're a private-pay practice and don't bill insurance. When your sessions treat a diagnosed condition, we offer superbills you can send to your insurer for possible out-of-network reimbursement, and we have flexible pricing. We'll walk you through fees on the call.",
  },
  {
    question: "I'm not in Dallas. Can I still work with you?",
    answer: `Yes, if you're in Texas. We see clients in our ${contact.address.city} office and online anywhere in the state, and you can switch between the two.`,
  },
  {
    question: "When are appointments available?",
    answer: "We offer early morning, evening and weekend appointments, because most of our clients have jobs, commutes and full calendars.",
  },
  {
    question: "What should I write in the form?",
    answer:
      "Just enough for us to reach you and know what you're interested in. Please leave out clinical details; we'll talk through what's going on during the call.",
  },
  {
    question: "What if I'm in crisis right now?",
    answer: "Please don't wait for a reply. Call or text 988 (the Suicide & Crisis Lifeline) or call 911 if you or someone else is in danger.",
  },
];

export const vibeCheckFaqHeading = "Common questions";

export const vibeCheckBooking = {
  heading: `Pick a time for your ${VIBE_CHECK}`,
  intro: "Choose a time, phone or video, and tell us how to reach you. It's booked the moment you press the button.",
};

/** The request form stays for when no offered time works. */
export const vibeCheckForm = {
  heading: "None of these times work?",
  intro: "Send us a request with a word about when suits you, and we'll reply within 24 business hours to find a time together.",
  callInstead: "Rather talk it through now? Call us during office hours on",
};

export const notReadyYet = {
  heading: "Not ready to talk yet?",
  text: "That's okay. Take your time and look around first.",
  links: [
    { label: "Take the therapy finder quiz", to: "/therapy-finder-quiz" },
    { label: "See fees and FAQs", to: "/fees-and-faqs" },
    { label: "Meet the team", to: "/team" },
  ],
};

/**
 * The hours a fresh install offers Vibe Checks in, Central Time (ISO weekdays, 1 = Monday): the
 * practice's hours above, without the select Saturdays, which the admin adds as dated exceptions.
 */
export const vibeCheckCallHours: { weekdays: number[]; start: string; end: string }[] = [
  { weekdays: [1, 2, 3, 4], start: "07:00", end: "20:00" },
  { weekdays: [5], start: "07:00", end: "17:00" },
];
