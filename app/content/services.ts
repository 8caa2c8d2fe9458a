/**
 * Every therapy service and program the practice offers: one typed list, rendered by one page
 * template (app/routes/service-page.tsx), the /services and /programs indexes, /get-matched and
 * the fee table on /fees-and-faqs. Copy, prices and search metadata live here and nowhere else.
 * Decisions about what each page is: docs/decisions/0005-service-and-program-identities.md.
 */
import {
  formatUsd,
  priceLabel,
  priceOf,
  sessionFromNote,
  sessionFromUsd,
  type PriceUnit,
  type ServiceCardData,
  type ServiceGroup,
  type ServiceEntry,
  type ServiceKind,
  type ServiceVariant,
} from "./service-model";
import { confidentialityLimits, noSuperbillWhenThriving, superbillOnRequest } from "./care-rules";
import { answerPagePaths } from "./answer-pages/answer-page-types";
import { VIBE_CHECK } from "./product-names";
import { cancellationPolicy, programInstalments, SESSION_MINUTES } from "./fees";
import { site } from "./site";

export * from "./service-model";

// ---------------------------------------------------------------------------------------------
// Prices. Programs: the default comes from site.prices; these programs clearly differ,
// and no other file repeats their amounts. Sessions: a starting price, the lowest fee of fees.ts
// among the clinicians who offer the service (therapists.ts), because fees rise with their level.

export const programPrices = {
  weekendIntensive: 2950,
  reset: 600,
  repair: 1450,
  restartWeekendPerCouple: 450,
  loveInsurancePerMonth: 100,
} as const;

/** The Reset's six sessions, for its price comparison, and the weeks they must be used within. */
export const RESET_SESSIONS = 6;
const RESET_WEEKS = "ten weeks";
/**
 * What the Reset is discounted from: six sessions at the lowest fee of the therapists who offer it
 * (the intern does not: six of his sessions cost less than the Reset).
 */
const RESET_SESSION_USD = sessionFromUsd("reset");
const RESET_REGULAR_USD = RESET_SESSIONS * RESET_SESSION_USD;
/** The Reset against six sessions with its own therapists: the figures its page quotes. */
export const resetComparison = { sessionUsd: RESET_SESSION_USD, regularUsd: RESET_REGULAR_USD, savingUsd: RESET_REGULAR_USD - programPrices.reset };
const PROGRAM = formatUsd(site.prices.defaultProgramUsd);

const BOTH_FORMATS = {
  inPerson: true,
  online: true,
  note: "In person at our Uptown Dallas office, or online from anywhere in Texas. You can switch between the two.",
};

const SUPERBILL = superbillOnRequest;

// ---------------------------------------------------------------------------------------------

