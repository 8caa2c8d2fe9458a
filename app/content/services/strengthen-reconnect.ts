import { sessionFromNote, type ServiceEntry } from "../service-model";
import { VIBE_CHECK } from "../product-names";
import { BOTH_FORMATS, SUPERBILL } from "./shared";

export const strengthenReconnect: ServiceEntry = {
  slug: "strengthen-reconnect",
  path: "/strengthen-reconnect",
  kind: "service",
  group: "couples",
  title: "Strengthen & Reconnect",
  eyebrow: "Couples therapy",
  tagline: "Reconnect & Rediscover",
  subtitle:
    "Couples therapy for two people who still care and keep missing each other: the same fight on repeat, quiet evenings on separate phones, the feeling that you've become excellent co-managers of a household and not much else.",
  summary: "Weekly couples therapy for partners who feel distant or stuck in the same fight, and want to feel like a team again.",
  audience: "Couples",
  fits: [
    "You have the same argument about chores, money or plans, and it ends the same way every time.",
    "You love each other but feel more like roommates than partners.",
    "One of you wants to talk it through and the other needs space, and you both end up lonely.",
    "Nothing is on fire, and you'd like to keep it that way.",
  ],
  betterFits: [
    { text: "An affair, a big secret or a breakup talk has shaken things up in the last few weeks.", goTo: "crisis-couples" },
    { text: "You'd rather do a lot of work in one focused weekend.", goTo: "weekend-intensive" },
  ],
  helpsWith: [
    "Talks that turn into criticism or shutdown",
    "Fights about chores, money, sex or family",
    "Drifting apart after a move, a baby or a busy season",
    "Different needs for closeness and space",
    "Bringing back fun, affection and dates that actually happen",
  ],
  howItWorks: [
    { title: `Book a ${VIBE_CHECK}`, text: "A free 15-minute call. You tell us what's going on; we match you with the couples therapist who fits." },
    {
      title: "Your first session",
      text: "You each share your side and what you hope will change. Your therapist listens for the pattern under the topic.",
    },
    {
      title: "Map the pattern",
      text: "Together you name the cycle you get stuck in, so it stops being you against me and becomes us against the pattern.",
    },
    {
      title: "Practice between sessions",
      text: "Small, doable experiments: a ten-minute daily check-in, a softer way to start hard talks, a repair phrase that works for you.",
    },
  ],
  format: BOTH_FORMATS,
  length: "50-minute sessions, weekly or every other week. Many couples come for three to six months; you set the pace.",
  included: [
    "A 50-minute session with a couples therapist",
    "A short written summary of your goals after the first few sessions",
    "Ideas to try at home between sessions",
    SUPERBILL,
  ],
  faqs: [
    {
      question: "Do we both have to come to every session?",
      answer:
        "Most sessions are together. Early on, your therapist may suggest one session each on your own, to hear what's hard to say in the room. Those are part of your couples work, not a separate therapy.",
    },
    {
      question: "What if my partner isn't sure about therapy?",
      answer:
        "Very common. Invite them to the Vibe Check: it's 15 minutes, free and low-pressure. Hesitant partners often relax once they see it's a conversation, not a verdict.",
    },
    {
      question: "How is this different from the 6-Session Reset?",
      answer:
        "It's the same kind of couples therapy. The Reset is a prepaid block of six sessions at a discount for new clients. Strengthen & Reconnect is paid session by session, with no commitment.",
    },
    {
      question: "Do you take insurance?",
      answer: `No. ${sessionFromNote("strengthen-reconnect")}, depending on your therapist's experience. If your sessions treat a diagnosed condition, we give you a superbill on request to send to your insurer for possible out-of-network reimbursement. Ask about flexible pricing on your Vibe Check.`,
    },
  ],
  related: ["reset", "weekend-intensive", "loveinsurance"],
  art: "mugs",
  seo: {
    title: "Strengthen & Reconnect: Couples Therapy in Dallas",
    description: `Couples therapy in Dallas and online across Texas for partners who feel distant or stuck in the same fight. ${sessionFromNote("strengthen-reconnect")}.`,
  },
  serviceInterest: "strengthen-reconnect",
  serviceType: "Couples therapy",
};
