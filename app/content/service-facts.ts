import { confidentialityShort } from "./care-rules";
import { cancellationPolicy, programInstalments } from "./fees";
import { paymentFacts, type ServiceSlug } from "./service-model";

/**
 * What each service page says beside its fee (three short facts) and in its closing Vibe Check
 * band: its own, so no two pages repeat the same blocks. Every fact restates the service's own
 * copy in app/content/services/ (its length, what's included, its FAQs) or a policy of fees.ts;
 * nothing here may say more than those do.
 */
export interface ServiceFact {
  title: string;
  text: string;
}

export interface ServicePageExtras {
  facts: readonly [ServiceFact, ServiceFact, ServiceFact];
  /** The closing band's heading (it ends with the Vibe Check) and its line. */
  closing: { title: string; text: string };
}

const [superbill, flexiblePricing, hours] = paymentFacts;

const payInParts: ServiceFact = {
  title: "Pay in parts",
  text: `The program fee can be split into ${programInstalments}. Ask on your Vibe Check.`,
};

/** Every band says the same about the call itself and how it is booked. */
const replyLine = "It's not a therapy session, and you pick the time yourself.";

export const servicePageExtras: Record<ServiceSlug, ServicePageExtras> = {
  "strengthen-reconnect": {
    facts: [
      { title: "Pay as you go", text: "Session by session, with no package and no commitment. Many couples come for three to six months; you set the pace." },
      superbill,
      {
        title: "Mostly together",
        text: "Most sessions are for the two of you. Early on, your therapist may suggest one session each on your own, as part of your couples work.",
      },
    ],
    closing: {
      title: "Ready to feel like a team again? Start with a Vibe Check.",
      text: `A free 15-minute call to tell us what's going on between you two and ask anything about couples sessions. ${replyLine}`,
    },
  },
  "crisis-couples": {
    facts: [
      { title: "Start this week", text: "Book the first free time, or call us and say it's urgent. We try to offer a first session within the week." },
      {
        title: "Weekly, sometimes twice",
        text: "Sessions are weekly at first, and sometimes twice a week for the first month, each at the session fee of your therapist's level.",
      },
      {
        title: "Private, even at home",
        text: "Join online from separate rooms anywhere in Texas, or come to our Dallas office if home doesn't feel private enough.",
      },
    ],
    closing: {
      title: "When it can't wait, start with a Vibe Check.",
      text: "A free 15-minute call you can book for the next open time. If anyone is in danger, don't wait for us: call 911, or call or text 988.",
    },
  },
  "therapy-gets-your-world": {
    facts: [
      { title: "Ask for who you want", text: "You can ask for a therapist of color. We'll tell you honestly who is available and what their experience is." },
      superbill,
      hours,
    ],
    closing: {
      title: "Your world, your pace. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us about the two of you and ask who on our team fits. ${replyLine}`,
    },
  },
  relie: {
    facts: [
      { title: "You set the pace", text: "Your therapist checks in often. Plenty of couples start with the emotional side and get to the rest later." },
      { title: "Exercises for two", text: "Private exercises to try between sessions are part of the session fee." },
      superbill,
    ],
    closing: {
      title: "Closeness starts with a conversation. Start with a Vibe Check.",
      text: `A free 15-minute call to ask anything about Relié, sharing only what you want to. ${replyLine}`,
    },
  },
  "inclusive-therapy": {
    facts: [
      { title: "Your name, your pronouns", text: "We use your chosen name and pronouns everywhere we can." },
      { title: "Every relationship shape", text: "Individuals, couples and more than two partners are welcome, in person or online." },
      {
        title: "Private, by law",
        text: confidentialityShort,
      },
    ],
    closing: {
      title: "Come as you are. Start with a Vibe Check.",
      text: `A free 15-minute call to ask who on our team has the experience you're looking for. ${replyLine}`,
    },
  },
  "premarital-counseling": {
    facts: [
      { title: "No package required", text: "Pay per session and bring the topics you choose. Conversation guides are included." },
      { title: "Two cities, one session", text: "Each of you can join online from your own device, as long as you're both in Texas at the time." },
      {
        title: "A cheaper marriage license",
        text: "Texas lowers the license fee after an eight-hour course with a Twogether in Texas provider. Ask whether your therapist is registered.",
      },
    ],
    closing: {
      title: "Planning the wedding? Plan the marriage too. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us where you two are and what you'd like to talk through. ${replyLine}`,
    },
  },
  "individual-healing": {
    facts: [
      hours,
      { title: "Online or in the office", text: "Switch between online sessions and our Dallas office whenever you like." },
      {
        title: "A diagnosis only if it helps",
        text: "We don't bill insurance. A superbill needs a diagnosis and medical necessity, so if you plan to submit one, your therapist talks it through with you first.",
      },
    ],
    closing: {
      title: "Time that's just yours. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us what's on your mind and find the therapist who fits you. ${replyLine}`,
    },
  },
  "beautifully-complicated": {
    facts: [
      {
        title: "No explaining your world first",
        text: "A therapist experienced with BIPOC clients and family expectations, and an honest answer about who on our team fits you best.",
      },
      superbill,
      flexiblePricing,
    ],
    closing: {
      title: "You don't have to translate yourself here. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us what you're carrying and ask who on our team fits. ${replyLine}`,
    },
  },
  "weekend-intensive": {
    facts: [
      payInParts,
      {
        title: "Dates you can move once",
        text: `Move your weekend once, free of charge, with at least ${cancellationPolicy.intensiveMoveNoticeDays} days' notice.`,
      },
      { title: "Coming from out of town?", text: "Couples from elsewhere in Texas often book a hotel in Uptown, a short walk or ride from the office." },
    ],
    closing: {
      title: "A weekend just for you two? Start with a Vibe Check.",
      text: `A free 15-minute call to see whether an intensive fits and to ask about dates. ${replyLine}`,
    },
  },
  "restart-weekend": {
    facts: [
      { title: "One price for the two of you", text: "The fee is per couple and covers both mornings, the Restart workbook, coffee and snacks." },
      { title: "Sharing is optional", text: "Teaching happens as a group; practice happens privately, just the two of you." },
      { title: "No superbill for this one", text: "It's an educational workshop rather than therapy, so we don't issue superbills for it." },
    ],
    closing: {
      title: "Ask for the next dates on a Vibe Check.",
      text: `We run the Restart Weekend several times a year. A free 15-minute call tells you when, and whether it fits. ${replyLine}`,
    },
  },
  "renewal-retreat": {
    facts: [
      { title: "Saturdays, on select weeks", text: "Your retreat day can often be a Saturday." },
      superbill,
      { title: "Keep going if you like", text: "Many people continue with weekly sessions with the same therapist afterwards, at the regular session rate." },
    ],
    closing: {
      title: "A day to hear yourself think. Start with a Vibe Check.",
      text: `A free 15-minute call to see whether a retreat day fits and what you'd like it to hold. ${replyLine}`,
    },
  },
  reset: {
    facts: [
      { title: "For new clients", text: "One Reset per client, as a couple or on your own." },
      {
        title: `${cancellationPolicy.noticeHours} hours' notice keeps a session`,
        text: `Move a session with at least ${cancellationPolicy.noticeHours} hours' notice and it stays part of your Reset, as long as all six are used within ten weeks.`,
      },
      { title: "Then carry on, or don't", text: "Continue at the regular session rate, move into a program, or stop there. No pressure either way." },
    ],
    closing: {
      title: "Starting is the hardest part. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us what's going on and ask anything about the Reset. ${replyLine}`,
    },
  },
  "premarital-blueprint": {
    facts: [
      payInParts,
      { title: "Three to six months out", text: "The ideal time to start, so there's room to practice before the wedding rush. Less time is still worth it." },
      {
        title: "Faith-friendly, not religious",
        text: "If your faith matters to your marriage, it's part of the conversation. If it doesn't, it won't come up.",
      },
    ],
    closing: {
      title: "Build the marriage, not just the wedding. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us about the two of you and your timeline. ${replyLine}`,
    },
  },
  repair: {
    facts: [
      { title: "One session each, on your own", text: "Each partner has a 50-minute individual session, part of the program fee." },
      { title: "Longer sessions", text: "Eight 80-minute couples sessions over about twelve weeks, with a workbook between them." },
      { title: "Respect for both of you", text: "If you're the one who cheated, you're welcome here: held accountable and treated with respect." },
    ],
    closing: {
      title: "Rebuilding trust starts with one honest call. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us where you two are and whether Repair fits. ${replyLine}`,
    },
  },
  "rescue-rebuild": {
    facts: [
      {
        title: "Stop when you've decided",
        text: "Decide before session five and you stop there. Unused sessions are credited toward whatever comes next with us.",
      },
      { title: "Time with each of you", text: "Every session includes time one-on-one with each partner." },
      { title: "Not mediation", text: "We don't handle legal or financial arrangements. This is about deciding, clearly, what you want." },
    ],
    closing: {
      title: "Not sure whether to stay? Start with a Vibe Check.",
      text: `A free 15-minute call, with no promises asked of either of you. ${replyLine}`,
    },
  },
  "digital-detox": {
    facts: [
      { title: "Keep your phone", text: "This isn't about quitting technology. It's about deciding on purpose when screens are in your life." },
      { title: "On your own or together", text: "It works for individuals and for couples. If only one of you wants to start, start." },
      { title: "A check-in a month later", text: "A 50-minute follow-up a month after the six weeks, to see how your 30-day device plan held up." },
    ],
    closing: {
      title: "Put the phone down for 15 minutes. Start with a Vibe Check.",
      text: `A free 15-minute call to tell us what screens are crowding out. ${replyLine}`,
    },
  },
  loveinsurance: {
    facts: [
      { title: "Pause or cancel anytime", text: "Pause for a month or two (new baby, busy season) or cancel anytime." },
      {
        title: "Not actual insurance",
        text: "A playful name for a maintenance plan: it doesn't cover anything, and it's for couples doing well, so there's no superbill.",
      },
      { title: "Extra sessions first", text: "Priority booking when you'd like an extra session between your monthly ones." },
    ],
    closing: {
      title: "Keep what's working, working. Start with a Vibe Check.",
      text: `A free 15-minute call to ask anything about Love Insurance. ${replyLine}`,
    },
  },
};

/** The headings every service page shares around its own copy. */
export const servicePageCopy = {
  helpsWith: "What we work on together",
  howItWorks: "How it works",
  faq: { heading: "Questions people ask", feesLead: "More about fees, cancellations and superbills on", feesLink: "Fees & FAQs" },
  related: "You might also look at",
  /** The team band: one clinician is who you'll see; several, who you might. */
  team: {
    title: (count: number) => (count === 1 ? "Who you'll see" : "Who you might see"),
    intro: (count: number) =>
      count === 1
        ? "On your Vibe Check we make sure the fit is right: what's going on, your schedule and what matters to you in a therapist."
        : "On your Vibe Check we match you with one of them, based on what's going on, your schedule and what matters to you in a therapist.",
  },
};
