import { sessionFromNote, type ServiceEntry } from "../service-model";

export const premaritalCounseling: ServiceEntry = {
  slug: "premarital-counseling",
  path: "/premarital-counseling",
  kind: "service",
  group: "premarital",
  title: "Premarital Counseling",
  eyebrow: "Engaged and newlywed couples",
  tagline: "Talk about it before the toast",
  subtitle:
    "Session-by-session counseling for engaged and newly married couples with something specific to work through: money, in-laws, faith, kids, the move, or the doubt one of you hasn't said out loud yet.",
  summary: "Pay-as-you-go sessions for engaged and newlywed couples with a specific topic to work through, at your own pace.",
  audience: "Engaged and newlywed couples",
  fits: [
    "You're engaged and one topic (money, faith, kids, where to live) keeps turning into a standoff.",
    "Wedding planning has surfaced family tension you didn't see coming.",
    "You've been married less than two years and the honeymoon phase is giving way to real life.",
    "You're blending families or marrying again, and want to do it differently this time.",
  ],
  betterFits: [{ text: "You want a complete program with an assessment, set sessions and a written plan.", goTo: "premarital-blueprint" }],
  helpsWith: [
    "Money: debt, spending styles, joint or separate accounts",
    "Boundaries with parents and in-laws (and the guest list)",
    "Faith, culture and traditions from two families",
    "Whether, when and how to have kids",
    "Cold feet, doubts and how to talk about them",
  ],
  howItWorks: [
    { title: "Name the topic", text: "On your Vibe Check, tell us what's on your minds. We match you with a therapist who does premarital work." },
    { title: "Hear both sides", text: "Each of you shares where you stand and why it matters, including the family stories behind it." },
    { title: "Work it through", text: "Sessions follow the topics you choose, with tools for conversations you'll keep having for decades." },
    { title: "Stop when you're ready", text: "Some couples come for three sessions, some for a season. Many add a check-in after the wedding." },
  ],
  format: {
    inPerson: true,
    online: true,
    note: "In person at our Uptown Dallas office, or online from anywhere in Texas. Each of you can join from your own device.",
  },
  length: "50-minute sessions, weekly or every other week. No package required.",
  included: ["A 50-minute session with a therapist who does premarital work", "Conversation guides for the topics you choose"],
  faqs: [
    {
      question: "How is this different from the Premarital Blueprint?",
      answer:
        "The Blueprint is a complete program: an online assessment, a set number of sessions and a written plan, at one price. Premarital Counseling is per session and follows your topics, which suits couples with one or two specific things to work on.",
    },
    {
      question: "Does premarital counseling lower the cost of a Texas marriage license?",
      answer:
        "Texas reduces the license fee for couples who complete an eight-hour premarital course with a provider registered in the state's Twogether in Texas program. Ask on your Vibe Check whether your therapist is registered; if not, we'll point you to a course you can take alongside your sessions.",
    },
    {
      question: "We're already married. Is it too late?",
      answer: "Not at all. Couples in their first couple of years of marriage are welcome, and so are couples marrying for the second time.",
    },
    {
      question: "We live in different cities. Can we do this online?",
      answer: "Yes, as long as both of you are in Texas at the time of the session (that's the licensing rule). Each of you can join from your own device.",
    },
  ],
  related: ["premarital-blueprint", "strengthen-reconnect", "therapy-gets-your-world"],
  art: "rings",
  seo: {
    title: "Premarital Counseling in Dallas, Session by Session",
    description: `Premarital counseling in Dallas and online in Texas for engaged and newlywed couples: money, in-laws, faith, kids. ${sessionFromNote("premarital-counseling")}.`,
  },
  serviceInterest: "premarital-counseling",
  serviceType: "Premarital counseling",
};