export const services: ServiceEntry[] = [
  {
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
  },
  {
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
  },
  {
    slug: "therapy-gets-your-world",
    path: "/therapy-gets-your-world",
    kind: "service",
    group: "couples",
    title: "BIPOC Couples Therapy",
    eyebrow: "Therapy that gets your world",
    tagline: "Honor Your Unique Story",
    subtitle:
      "Couples therapy for Black, Latino, Asian, Indigenous, Middle Eastern and multiracial couples, with therapists who understand that your relationship lives inside families, cultures and a world that doesn't always make room for you. No explaining the basics. No leaving parts of yourselves at the door.",
    summary: "Couples therapy for BIPOC and multiracial couples, with therapists who understand culture, family and racial stress.",
    audience: "Couples",
    fits: [
      "You've tried therapy before and spent half the session explaining your culture.",
      "Family expectations, obligations to parents or “what will people say” put pressure on the two of you.",
      "You're an interracial or intercultural couple and some differences hit harder than you expected.",
      "Microaggressions at work or code-switching all day leave one or both of you depleted at home.",
    ],
    betterFits: [{ text: "You're looking for support for yourself, not as a couple.", goTo: "beautifully-complicated" }],
    helpsWith: [
      "Culture and expectations from two families",
      "Racial stress and how it shows up at home",
      "Interracial and intercultural relationships",
      "Money, faith and roles shaped by how you were raised",
      "Traditions that honor both of you",
    ],
    howItWorks: [
      {
        title: "Tell us what matters",
        text: "On your Vibe Check, share what you want in a therapist. We'll match you with someone whose experience fits your world.",
      },
      {
        title: "Your stories, in full",
        text: "The first sessions make room for both histories: families, cultures, faith, migration, what love looked like growing up.",
      },
      { title: "Work on what's between you", text: "Then you get to the pattern you two are stuck in, with the context held, not ignored." },
      { title: "Build your own way", text: "You shape ways of being a couple that honor where you come from and where you're going." },
    ],
    format: BOTH_FORMATS,
    length: "50-minute sessions, weekly or every other week.",
    included: ["A 50-minute session with a therapist experienced with BIPOC and intercultural couples", "Early morning, evening and weekend times", SUPERBILL],
    faqs: [
      {
        question: "Can we ask for a therapist of color?",
        answer:
          "Yes. We'll tell you honestly who is available and what their experience is. What every therapist here brings is training in culturally responsive care and real curiosity about your world, not tokenism.",
      },
      {
        question: "We're an interracial couple. Is this for us?",
        answer: "Yes. Many couples we see are interracial or intercultural, and the places where your worlds meet are part of the work.",
      },
      {
        question: "Do we have to talk about race?",
        answer: "Only as much as it matters to you. You lead; your therapist won't make your identity the topic unless it's part of what's going on.",
      },
    ],
    related: ["beautifully-complicated", "inclusive-therapy", "strengthen-reconnect"],
    art: "worlds",
    seo: {
      title: "BIPOC Couples Therapy in Dallas: Therapy That Gets Your World",
      description:
        "Couples therapy in Dallas and online in Texas for Black, Latino, Asian, Indigenous and multiracial couples, with therapists who understand culture and family.",
    },
    serviceInterest: "bipoc-couples-therapy",
    ctaLabel: `Learn More on a Free ${VIBE_CHECK}`,
    serviceType: "Culturally responsive couples therapy",
  },
  {
    slug: "relie",
    path: "/relie",
    kind: "service",
    group: "couples",
    title: "Relié: Intimacy & Desire",
    eyebrow: "Couples therapy for intimacy",
    tagline: "Closer, on your terms",
    subtitle:
      "Relié (ruh-lee-AY) is French for “connected.” This is couples therapy for intimacy and desire: mismatched libidos, sex that slipped off the calendar after a baby or a hard year, or feeling close as friends and far apart as lovers. Frank, warm, and never awkward for long.",
    summary: "Couples therapy for intimacy and desire: mismatched libidos, dry spells, and feeling close again in body and heart.",
    audience: "Couples",
    fits: [
      "One of you wants sex more often, and it has become a sore spot.",
      "Since the baby, the move or the hard year, intimacy quietly stopped.",
      "You feel close as friends and far apart as lovers.",
      "Talking about sex feels awkward, so you don't.",
    ],
    betterFits: [
      { text: "Trust was broken by an affair and that needs to come first.", goTo: "repair" },
      { text: "If sex is painful, please see a medical provider too. We're glad to work alongside them." },
    ],
    helpsWith: [
      "Mismatched desire",
      "Intimacy after kids, illness or loss",
      "Talking about sex without a fight",
      "Pressure, anxiety and “performance”",
      "Affection and everyday closeness",
    ],
    howItWorks: [
      { title: "Start with comfort", text: "The first session is talk, at your pace. Therapy here is always just conversation." },
      { title: "Understand your patterns", text: "How stress, history, bodies and beliefs shape desire for each of you, without blame." },
      { title: "Try things at home", text: "Gentle, private exercises you choose together between sessions." },
      { title: "Keep the connection going", text: "Habits of closeness that fit your real life, including the tired weeknights." },
    ],
    format: BOTH_FORMATS,
    length: "50-minute sessions, weekly or every other week.",
    included: ["A 50-minute couples session", "Private between-session exercises", SUPERBILL],
    faqs: [
      {
        question: "Is this sex therapy?",
        answer:
          "It's couples therapy focused on intimacy. If you'd benefit from a specialized sex therapist or medical care, we'll say so and help you find it.",
      },
      {
        question: "Will we have to talk about things we're not ready for?",
        answer: "No. You set the pace, and your therapist checks in often. Plenty of couples start with the emotional side and get to the rest later.",
      },
      { question: "Is this for LGBTQ+ couples too?", answer: "Yes. Relié is for every couple, every orientation and every relationship shape." },
      { question: "Why the name?", answer: "Relié means “connected” in French. Intimacy is connection first; the rest tends to follow from there." },
    ],
    related: ["strengthen-reconnect", "digital-detox", "inclusive-therapy"],
    art: "hearts",
    seo: {
      title: "Relié: Intimacy & Desire Couples Therapy in Dallas",
      description: `Couples therapy in Dallas and online in Texas for intimacy and desire: mismatched libidos and dry spells. ${sessionFromNote("relie")}.`,
    },
    serviceInterest: "couples-therapy",
    serviceType: "Couples therapy for intimacy",
  },
  {
    slug: "inclusive-therapy",
    path: "/inclusive-therapy",
    kind: "service",
    group: "couples",
    title: "Inclusive Therapy",
    eyebrow: "LGBTQ+ and relationship-diverse affirming",
    tagline: "Every kind of love, every kind of you",
    subtitle:
      "Affirming therapy for LGBTQ+ individuals and couples, and for relationships that don't follow the usual script: open, polyamorous, blended, long-distance or child-free by choice. Your therapist already gets it, so your time goes to what you came for.",
    summary: "Affirming couples and individual therapy for LGBTQ+ people and relationships that don't follow the usual script.",
    audience: "Couples or individuals",
    fits: [
      "You're queer, trans or nonbinary and want a therapist who doesn't need a glossary.",
      "You're in a same-gender relationship and the usual couples advice doesn't quite fit.",
      "You're opening your relationship, or already non-monogamous, and want support without judgment.",
      "Coming out, family reactions or chosen family are part of your story.",
    ],
    betterFits: [{ text: "You're a BIPOC couple and culture and family are at the center of it.", goTo: "therapy-gets-your-world" }],
    helpsWith: [
      "Coming out, at any age and any stage",
      "Family acceptance, distance and chosen family",
      "Gender identity and transition, yours or your partner's",
      "Opening a relationship or navigating non-monogamy",
      "Couples work in same-gender and queer relationships",
      "Minority stress and burnout",
    ],
    howItWorks: [
      {
        title: `Book a ${VIBE_CHECK}`,
        text: "Tell us about you, including your name and pronouns, and what you want. We match you with the therapist with the most relevant experience.",
      },
      { title: "Skip the basics", text: "No explaining your identity or your relationship structure before you can talk about your life." },
      { title: "Work on what you came for", text: "Anxiety, a relationship pattern, a family rift or a big decision: the work is yours to shape." },
      { title: "Solo or together", text: "Start on your own and bring a partner, or partners, in later. Or the other way around." },
    ],
    format: BOTH_FORMATS,
    length: "50-minute sessions, weekly or every other week.",
    included: ["A 50-minute individual or couples session", "Your chosen name and pronouns, everywhere we can use them", SUPERBILL],
    faqs: [
      {
        question: "Isn't every therapist at Millennial Life affirming?",
        answer:
          "Yes. Affirming care is our baseline, not a specialty. This page is for people who want a therapist with deep experience in LGBTQ+ and relationship-diverse work.",
      },
      {
        question: "Do you work with polyamorous relationships?",
        answer:
          "Yes. We work with couples and with more than two partners, in person or online. Everyone in the relationship is welcome in the room if that's what you want.",
      },
      {
        question: "Is what I share private?",
        answer: `Yes, within the law's limits. ${confidentialityLimits} Outside those limits, nothing goes to family, employers or anyone else without your written consent.`,
      },
    ],
    related: ["individual-healing", "relie", "beautifully-complicated"],
    art: "spectrum",
    seo: {
      title: "Inclusive Therapy: LGBTQ+ Affirming Counseling in Dallas",
      description: `LGBTQ+ affirming individual and couples therapy in Dallas and online in Texas, open and polyamorous relationships too. ${sessionFromNote("inclusive-therapy")}.`,
    },
    serviceInterest: "couples-therapy",
    serviceType: "LGBTQ+ affirming therapy",
  },
  {
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
  },
  {
    slug: "individual-healing",
    path: "/individual-healing",
    kind: "service",
    group: "individual",
    title: "Individual Therapy",
    eyebrow: "Personal Growth, Relational Healing",
    tagline: "Personal Growth, Relational Healing",
    subtitle:
      "One-on-one therapy for millennials carrying a lot: anxiety that won't switch off, burnout, a breakup, infertility, or the same relationship pattern showing up with every new person. At your pace, with a therapist who thinks about you and the relationships around you.",
    summary: "One-on-one therapy for anxiety, burnout, breakups, infertility and the relationship patterns you want to change.",
    audience: "Individuals",
    fits: [
      "Your mind runs at 2 a.m.: replaying conversations, planning, worrying.",
      "You're burned out from work, caregiving or being everyone's person.",
      "You keep ending up in the same kind of relationship, or the same kind of fight.",
      "You're going through infertility, a breakup, a divorce or a big move and need somewhere to put it.",
      "Your partner doesn't want therapy, but you do.",
    ],
    betterFits: [
      { text: "You're a BIPOC adult, and culture, race or family expectations are at the center of what you're carrying.", goTo: "beautifully-complicated" },
      { text: "You'd like one full day of focused work instead of weekly sessions.", goTo: "renewal-retreat" },
    ],
    helpsWith: [
      "Anxiety, overthinking and people-pleasing",
      "Burnout and work stress",
      "Infertility and pregnancy loss",
      "Breakups, divorce and dating patterns",
      "Family relationships and boundaries",
      "Moves, new jobs and new parenthood",
    ],
    howItWorks: [
      { title: `Book a ${VIBE_CHECK}`, text: "Tell us a little about what's going on. We match you with a therapist whose focus fits." },
      {
        title: "Your first session",
        text: "Your therapist gets to know you: what's happening now, what you've tried, what you want to feel different.",
      },
      { title: "Weekly work", text: "Practical tools for right now (sleep, worry, boundaries) and deeper work on where the patterns come from." },
      { title: "Check in on progress", text: "Every few weeks you and your therapist look at what's changing and adjust the plan together." },
    ],
    format: BOTH_FORMATS,
    length: "50-minute sessions, weekly or every other week.",
    included: ["A 50-minute one-on-one session", "Early morning, evening and weekend times", SUPERBILL],
    faqs: [
      {
        question: "Can I see someone on my own while we also do couples therapy?",
        answer: "Yes, usually with a different therapist, so each kind of work has its own space. With your consent, the two therapists can coordinate.",
      },
      {
        question: "Will I get a diagnosis?",
        answer:
          "Only if it helps you. Insurers need a diagnosis code on a superbill to consider reimbursement, so if you plan to submit one, your therapist will talk it through with you openly first.",
      },
      {
        question: "Is online therapy as useful as in person?",
        answer:
          "Many clients find online sessions just as useful, and much easier to fit around a workday. You can switch between online and the office whenever you like.",
      },
      {
        question: "What if I'm in crisis?",
        answer:
          "We're not an emergency service. If you're thinking about hurting yourself, call or text 988 (the Suicide & Crisis Lifeline) any time, day or night, or call 911 in an emergency.",
      },
    ],
    related: ["beautifully-complicated", "renewal-retreat", "inclusive-therapy"],
    art: "sprout",
    seo: {
      title: "Individual Therapy in Dallas for Anxiety, Burnout & More",
      description: `Individual therapy in Dallas and online across Texas for anxiety, burnout, infertility and relationship patterns. ${sessionFromNote("individual-healing")}.`,
    },
    serviceInterest: "individual-therapy",
    ctaLabel: `Explore Individual Therapy on a ${VIBE_CHECK}`,
    serviceType: "Individual therapy",
  },
  {
    slug: "beautifully-complicated",
    path: "/beautifully-complicated",
    kind: "service",
    group: "individual",
    title: "Beautifully Complicated",
    eyebrow: "Individual therapy for BIPOC adults",
    tagline: "All of you, welcome here",
    subtitle:
      "Individual therapy for Black, Indigenous and people of color who are tired of translating themselves: first-generation achievers, children of immigrants, the only one in the room at work, anyone holding two worlds at once. Your story is complicated. It's also beautiful, and all of it is welcome here.",
    summary: "Individual therapy for BIPOC adults navigating identity, family expectations, racial stress and being the first or the only.",
    audience: "Individuals",
    fits: [
      "You're the first in your family to do a lot of things, and the pressure comes with it.",
      "You love your family and need boundaries they may not understand.",
      "You code-switch all day and come home exhausted.",
      "You're tired of explaining your culture before you can talk about your life.",
    ],
    betterFits: [{ text: "You want to work on this together with your partner.", goTo: "therapy-gets-your-world" }],
    helpsWith: [
      "Racial stress, microaggressions and workplace burnout",
      "First-generation pressure, guilt and pride",
      "Family expectations, boundaries and “what will people say”",
      "How race, culture, faith and sexuality fit together for you",
      "Grief, anxiety and carrying more than your share",
    ],
    howItWorks: [
      {
        title: "Say what you want",
        text: "On your Vibe Check, tell us what matters to you in a therapist, including if you'd like a therapist of color.",
      },
      { title: "Start with your story", text: "Your history, culture and family are the context of the work, not a detour from it." },
      { title: "Work at your pace", text: "Tools for the day-to-day, space for the heavy things, and room for joy too." },
      { title: "Take it home", text: "Ways to set boundaries and care for yourself that fit your family and your culture." },
    ],
    format: BOTH_FORMATS,
    length: "50-minute sessions, weekly or every other week.",
    included: ["A 50-minute individual session", "A therapist experienced with BIPOC clients and family expectations", SUPERBILL],
    faqs: [
      {
        question: "Is this only for Black clients?",
        answer:
          "No. Beautifully Complicated is for Black, Indigenous, Latino, Asian, Middle Eastern, multiracial and all people of color. The common thread is not having to explain your world before we can help.",
      },
      {
        question: "Will my therapist know my culture?",
        answer:
          "No therapist knows every culture. You can expect curiosity, humility and training in culturally responsive care, and an honest answer about who on our team has the most relevant experience.",
      },
      {
        question: "How is this different from Individual Therapy?",
        answer:
          "It is individual therapy, with identity and culture at the center from day one. If those aren't what you want to focus on, Individual Therapy may suit you better.",
      },
    ],
    related: ["therapy-gets-your-world", "individual-healing", "inclusive-therapy"],
    art: "threads",
    seo: {
      title: "Beautifully Complicated: Therapy for BIPOC Individuals in Dallas",
      description: `Therapy in Dallas and online in Texas for BIPOC adults: identity, racial stress, family and first-gen pressure. ${sessionFromNote("beautifully-complicated")}.`,
    },
    serviceInterest: "individual-therapy",
    serviceType: "Culturally responsive individual therapy",
  },
  {
    slug: "weekend-intensive",
    path: "/weekend-intensive",
    kind: "program",
    group: "concentrated",
    alsoListedUnder: ["couples"],
    title: "3-Day Weekend Intensive",
    eyebrow: "Program for couples",
    tagline: "Three focused days, one plan to take home",
    subtitle:
      "Three focused days with one couples therapist in our Dallas office: about fifteen hours of therapy, with breaks, long lunches and evenings to yourselves. For couples who can't wait weeks between sessions: after an affair, at a crossroads, or stuck for too long.",
    summary: "Three focused days of private couples therapy in Dallas: about 15 hours of work, a written plan and a follow-up.",
    audience: "Couples",
    fits: [
      "Something big happened, like an affair, and weekly sessions feel too slow.",
      "You've been stuck in the same place for years and want real momentum.",
      "Travel, shift work or kids make weekly therapy hard to keep up.",
      "You want to give your relationship a focused, serious try.",
    ],
    betterFits: [
      { text: "You'd rather learn relationship skills alongside other couples, at a lower cost.", goTo: "restart-weekend" },
      { text: "One of you is leaning out and the first question is whether to try at all.", goTo: "rescue-rebuild" },
    ],
    helpsWith: [
      "Affair and betrayal recovery",
      "Breaking long-standing fight cycles",
      "Big decisions: kids, moves, staying together",
      "Rebuilding closeness and trust",
      "A plan you can keep at home",
    ],
    howItWorks: [
      { title: "Vibe Check and dates", text: "We make sure an intensive suits what's going on, then pick your weekend." },
      {
        title: "Planning session",
        text: "About a week before, your therapist meets you both online for 90 minutes, and each of you fills in a short questionnaire.",
      },
      { title: "Three days in Dallas", text: "Friday to Sunday, about five hours a day in two blocks, with a long lunch. Evenings are yours." },
      { title: "Your plan and a follow-up", text: "You leave with a written plan, and come back for a follow-up session about 30 days later." },
    ],
    format: {
      inPerson: true,
      online: false,
      note: "In person only, at our Uptown Dallas office, so you can step out of daily life. The planning session is online.",
    },
    length: "Friday to Sunday, about five hours a day (roughly 15 hours in all), plus a 90-minute planning session and a 50-minute follow-up.",
    when: [
      { days: "Friday - Sunday", time: "9:30 AM - 3:30 PM, on a weekend we pick with you" },
      { days: "Planning and follow-up", time: "at an office-hours time that suits you both" },
    ],
    price: { amountUsd: programPrices.weekendIntensive, unit: "program" },
    included: [
      "A 90-minute online planning session and questionnaires",
      "About 15 hours of private couples therapy over three days",
      "A written relationship plan",
      "A 50-minute follow-up session about 30 days later",
      SUPERBILL,
    ],
    faqs: [
      {
        question: "Is an intensive right for us?",
        answer:
          "Intensives suit couples who are both willing to do concentrated work. If there is violence, an active addiction or someone is in crisis, we'll suggest a safer first step.",
      },
      {
        question: "We don't live in Dallas. Where do we stay?",
        answer: "Many couples from elsewhere in Texas book a hotel in Uptown, a short walk or ride from the office. Local couples go home each night.",
      },
      {
        question: "Who leads the intensive?",
        answer: "One of our senior couples therapists. Our founder leads a limited number of intensives each year.",
      },
      {
        question: "Can we pay in parts?",
        answer: `Yes. The ${formatUsd(programPrices.weekendIntensive)} fee can be split into ${programInstalments}; ask on your Vibe Check. We don't take insurance. If the intensive treats a diagnosed condition, we give you a superbill on request.`,
      },
      {
        question: "What if we need to change our dates?",
        answer: `You can move your weekend once, free of charge, with at least ${cancellationPolicy.intensiveMoveNoticeDays} days' notice. Call or email us and we'll find new dates together.`,
      },
    ],
    related: ["restart-weekend", "repair", "crisis-couples"],
    art: "three-suns",
    seo: {
      title: "3-Day Weekend Couples Intensive in Dallas",
      description:
        "A private three-day couples therapy intensive in Dallas: about 15 hours of focused work, a written plan and a follow-up. For couples who can't wait weeks.",
    },
    serviceInterest: "weekend-intensive",
    serviceType: "Couples therapy intensive",
  },
  {
    slug: "restart-weekend",
    path: "/restart-weekend",
    kind: "program",
    group: "concentrated",
    title: "Restart Weekend",
    eyebrow: "Small-group workshop for couples",
    tagline: "Learn it together, alongside other couples",
    subtitle:
      "Two mornings, up to eight couples, two of our therapists leading. You learn the skills that keep relationships working (starting hard talks gently, repairing after a fight, keeping connection alive) and practice them privately as a couple. Nobody shares their story with the group.",
    summary: "A two-morning small-group workshop: relationship skills you practice privately, at a fraction of the cost of private therapy.",
    audience: "Couples",
    fits: [
      "You're doing okay and want a boost, not a rescue.",
      "You'd like real tools without committing to weekly therapy.",
      "One of you is curious about therapy and the other isn't sure yet.",
      "You want a date weekend that's actually about the two of you.",
    ],
    betterFits: [{ text: "You need privacy for something painful, like an affair.", goTo: "weekend-intensive" }],
    helpsWith: [
      "Starting hard conversations gently",
      "Repairing after a fight",
      "Understanding each other's stress",
      "Rituals of connection",
      "Planning your next season together",
    ],
    howItWorks: [
      { title: "Save your spot", text: "Book a Vibe Check and ask for the next Restart Weekend. Groups are capped at eight couples." },
      { title: "Saturday morning", text: "9 AM to 1 PM: how conflict works, and how to talk so your partner can hear you." },
      { title: "Sunday morning", text: "9 AM to 1 PM: repair, rituals of connection, and your restart plan." },
      { title: "Take it home", text: "A workbook with every exercise, and the option of a private session afterwards at the regular rate." },
    ],
    format: { inPerson: true, online: false, note: "In person at our Uptown Dallas office, in a small group." },
    length: "Two mornings, Saturday and Sunday, 9 AM to 1 PM (eight hours in all).",
    when: [{ days: "Saturday - Sunday", time: "9:00 AM - 1:00 PM, on the weekends we announce" }],
    price: { amountUsd: programPrices.restartWeekendPerCouple, unit: "couple" },
    included: [
      "Eight hours of workshop over two mornings",
      "Two therapists leading a group of up to eight couples",
      "The Restart workbook",
      "Coffee and snacks",
      "A restart plan to take home",
    ],
    faqs: [
      {
        question: "Do we have to talk in front of the group?",
        answer: "No. Teaching happens as a group; practice happens privately, just the two of you. Sharing with the group is always optional.",
      },
      {
        question: "Is a workshop the same as couples therapy?",
        answer:
          "It's skills-based and led by therapists, but it isn't a replacement for couples therapy if you're struggling with something serious. For that, look at private sessions or the 3-Day Weekend Intensive.",
      },
      {
        question: "Can we get a superbill?",
        answer:
          "Because it's an educational workshop rather than therapy, it usually isn't eligible for insurance reimbursement, so we don't issue superbills for it.",
      },
      { question: "How often do you run it?", answer: "Several times a year. Ask on your Vibe Check for the next dates." },
    ],
    related: ["weekend-intensive", "strengthen-reconnect", "loveinsurance"],
    art: "circle",
    seo: {
      title: "Restart Weekend: Small-Group Couples Workshop in Dallas",
      description: `A two-morning small-group couples workshop in Dallas led by two therapists: learn to talk, repair and reconnect. ${formatUsd(programPrices.restartWeekendPerCouple)} per couple.`,
    },
    serviceInterest: "couples-therapy",
    serviceType: "Couples workshop",
  },
  {
    slug: "renewal-retreat",
    path: "/renewal-retreat",
    kind: "program",
    group: "concentrated",
    alsoListedUnder: ["individual"],
    title: "Renewal Retreat",
    eyebrow: "A one-day retreat, just for you",
    tagline: "One day, just for you",
    subtitle:
      "A one-day personal retreat with one therapist: about five hours of focused individual work, with breaks, for when weekly sessions can't hold everything at once. For burnout, a big decision, the end of a relationship, or a birthday that has you asking “is this it?”",
    summary: "A one-day individual therapy retreat: five focused hours for burnout, a big decision or a fresh start.",
    audience: "Individuals",
    fits: [
      "You're burned out and need more than 50 minutes just to begin.",
      "You're at a crossroads (career, relationship, city) and want clarity.",
      "A breakup or divorce has ended a chapter and you want to close it well.",
      "Weekly therapy doesn't fit your schedule, but one day does.",
    ],
    betterFits: [{ text: "You'd like steady weekly support over a few months.", goTo: "individual-healing" }],
    helpsWith: [
      "Burnout and depletion",
      "Big decisions and crossroads",
      "Endings: breakups, divorce, leaving a job",
      "What you want next, and why",
      "A plan for rest you'll actually keep",
    ],
    howItWorks: [
      { title: "Prep call", text: "A 50-minute online call about what you want from the day, and a few questions to sit with beforehand." },
      {
        title: "Your retreat day",
        text: "About five hours in two or three blocks, in our quiet Dallas office or online from a space you choose, with a proper lunch break.",
      },
      { title: "Your renewal plan", text: "A written summary of what came up and the next steps you chose." },
      { title: "Follow-up", text: "A 50-minute session about three weeks later, to see how the plan is holding up." },
    ],
    format: BOTH_FORMATS,
    length: "One day with about five hours of therapy, plus a 50-minute prep call and a 50-minute follow-up.",
    included: [
      "A 50-minute prep call",
      "About five hours of one-on-one therapy on your retreat day",
      "A written renewal plan",
      "A 50-minute follow-up session",
      SUPERBILL,
    ],
    faqs: [
      {
        question: "Is a retreat day intense?",
        answer: "It can be, and it's paced with breaks. You decide how deep you go, and your therapist checks in throughout.",
      },
      { question: "Can I do it on a Saturday?", answer: "Often, yes. Saturday retreat days are available on select weeks." },
      {
        question: "Can I keep going afterwards?",
        answer: "Yes. Many people continue with weekly sessions with the same therapist, at the regular session rate.",
      },
    ],
    related: ["individual-healing", "beautifully-complicated", "digital-detox"],
    art: "sunrise",
    seo: {
      title: "Renewal Retreat: One-Day Individual Therapy Intensive in Dallas",
      description: `A one-day individual therapy retreat in Dallas or online in Texas: five focused hours for burnout, big decisions and fresh starts. ${PROGRAM} in full.`,
    },
    serviceInterest: "individual-therapy",
    serviceType: "Individual therapy intensive",
  },
  {
    slug: "reset",
    path: "/reset",
    kind: "program",
    group: "start-and-stay",
    title: "6-Session Reset",
    eyebrow: "Discounted entry offer",
    badge: "Discounted entry offer",
    tagline: "Six sessions. One fresh start.",
    subtitle: `Our entry offer for new clients: six sessions for ${formatUsd(programPrices.reset)}, instead of ${formatUsd(RESET_REGULAR_USD)} at the ${formatUsd(RESET_SESSION_USD)} session fee of the therapists who offer it. Enough time to name what's going on, try new ways of handling it and see whether therapy works for you, without an open-ended commitment. For couples or individuals, in person or online.`,
    summary: "Six sessions at a discount for new clients: a focused, low-commitment way to start therapy, as a couple or on your own.",
    audience: "Couples or individuals",
    fits: [
      "You've never done therapy and want to try it without signing up for forever.",
      "One of you is hesitant, and a clear beginning and end makes it easier to say yes.",
      "You have one or two things to work on and want a focused plan.",
      "Money matters, and a discount for committing to six sessions helps.",
    ],
    betterFits: [{ text: "You're in the middle of a crisis right now and need support at whatever pace it takes.", goTo: "crisis-couples" }],
    helpsWith: [
      "Getting unstuck from one recurring issue",
      "Talking when things get tense",
      "Trying therapy before committing further",
      "A tune-up after a hard season",
    ],
    howItWorks: [
      { title: `Book a ${VIBE_CHECK}`, text: "Mention the Reset. We confirm it fits and match you with a therapist." },
      { title: "Sessions 1 and 2: get clear", text: "What's going on, what you want, and one simple goal for the next few weeks." },
      { title: "Sessions 3 to 5: try things", text: "New ways to handle the sticking point, practiced in session and at home." },
      { title: "Session 6: decide what's next", text: "Look back at what changed. Stop there, continue at the regular rate, or choose a program." },
    ],
    format: BOTH_FORMATS,
    length: `Six ${SESSION_MINUTES}-minute sessions, used within ${RESET_WEEKS}.`,
    price: { amountUsd: programPrices.reset, unit: "program" },
    included: [
      "Six 50-minute sessions with the same therapist",
      "A simple written goal and plan",
      "A wrap-up review in the last session",
      `A saving of ${formatUsd(RESET_REGULAR_USD - programPrices.reset)} on six sessions at ${formatUsd(RESET_SESSION_USD)} each`,
      SUPERBILL,
    ],
    faqs: [
      { question: "Who can book the Reset?", answer: "New clients of the practice, as a couple or as an individual. It's one Reset per client." },
      {
        question: "What if we want more than six sessions?",
        answer: "Continue at the regular session rate, or move into a program. No pressure either way.",
      },
      {
        question: "What if we have to miss a session?",
        answer: `Move it with at least ${cancellationPolicy.noticeHours} hours' notice and it stays part of your Reset, as long as all six are used within ${RESET_WEEKS}. A late cancellation or a missed session counts as used, under our usual cancellation policy: your first late one is forgiven, and so are illness, emergencies and unsafe weather.`,
      },
      {
        question: "Why is it discounted?",
        answer: "Because starting is the hardest part. Committing to six sessions builds momentum, and we pass the saving on to you.",
      },
    ],
    related: ["strengthen-reconnect", "individual-healing", "loveinsurance"],
    art: "reset",
    seo: {
      title: "6-Session Reset: Discounted Therapy Entry Offer",
      description: `Start therapy in Dallas or online across Texas with six 50-minute sessions for ${formatUsd(programPrices.reset)} instead of ${formatUsd(RESET_REGULAR_USD)}. For new couples and individual clients.`,
    },
    serviceInterest: "6-session-reset",
    serviceType: "Couples and individual therapy package",
  },
  {
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
  },
  {
    slug: "repair",
    path: "/repair",
    kind: "program",
    group: "structured",
    title: "Repair: Rebuilding Trust",
    eyebrow: "Program after an affair or betrayal",
    tagline: "Rebuild trust, step by step",
    subtitle:
      "A structured program for couples who have decided to try again after an affair or a serious betrayal: hidden debt, secret apps, a long lie. Eight extended sessions in three phases, so the hurt partner isn't stuck asking the same questions, and the partner who broke trust knows what repair actually takes.",
    summary: "An eight-session program for couples rebuilding trust after an affair or serious betrayal, in three clear phases.",
    audience: "Couples",
    fits: [
      "There was an affair, emotional or physical, and you both want to see if you can rebuild.",
      "A hidden debt, secret account or long-running lie came to light.",
      "Months later, you're still stuck in the same questions and the same fight about it.",
      "You want a clear structure, not open-ended sessions.",
    ],
    betterFits: [
      { text: "The discovery happened in the last few days and you're still in shock.", goTo: "crisis-couples" },
      { text: "One of you isn't sure you want to stay.", goTo: "rescue-rebuild" },
    ],
    helpsWith: [
      "Affairs, emotional affairs and online infidelity",
      "Financial secrets and hidden debt",
      "Questions, triggers and reminders",
      "Accountability without endless punishment",
      "Closeness and a shared future",
    ],
    howItWorks: [
      { title: "One session each, first", text: "A 50-minute individual session for each partner, to say what can't be said together yet." },
      {
        title: "Phase 1: honesty",
        text: "Sessions 1 to 3: a safe, structured way to ask and answer the questions that need answers, and a plan for triggers at home.",
      },
      {
        title: "Phase 2: understanding",
        text: "Sessions 4 to 6: what made the relationship vulnerable, without blaming the hurt partner for a choice they didn't make.",
      },
      { title: "Phase 3: rebuilding", text: "Sessions 7 and 8: new agreements about openness, intimacy and the future you want." },
    ],
    format: BOTH_FORMATS,
    length: "Eight 80-minute couples sessions over about twelve weeks, plus one 50-minute individual session for each partner.",
    price: { amountUsd: programPrices.repair, unit: "program" },
    included: [
      "One 50-minute individual session for each partner",
      "Eight 80-minute couples sessions",
      "A between-session workbook",
      "A written trust agreement you create together",
      SUPERBILL,
    ],
    faqs: [
      {
        question: "Can you promise we'll stay together?",
        answer: "No one honestly can. What the program gives you is a clear, fair process and support for both of you, whatever you decide.",
      },
      {
        question: "Does the affair have to be over?",
        answer: "Yes, for this program. If it isn't, or you're not sure, start with Crisis & High Stress sessions instead.",
      },
      {
        question: "What if I'm the one who cheated?",
        answer: "You're welcome here. You'll be held accountable and treated with respect. Both are part of repair.",
      },
    ],
    related: ["crisis-couples", "weekend-intensive", "rescue-rebuild"],
    art: "kintsugi",
    seo: {
      title: "Repair: Affair & Betrayal Recovery Program in Dallas",
      description: `An eight-session program in Dallas and online across Texas for couples rebuilding trust after an affair or betrayal. ${formatUsd(programPrices.repair)} for the full program.`,
    },
    serviceInterest: "crisis-high-stress",
    crisisNotice: true,
    serviceType: "Affair recovery program",
  },
  {
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
  },
  {
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
  },
  {
    slug: "loveinsurance",
    path: "/loveinsurance",
    kind: "program",
    group: "start-and-stay",
    title: "Love Insurance",
    eyebrow: "Monthly plan for couples",
    tagline: "We don't take insurance. We offer the other kind.",
    subtitle:
      "We don't take health insurance, but we do offer the other kind. Love Insurance is a monthly plan for couples who are doing well and want to keep it that way: one check-in session a month, a quarterly “state of us” review, and priority booking if something comes up.",
    summary: "A monthly check-in plan for couples doing well: one session a month, a quarterly review and priority booking.",
    audience: "Couples",
    fits: [
      "You finished couples therapy and don't want to lose what you built.",
      "Things are good, and you've watched friends' relationships drift.",
      "A big year is coming: a wedding, a baby, a move, a new job.",
      "You prefer maintenance to repairs. (You probably change your oil on time, too.)",
    ],
    betterFits: [{ text: "Things are hard right now and you need weekly support.", goTo: "strengthen-reconnect" }],
    helpsWith: [
      "Keeping good communication habits fresh",
      "Small things, before they become big things",
      "Planning for big transitions",
      "Staying intentional about fun and intimacy",
    ],
    howItWorks: [
      { title: "Join after a Vibe Check", text: "Or straight from your couples therapy, with the same therapist." },
      { title: "Monthly check-in", text: "A 50-minute session: what's working, what's creeping in, what's coming up." },
      { title: "Quarterly “state of us”", text: "Every third session includes a short questionnaire and a written snapshot of how you're doing." },
      { title: "Priority booking", text: "If something comes up, you get the next available extra session at the plan rate." },
    ],
    format: BOTH_FORMATS,
    length: "One 50-minute session a month, month to month.",
    price: { amountUsd: programPrices.loveInsurancePerMonth, unit: "month" },
    included: [
      "One 50-minute couples session each month",
      "A quarterly “state of us” review with a written snapshot",
      `Priority booking for extra sessions at the plan rate, ${formatUsd(programPrices.loveInsurancePerMonth)} each, below your therapist's usual fee`,
      "Pause or cancel anytime",
    ],
    faqs: [
      {
        question: "Is this actual insurance?",
        answer: `No. It's a playful name for a maintenance plan; it doesn't cover anything or replace health insurance. We don't bill insurers. ${noSuperbillWhenThriving}`,
      },
      {
        question: "Do we need to have done therapy with you before?",
        answer: "No. If you haven't, your first session includes a little more time getting to know you both.",
      },
      { question: "Can we pause?", answer: "Yes. Pause for a month or two (new baby, busy season) or cancel anytime." },
    ],
    related: ["strengthen-reconnect", "restart-weekend", "premarital-blueprint"],
    art: "umbrella",
    seo: {
      title: "Love Insurance: Monthly Relationship Check-Ins in Dallas",
      description: `A monthly couples check-in plan in Dallas and online across Texas: one session a month, quarterly reviews and priority booking, ${formatUsd(programPrices.loveInsurancePerMonth)} a month.`,
    },
    serviceInterest: "couples-therapy",
    serviceType: "Relationship maintenance plan",
  },
];

