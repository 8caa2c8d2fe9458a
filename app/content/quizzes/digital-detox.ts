import type { Quiz } from "./quiz-model";

/** How much room screens take in a home and a relationship: one "pull" total, three bands. */
export const digitalDetoxQuiz: Quiz = {
  id: "digital-detox",
  title: "Digital Detox Quiz: is your phone getting between you?",
  shortTitle: "Digital Detox Quiz",
  eyebrow: "Quiz · Digital detox",
  purpose:
    "Ten honest questions about phones, evenings and attention at home. You'll see how much room screens take in your days and your relationship, and a few changes that tend to help.",
  audience: "Couples, or one of you for both",
  is: [
    "A mirror for your habits, written without judgment: everyone scrolls.",
    "About your home and your relationship, not your productivity.",
    "Private: your answers are scored on this device and never sent.",
  ],
  isNot: ["A test for addiction or any other diagnosis.", "A verdict on who's 'worse'. Take it separately and compare, if you like."],
  minutes: 3,
  art: "phone",
  questions: [
    {
      id: "morning",
      prompt: "What's the first thing you do after waking up?",
      options: [
        { id: "other", label: "Something that isn't my phone: coffee, a stretch, a hello", adds: { pull: 0 } },
        { id: "alarm", label: "Turn off the alarm, then put it down", adds: { pull: 1 } },
        { id: "check", label: "Check messages and the news in bed", adds: { pull: 2 } },
        { id: "scroll", label: "Scroll for a while before I'm really awake", adds: { pull: 3 } },
      ],
    },
    {
      id: "dinner",
      prompt: "Where are the phones during dinner?",
      options: [
        { id: "away", label: "In another room, or face down and ignored", adds: { pull: 0 } },
        { id: "table", label: "On the table, checked now and then", adds: { pull: 1 } },
        { id: "hand", label: "In hand; someone is usually watching or scrolling", adds: { pull: 2 } },
        { id: "apart", label: "We rarely eat together without a screen", adds: { pull: 3 } },
      ],
    },
    {
      id: "bed",
      prompt: "The last half hour before sleep usually looks like...",
      options: [
        { id: "talk", label: "Talking, reading, touching, or just quiet", adds: { pull: 0 } },
        { id: "show", label: "A show together, then sleep", adds: { pull: 1 } },
        { id: "side-by-side", label: "Side by side, each on our own phone", adds: { pull: 3 } },
        { id: "late", label: "Scrolling long after I meant to sleep", adds: { pull: 3 } },
      ],
    },
    {
      id: "mid-sentence",
      prompt: "How often does a phone interrupt a conversation between you?",
      hint: "A glance at a buzz counts.",
      options: [
        { id: "rarely", label: "Rarely", adds: { pull: 0 } },
        { id: "sometimes", label: "Sometimes, and we laugh it off", adds: { pull: 1 } },
        { id: "often", label: "Often. One of us has stopped finishing sentences", adds: { pull: 2 } },
        { id: "always", label: "Most conversations, if we're honest", adds: { pull: 3 } },
      ],
    },
    {
      id: "feel",
      prompt: "When your partner picks up their phone while you're talking, you feel...",
      options: [
        { id: "fine", label: "Fine; it's usually something real", adds: { pull: 0 } },
        { id: "flicker", label: "A small flicker of 'hello, I'm here'", adds: { pull: 1 } },
        { id: "hurt", label: "Hurt, and I don't always say so", adds: { pull: 2 } },
        { id: "given-up", label: "Nothing much any more. I've stopped expecting attention", adds: { pull: 3 } },
      ],
    },
    {
      id: "reach",
      prompt: "When do you reach for your phone without deciding to?",
      options: [
        { id: "rarely", label: "I don't notice that I do", adds: { pull: 0 } },
        { id: "bored", label: "When I'm bored or waiting", adds: { pull: 1 } },
        { id: "uneasy", label: "When a conversation gets awkward or tense", adds: { pull: 2 } },
        { id: "always", label: "Any quiet moment at all", adds: { pull: 3 } },
      ],
    },
    {
      id: "work",
      prompt: "How much does work follow you home on your phone?",
      options: [
        { id: "off", label: "Work stays at work", adds: { pull: 0 } },
        { id: "some", label: "A quick check in the evening", adds: { pull: 1 } },
        { id: "on-call", label: "I answer messages most evenings", adds: { pull: 2 } },
        { id: "never-off", label: "I'm never really off, weekends included", adds: { pull: 3 } },
      ],
    },
    {
      id: "weekend",
      prompt: "Picture your last free weekend day. How much of it was on a screen?",
      options: [
        { id: "little", label: "Very little; we were out or busy together", adds: { pull: 0 } },
        { id: "some", label: "Some, mixed in with other things", adds: { pull: 1 } },
        { id: "most", label: "More than I'd like to admit", adds: { pull: 2 } },
        { id: "lost", label: "Most of it, and I can't say what I saw", adds: { pull: 3 } },
      ],
    },
    {
      id: "tried",
      prompt: "Have you tried to cut back before?",
      options: [
        { id: "no-need", label: "Never felt the need", adds: { pull: 0 } },
        { id: "worked", label: "Yes, and it mostly stuck", adds: { pull: 1 } },
        { id: "slipped", label: "Yes, and it slipped back within a week or two", adds: { pull: 2 } },
        { id: "argue", label: "We argue about it instead of changing it", adds: { pull: 3 } },
      ],
    },
    {
      id: "privacy",
      prompt: "How do phones and privacy work between the two of you?",
      options: [
        { id: "trust", label: "We trust each other; nobody checks", adds: { pull: 0 } },
        { id: "curious", label: "We sometimes look at each other's screens, and it's fine", adds: { pull: 0 } },
        { id: "secretive", label: "One of us guards their phone, and it makes the other uneasy", adds: { pull: 2 } },
        { id: "controlled", label: "My partner checks or tracks my phone, and I'm afraid to say no", danger: "unsafe" },
      ],
    },
  ],
  scoring: {
    kind: "bands",
    dimension: "pull",
    bands: [
      { upTo: 9, result: "balanced" },
      { upTo: 18, result: "crowding" },
      { upTo: 30, result: "running" },
    ],
  },
  results: [
    {
      id: "balanced",
      title: "Your screens mostly know their place",
      explanation:
        "Phones are part of your days without running them. You still get mornings, meals and most conversations to yourselves. That's worth protecting, because the pull only gets stronger with a new job, a baby or a hard season.",
      nextSteps: [
        "Name the one habit that keeps you connected (the phone-free dinner, the walk) and say it out loud, so it survives busy weeks.",
        "Try one evening a month with both phones off entirely, just to notice what fills the space.",
      ],
      service: "restart-weekend",
      serviceReason: "The Restart Weekend is a two-morning workshop for couples who are doing okay and want a boost, not a rescue.",
      reading: { kind: "episode", slug: "the-phone-free-first-hour-home" },
    },
    {
      id: "crowding",
      title: "Screens are crowding in",
      explanation:
        "You have good moments together, and phones are taking more of the in-between than either of you would choose: the start of the day, the end of it, the pauses in a conversation. Nobody here is a villain. Phones are built to win that contest, and the fix is a plan, not more willpower.",
      nextSteps: [
        "Make the bedroom a phone-free room for one week: one cheap alarm clock, both phones charging in the kitchen.",
        "Agree on a signal (a word, a hand on the arm) for 'I'd like your attention', and promise to answer it kindly.",
        "Book a Vibe Check to hear how a six-week plan with a therapist works.",
      ],
      service: "digital-detox",
      serviceReason: "The Digital Detox Program is six weeks to change your relationship with your phones, and with each other.",
      reading: { kind: "post", slug: "phones-in-bed-technoference" },
    },
    {
      id: "running",
      title: "Your phones are running the show",
      explanation:
        "Screens fill most of the spaces where connection used to happen, and at least one of you feels it. Often the phone is also doing a job: soothing stress, avoiding a hard talk, filling a distance that was already there. Cutting back works best when you look at that job too.",
      nextSteps: [
        "Tonight, each of you check your screen time and share the number, without commentary.",
        "Pick the single hour of the day you most want back, and protect just that hour for a week.",
        "Book a Vibe Check: we'll look at the phones and at what they've been covering for.",
      ],
      service: "digital-detox",
      serviceReason: "The Digital Detox Program pairs a plan you test at home with sessions about what the scrolling has been standing in for.",
      reading: { kind: "guide", slug: "five-relationship-mistakes" },
    },
  ],
  seo: {
    title: "Digital Detox Quiz for Couples: Is Your Phone in the Way?",
    description:
      "Ten honest questions about phones at home: see how much room screens take in your relationship and what helps. Private: answers stay on your device.",
  },
};
