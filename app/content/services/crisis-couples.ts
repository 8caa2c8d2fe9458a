import type { ServiceEntry } from "../service-model";
import { SUPERBILL } from "./shared";

export const crisisCouples: ServiceEntry = {
  slug: "crisis-couples",
  path: "/crisis-couples",
  kind: "service",
  group: "couples",
  title: "Crisis & High Stress Couples Therapy",
  eyebrow: "Couples therapy for hard seasons",
  tagline: "Navigate Crisis with Confidence",
  subtitle:
    "When an affair comes out, a secret surfaces, or life piles up until every conversation turns into a fight, you need a steady place to land. We help you two slow down, stop the damage and choose your next step with clearer heads.",
  summary: "Fast-start couples therapy after an affair, a discovered secret, or a season of stress that has you both at the edge.",
  audience: "Couples",
  fits: [
    "You just found out about an affair, a hidden account, a dating app or a long lie, and you can't stop replaying it.",
    "A job loss, a diagnosis, a pregnancy loss or a move has you both running on empty and snapping at each other.",
    "Your fights have become louder and longer, and the silence afterwards lasts for days.",
    "You need help this week, not in a month.",
  ],
  betterFits: [
    { text: "One of you is leaning out and you need to decide whether to keep trying.", goTo: "rescue-rebuild" },
    { text: "The first shock has passed and you both want a structured way to rebuild trust.", goTo: "repair" },
    {
      // Non-breaking hyphens keep the phone number on one line.
      text: "If you're afraid of your partner, or there has been violence, couples therapy isn't the safe first step. Call the National Domestic Violence Hotline at 1‑800‑799‑7233, or 911 in an emergency; we can help you find individual support.",
    },
  ],
  helpsWith: [
    "The first weeks after discovering an affair or betrayal",
    "Fights that escalate fast, and the silence after",
    "Stress from job loss, illness, infertility, grief or a new baby",
    "Deciding what to tell family and friends, and what not to",
    "Getting through the days while the big questions wait",
  ],
  howItWorks: [
    {
      title: "Tell us it's urgent",
      text: "Say so on your Vibe Check, booked for the first time that suits you. We try to offer a first session within the week, including early-morning, evening and weekend times.",
    },
    {
      title: "Steady things first",
      text: "The first sessions lower the temperature: ground rules for hard talks at home, what to do when a conversation spirals, and support for each of you.",
    },
    {
      title: "Understand what happened",
      text: "When you're both ready, you look at how you got here, without excusing anything and without making one person the project.",
    },
    {
      title: "Choose your next step",
      text: "Some couples move into longer-term work or the Repair program; some take time apart with care. You decide; we help you do it well.",
    },
  ],
  format: {
    inPerson: true,
    online: true,
    note: "In person at our Uptown Dallas office, or online from anywhere in Texas. If home doesn't feel private, join from separate rooms or come in.",
  },
  length: "50-minute sessions, weekly at first and sometimes twice a week for the first month. Crisis work often runs three to six months.",
  included: ["A 50-minute couples session", "A plan for calming hard conversations at home", "Individual check-ins for each partner when helpful", SUPERBILL],
  faqs: [
    {
      question: "How fast can we start?",
      answer:
        "Book the first free Vibe Check time, or call us and say it's urgent. We try to offer a first session within the week. If anyone is in danger, please don't wait for us: call 911, or call or text 988.",
    },
    {
      question: "Is it too late if one of us already wants out?",
      answer:
        "Not necessarily. If one of you is leaning out, our Rescue & Rebuild program is built for exactly that: a few focused sessions to decide, clearly, whether to rebuild. It doesn't ask either of you to promise anything up front.",
    },
    {
      question: "Will the therapist take sides after an affair?",
      answer:
        "No. Your therapist will be honest about the hurt that was caused, and just as honest that you both need support. Nobody gets to be the villain or the project.",
    },
    {
      question: "Can we do crisis sessions online?",
      answer: "Yes, from anywhere in Texas. You can join from separate rooms, or come to the office if home doesn't feel private enough.",
    },
  ],
  related: ["repair", "rescue-rebuild", "weekend-intensive"],
  art: "lighthouse",
  seo: {
    title: "Crisis Couples Therapy in Dallas: Affairs & High Stress",
    description:
      "Couples therapy in Dallas and online in Texas after an affair, betrayal or a crushing season of stress. Fast first sessions. In an emergency, call 988 or 911.",
  },
  serviceInterest: "crisis-high-stress",
  crisisNotice: true,
  ctaLabel: "Book the First Free Time",
  serviceType: "Couples crisis counseling",
};
