import type { Quiz } from "./quiz-model";

/**
 * Which of our services fits what is going on. Seven dimensions, one per service family the
 * finder can point to; each answer leans towards one or two of them.
 */
export const therapyFinderQuiz: Quiz = {
  id: "therapy-finder",
  title: "Therapy Finder: which kind of help fits you right now?",
  shortTitle: "Therapy Finder",
  eyebrow: "Quiz · Therapy Finder",
  purpose:
    "Ten questions about who's coming, what's going on and how you'd like to work. At the end you get the service that fits best, why, and what to do next.",
  audience: "Couples or individuals",
  is: [
    "A quick way to narrow all our services down to one good place to start.",
    "Written by couples therapists, from the questions we ask on a Vibe Check.",
    "Private: your answers are scored on this device and never sent.",
  ],
  isNot: ["A diagnosis or an assessment of your relationship.", "A promise: on the call we may suggest something else, and that's fine."],
  minutes: 3,
  art: "compass",
  questions: [
    {
      id: "who",
      prompt: "Who would be coming to therapy?",
      options: [
        { id: "me", label: "Just me", adds: { individual: 3 } },
        { id: "us", label: "Me and my partner", adds: { couples: 2 } },
        { id: "engaged", label: "We're engaged or just married", adds: { premarital: 3 } },
        { id: "unsure", label: "Not sure yet: maybe me first, maybe both of us", adds: { reset: 2, individual: 1 } },
      ],
    },
    {
      id: "what",
      prompt: "What's taking up the most room right now?",
      hint: "Pick the one that's loudest, even if several are true.",
      options: [
        { id: "repeat", label: "The same fight on repeat, or feeling like roommates", adds: { couples: 3 } },
        { id: "trust", label: "Something broke trust: an affair, a secret, a lie", adds: { crisis: 3, intensive: 1 } },
        { id: "wedding", label: "Getting ready for marriage, and the big talks we haven't had", adds: { premarital: 3 } },
        { id: "me", label: "My own stuff: anxiety, burnout, a breakup, grief", adds: { individual: 3 } },
        { id: "screens", label: "Phones and screens crowding everything else out", adds: { detox: 3 } },
        { id: "unsafe", label: "I don't feel safe at home", danger: "unsafe" },
      ],
    },
    {
      id: "how-long",
      prompt: "How long has it felt this way?",
      options: [
        { id: "weeks", label: "It started in the last few weeks", adds: { crisis: 2 } },
        { id: "months", label: "A few months", adds: { couples: 1, reset: 1 } },
        { id: "years", label: "A year or more", adds: { couples: 2, intensive: 1 } },
        { id: "ahead", label: "Nothing's wrong; we're planning ahead", adds: { premarital: 2, reset: 1 } },
      ],
    },
    {
      id: "weight",
      prompt: "How heavy does it feel day to day?",
      options: [
        { id: "light", label: "Manageable. We'd like to grow, not just cope", adds: { premarital: 1, reset: 1 } },
        { id: "heavy", label: "Heavy. It's on my mind most days", adds: { couples: 1, individual: 1 } },
        { id: "edge", label: "At the edge: one of us talks about leaving", adds: { crisis: 3, intensive: 2 } },
        { id: "not-alive", label: "So heavy that I sometimes think about not wanting to be alive", danger: "self-harm" },
      ],
    },
    {
      id: "before",
      prompt: "Have you been to therapy before?",
      options: [
        { id: "never", label: "Never. This would be a first", adds: { reset: 2 } },
        { id: "not-a-fit", label: "Once, and it wasn't a good fit", adds: { reset: 1, couples: 1 } },
        { id: "helped", label: "Yes, and it helped", adds: { couples: 1, individual: 1 } },
        { id: "stuck", label: "Yes, a lot of weekly sessions, and we still feel stuck", adds: { intensive: 3 } },
      ],
    },
    {
      id: "pace",
      prompt: "How would you like to work?",
      options: [
        { id: "weekly", label: "Steady sessions, weekly or every other week", adds: { couples: 1, individual: 1 } },
        { id: "trial", label: "A short, set number of sessions to try it out", adds: { reset: 3 } },
        { id: "weekend", label: "One focused weekend to make real progress fast", adds: { intensive: 3 } },
        { id: "open", label: "Whatever the therapist thinks fits" },
      ],
    },
    {
      id: "evenings",
      prompt: "What do your evenings usually look like?",
      options: [
        { id: "talk", label: "Phones mostly away; we talk, cook, go out" },
        { id: "some", label: "Some scrolling, nothing that bothers anyone", adds: { detox: 1 } },
        { id: "side-by-side", label: "Side by side on our phones most nights", adds: { detox: 3, couples: 1 } },
        { id: "escape", label: "I reach for my phone whenever I feel anxious or alone", adds: { detox: 2, individual: 1 } },
      ],
    },
    {
      id: "conflict",
      prompt: "When there's a disagreement, what usually happens?",
      hint: "With your partner, or with the person closest to you if you're single.",
      options: [
        { id: "talk-out", label: "We talk it out, mostly", adds: { premarital: 1, reset: 1 } },
        { id: "same-fight", label: "It turns into the same fight we always have", adds: { couples: 3 } },
        { id: "shut-down", label: "One of us shuts down or leaves the room", adds: { couples: 2, individual: 1 } },
        { id: "mine", label: "It's mostly the conflict inside my own head", adds: { individual: 2 } },
        { id: "scary", label: "It gets scary: threats, things thrown, or someone gets hurt", danger: "violence" },
      ],
    },
    {
      id: "deadline",
      prompt: "Is anything on the calendar making this feel urgent?",
      options: [
        { id: "wedding", label: "A wedding in the next year or so", adds: { premarital: 3 } },
        { id: "decision", label: "A decision about staying together", adds: { crisis: 3, intensive: 1 } },
        { id: "change", label: "A big change: a move, a baby, a new job", adds: { couples: 1, reset: 1 } },
        { id: "none", label: "No deadline. We just want it to be better", adds: { couples: 1, individual: 1 } },
      ],
    },
    {
      id: "worth-it",
      prompt: "Three months from now, what would make you say it was worth it?",
      options: [
        { id: "team", label: "We feel like a team again", adds: { couples: 2 } },
        { id: "trust", label: "We know whether, and how, to rebuild trust", adds: { crisis: 2, intensive: 1 } },
        { id: "steady", label: "I feel steadier in myself", adds: { individual: 3 } },
        { id: "plan", label: "We walk into marriage with a plan", adds: { premarital: 3 } },
        { id: "present", label: "We put the phones down and actually talk", adds: { detox: 3 } },
        { id: "tried", label: "We tried therapy without a big commitment", adds: { reset: 3 } },
      ],
    },
  ],
  scoring: {
    kind: "highest",
    // Ties go to the more urgent need first, then the more specific one.
    order: ["crisis", "premarital", "detox", "intensive", "reset", "individual", "couples"],
    resultFor: {
      couples: "reconnect",
      crisis: "crisis",
      premarital: "premarital",
      individual: "individual",
      intensive: "intensive",
      reset: "reset",
      detox: "detox",
    },
  },
  results: [
    {
      id: "reconnect",
      title: "Weekly couples therapy to feel like a team again",
      explanation:
        "What you describe sounds like two people who still care and keep missing each other: the same argument with new details, or a quiet distance that crept in. That's the most common reason couples come to us, and it responds well to steady, regular sessions where you practise a different way of talking, not just talk about it.",
      nextSteps: [
        "Name the fight you keep having in one sentence each, without blame. Notice how different your sentences are.",
        "Pick one evening this week with no phones and no logistics talk, even for twenty minutes.",
        "Book a Vibe Check together, so you both hear what the first sessions would look like.",
      ],
      service: "strengthen-reconnect",
      serviceReason: "Strengthen & Reconnect is weekly couples therapy for partners who feel distant or stuck in the same fight.",
      reading: { kind: "post", slug: "thermostat-fight-never-about-the-thermostat" },
    },
    {
      id: "crisis",
      title: "Fast-start help for a relationship in crisis",
      explanation:
        "Something has shaken the ground under you: a betrayal, a secret, or one of you wondering out loud whether to stay. It makes sense that it feels urgent. This is when a therapist who works with crises helps most, early, before the hardest conversations happen alone at 2 a.m.",
      nextSteps: [
        "Agree on a pause: no big decisions and no 'final' talks for the next two weeks, while you get help.",
        "Each of you tell one trusted person what's going on, so nobody carries it alone.",
        "Book a Vibe Check and say it's urgent: we try to offer a first session within the week.",
      ],
      service: "crisis-couples",
      serviceReason: "Crisis & High Stress is couples therapy that starts fast after an affair, a discovered secret or a season at the edge.",
      reading: { kind: "episode", slug: "coming-back-after-a-blow-up" },
    },
    {
      id: "premarital",
      title: "Premarital work, while it's still a plan and not a problem",
      explanation:
        "You're building something and you want to build it on purpose. Couples who talk through money, family, conflict and kids before the wedding don't fight less; they fight better, because they've practiced. That is exactly what premarital work is for.",
      nextSteps: [
        "List the three topics you've each been quietly avoiding. Compare lists over dinner.",
        "Ask each other: what did money, fights and holidays look like in the home you grew up in?",
        "Book a Vibe Check to hear how the Blueprint works and when to start before the date.",
      ],
      service: "premarital-blueprint",
      serviceReason: "The Premarital Blueprint is our complete program: an assessment, five focused sessions and a written plan.",
      reading: { kind: "guide", slug: "free-premarital-checklist" },
    },
    {
      id: "individual",
      title: "Therapy for you, on your own terms",
      explanation:
        "Most of what you describe lives inside you: worry that won't switch off, a breakup or loss, patterns you'd like to change. Working on it one-on-one isn't selfish or a second choice. Often it's what makes every relationship around you easier.",
      nextSteps: [
        "Write down the moment in the last week when you felt most like yourself, and the one when you felt least.",
        "Notice one thing that drains you that you could say no to this week.",
        "Book a Vibe Check and ask to be matched with a therapist whose focus fits yours.",
      ],
      service: "individual-healing",
      serviceReason: "Individual Therapy is one-on-one support for anxiety, burnout, breakups, grief and relationship patterns.",
      reading: { kind: "post", slug: "therapy-for-one-when-the-relationship-is-the-question" },
    },
    {
      id: "intensive",
      title: "A concentrated weekend, for when weekly sessions can't keep up",
      explanation:
        "You want real momentum: either you've been stuck for a long time, or something big happened and an hour a week feels too slow. A weekend intensive gives you about fifteen hours of focused work in three days, with a plan to take home.",
      nextSteps: [
        "Ask each other what you'd most want to have settled by the end of a weekend.",
        "Look at the next two months and find three days you could both protect.",
        "Book a Vibe Check to see whether an intensive fits, or whether weekly work is the better start.",
      ],
      service: "weekend-intensive",
      serviceReason: "The 3-Day Weekend Intensive is private couples therapy over three days in Dallas, with a written plan and a follow-up.",
      reading: { kind: "guide", slug: "repair-conversation" },
    },
    {
      id: "reset",
      title: "A short, low-commitment way to start",
      explanation:
        "You're open to therapy and you'd like to try it without signing up for forever. That's a sensible way to start, especially if it's your first time or one of you is hesitant. A clear beginning and end makes it easier to say yes.",
      nextSteps: [
        "Decide together what 'this was useful' would look like after six sessions.",
        "Write down the questions you'd want to ask a therapist before you start.",
        "Book a Vibe Check and ask about the 6-Session Reset.",
      ],
      service: "reset",
      serviceReason: "The 6-Session Reset is six sessions at a discount for new clients, as a couple or on your own.",
      reading: { kind: "episode", slug: "your-first-vibe-check" },
    },
    {
      id: "detox",
      title: "A plan for your phones, and for each other",
      explanation:
        "Screens are taking the place of the talk, touch and rest you'd like more of. That isn't a lack of willpower: phones are built to win that contest. What helps is a plan you design together, test for a few weeks and adjust, with someone to keep you honest.",
      nextSteps: [
        "Pick one phone-free zone in your home (the bed is a good first choice) and try it for a week.",
        "Each of you check your screen time tonight and share the number without commentary.",
        "Book a Vibe Check to hear how the six weeks of the Digital Detox Program work.",
      ],
      service: "digital-detox",
      serviceReason: "The Digital Detox Program is six weeks to change your relationship with your phone, and with each other.",
      reading: { kind: "post", slug: "phones-in-bed-technoference" },
    },
  ],
  seo: {
    title: "Therapy Finder Quiz: Which Kind of Therapy Fits You?",
    description:
      "Ten quick questions, about three minutes: see which couples, premarital or individual service fits what's going on. Your answers stay on your device.",
  },
};
