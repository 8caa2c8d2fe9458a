import type { ServiceEntry } from "../service-model";
import { PROGRAM, BOTH_FORMATS, SUPERBILL } from "./shared";

export const digitalDetox: ServiceEntry = {
  slug: "digital-detox",
  path: "/digital-detox",
  kind: "program",
  group: "structured",
  title: "Digital Detox Program",
  eyebrow: "Program for couples and individuals",
  tagline: "Put the phones down, together",
  subtitle:
    "A six-week program for couples and individuals whose screens have moved into the middle of everything: dinner, bed, date night, the first and last minutes of the day. Less lecture, more experiment: you design a plan that fits your life and try it with support.",
  summary: "Six weeks to change your relationship with your phone, and with each other: a plan you design and test with a therapist.",
  audience: "Couples or individuals",
  fits: [
    "You both scroll in bed and can't remember your last real conversation there.",
    "“Just one more email” has eaten your evenings.",
    "You feel a jolt of anxiety when your phone isn't within reach.",
    "You've set screen-time limits and turned them off by Tuesday.",
  ],
  betterFits: [{ text: "Screens are only one part of a bigger distance between you.", goTo: "strengthen-reconnect" }],
  helpsWith: [
    "Phones in bed, at dinner and on dates",
    "Doomscrolling and late-night anxiety",
    "Work messages after hours",
    "Comparison and social media stress",
    "Gaming and streaming habits that cause fights",
  ],
  howItWorks: [
    {
      title: "Take the free quiz",
      text: "Start with our Digital Detox quiz to see where your habits stand today.",
      link: { label: "Take the Digital Detox quiz", to: "/digital-detox-quiz" },
    },
    { title: "Kickoff session", text: "An 80-minute session to map your habits, your triggers and what you want more of." },
    { title: "Five weekly sessions", text: "One change a week: phone-free zones, a shutdown ritual, notification triage, a real date." },
    { title: "One month later", text: "A follow-up session to keep what works and drop what doesn't." },
  ],
  format: BOTH_FORMATS,
  length: "Six weeks: an 80-minute kickoff and five weekly 50-minute sessions, then a follow-up a month later.",
  included: [
    "An 80-minute kickoff session",
    "Five 50-minute weekly sessions",
    "A personal 30-day device plan",
    "Weekly worksheets and printable phone-free rules",
    "A 50-minute follow-up a month later",
    SUPERBILL,
  ],
  faqs: [
    {
      question: "Do we have to give up our phones?",
      answer: "No. This isn't about quitting technology. It's about deciding on purpose when screens are in your life, and when they're not.",
    },
    {
      question: "Can I do it without my partner?",
      answer: "Yes. The program works for individuals and for couples. If only one of you wants to start, start.",
    },
    {
      question: "What if it feels like more than a habit?",
      answer:
        "If screen use feels out of control, or seems to be covering anxiety, low mood or something else, your therapist will say so and talk with you about the right support.",
    },
  ],
  related: ["strengthen-reconnect", "individual-healing", "relie"],
  art: "phone",
  seo: {
    title: "Digital Detox Program for Couples & Individuals in Dallas",
    description: `A six-week digital detox program in Dallas and online across Texas: change your phone habits with a therapist and get your evenings back. ${PROGRAM} in full.`,
  },
  serviceInterest: "digital-detox",
  serviceType: "Digital wellness counseling program",
};