/** Campaign copy of the crisis page: noindex, canonical to /crisis-couples. */
export const serviceVariants: ServiceVariant[] = [
  {
    path: "/crisis-couples-fixed",
    of: "crisis-couples",
    seo: {
      title: "Help for Couples in Crisis, Starting This Week",
      description:
        "A fast start for couples in crisis in Dallas and across Texas: after an affair, a betrayal or a season of high stress. Book a free 15-minute Vibe Check.",
    },
  },
];

// ---------------------------------------------------------------------------------------------

export function serviceBySlug(slug: string): ServiceEntry | undefined {
  return services.find((s) => s.slug === slug);
}

export function servicesOfKind(kind: ServiceKind): ServiceEntry[] {
  return services.filter((s) => s.kind === kind);
}

/** The entry a page path renders, and whether it is a variant (case and trailing slash ignored). */
export function serviceForPath(pathname: string): { entry: ServiceEntry; variant?: ServiceVariant } | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const variant = serviceVariants.find((v) => v.path === path);
  const entry = serviceBySlug(variant ? variant.of : path.slice(1));
  return entry ? { entry, variant } : undefined;
}

/** The few fields a card needs, so pages hand the browser cards rather than whole entries. */
export function toCard(entry: ServiceEntry): ServiceCardData {
  const { slug, path, kind, title, badge, tagline, summary, audience, art, price, serviceInterest } = entry;
  return { slug, path, kind, title, badge, tagline, summary, audience, art, price, serviceInterest };
}

/** One row of the fee table on /fees-and-faqs: what a program costs, how long it runs, what it includes. */
export interface FeeLine {
  path: string;
  title: string;
  kind: ServiceKind;
  group: ServiceGroup;
  badge?: string;
  summary: string;
  amountUsd: number;
  unit: PriceUnit;
  /** "From $120 per 50-minute session", "$2,950 for the full program" */
  priceLabel: string;
  length: string;
  included: string[];
}

/** Every service and program with its price, sessions first (the fee table reads this). */
export function feeSchedule(): FeeLine[] {
  return [...servicesOfKind("service"), ...servicesOfKind("program")].map((s) => {
    const p = priceOf(s);
    return {
      path: s.path,
      title: s.title,
      kind: s.kind,
      group: s.group,
      ...(s.badge ? { badge: s.badge } : {}),
      summary: s.summary,
      amountUsd: p.amountUsd,
      unit: p.unit,
      priceLabel: priceLabel(s),
      length: s.length,
      included: s.included,
    };
  });
}
