import type { Quiz } from "./quiz-model";

/**
 * For one person: what's asking for attention (a relationship pattern, overwhelm, a crossroads,
 * where you come from, or plain curiosity), and a way to start that fits it.
 */
export const selfDiscoveryQuiz: Quiz = {
  id: "self-discovery",
  title: "Self Discovery: what's asking for your attention?",
  shortTitle: "Self Discovery",
  eyebrow: "Quiz · Just for you",
  purpose:
    "Ten questions for you alone, about where your mind goes, how you love, how you rest and what you're deciding. At the end: the theme that stands out, what it might mean, and a way to start working on it.",
  audience: "You, on your own",
  is: [
    "A few quiet minutes of reflection, with a gentle nudge at the end.",
    "For people in a relationship, single, or somewhere in between.",
    "Private: your answers are scored on this device and never sent.",
  ],
  isNot: ["A personality test or a diagnosis of anxiety, depression or anything else.", "A label. You'll probably recognize yourself in more than one result."],
  minutes: 3,
  art: "sprout",
  questions: [
    {
      id: "quiet",
      prompt: "When things go quiet, where does your mind go?",
      options: [
        { id: "worry", label: "Replaying conversations, worrying about tomorrow", adds: { overwhelm: 3 } },
        { id: "relationship", label: "A relationship that ended, or keeps going the same way", adds: { patterns: 3 } },
        { id: "big-questions", label: "Big questions: my job, my city, who I'm becoming", adds: { crossroads: 3 } },
        { id: "family", label: "Family: what they expect, what I owe them", adds: { roots: 3 } },
        { id: "calm", label: "Mostly calm; I'm just curious about myself", adds: { curious: 3 } },
      ],
    },
    {
      id: "energy",
      prompt: "How's your energy at the end of an ordinary week?",
      options: [
        { id: "fine", label: "Fine; tired in a normal way", adds: { curious: 2 } },
        { id: "low", label: "Low, but I get by", adds: { overwhelm: 1, crossroads: 1 } },
        { id: "empty", label: "Running on empty, most weeks", adds: { overwhelm: 3 } },
        { id: "not-alive", label: "So low that I've had thoughts of not wanting to be here", danger: "self-harm" },
      ],
    },
    {
      id: "pattern",
      prompt: "In relationships (dating, partners, close friends), do you notice a pattern?",
      options: [
        { id: "unavailable", label: "I keep choosing people who aren't really available", adds: { patterns: 3 } },
        { id: "lose-myself", label: "I lose myself in keeping others happy", adds: { patterns: 2, roots: 1 } },
        { id: "pull-away", label: "I pull away when it gets close", adds: { patterns: 3 } },
        { id: "none", label: "No pattern that I can see", adds: { curious: 2 } },
      ],
    },
    {
      id: "conflict",
      prompt: "When someone close to you is upset with you, you usually...",
      options: [
        { id: "apologise", label: "Apologize fast, even when I'm not sure I'm wrong", adds: { patterns: 2, roots: 1 } },
        { id: "avoid", label: "Go quiet and hope it passes", adds: { patterns: 1, overwhelm: 1 } },
        { id: "snap", label: "Snap, then feel bad about it", adds: { overwhelm: 2 } },
        { id: "talk", label: "Say how I see it and listen to how they do", adds: { curious: 2 } },
      ],
    },
    {
      id: "decision",
      prompt: "Is there a big decision in front of you this year?",
      options: [
        { id: "big", label: "Yes, and I keep going back and forth", adds: { crossroads: 3 } },
        { id: "happened", label: "A big change already happened (a move, a breakup, a loss) and I'm catching up", adds: { crossroads: 2, overwhelm: 1 } },
        { id: "small", label: "A few small ones", adds: { curious: 1 } },
        { id: "none", label: "Not really", adds: { curious: 1, patterns: 1 } },
      ],
    },
    {
      id: "voice",
      prompt: "Whose voice is loudest when you make a choice?",
      options: [
        { id: "mine", label: "Mine, mostly", adds: { curious: 2 } },
        { id: "family", label: "My parents' or my family's", adds: { roots: 3 } },
        { id: "partner", label: "A partner's, or whoever I'm trying to please", adds: { patterns: 2 } },
        { id: "worry", label: "The worried voice in my head", adds: { overwhelm: 2 } },
      ],
    },
    {
      id: "identity",
      prompt: "How much do culture, race, faith or being 'the first' shape your stress?",
      options: [
        { id: "a-lot", label: "A lot. It's in almost everything", adds: { roots: 3 } },
        { id: "some", label: "Some, in certain rooms or families", adds: { roots: 1 } },
        { id: "little", label: "Not much", adds: { curious: 1 } },
      ],
    },
    {
      id: "rest",
      prompt: "What does a day off look like for you?",
      options: [
        { id: "restful", label: "Restful, mostly", adds: { curious: 2 } },
        { id: "cant", label: "I can't switch off; I end up working or planning", adds: { overwhelm: 3 } },
        { id: "guilty", label: "I rest, and feel guilty about it", adds: { roots: 1, overwhelm: 1 } },
        { id: "fill", label: "I fill it so I don't have to think", adds: { patterns: 1, crossroads: 1 } },
      ],
    },
    {
      id: "start",
      prompt: "If you started working on this, how would you like to begin?",
      options: [
        { id: "weekly", label: "Regular sessions, over time", adds: { patterns: 1, overwhelm: 1, roots: 1 } },
        { id: "day", label: "One long, focused day to get clarity", adds: { crossroads: 3 } },
        { id: "try", label: "A short, set number of sessions to try it", adds: { curious: 3 } },
        { id: "unsure", label: "I don't know yet" },
      ],
    },
    {
      id: "safe",
      prompt: "How safe do you feel with the people closest to you?",
      options: [
        { id: "safe", label: "Safe" },
        { id: "tense", label: "Safe, though things are tense", adds: { patterns: 1 } },
        { id: "unsafe", label: "Someone in my life hurts me or makes me afraid", danger: "violence" },
      ],
    },
  ],
  scoring: {
    kind: "highest",
    order: ["overwhelm", "crossroads", "patterns", "roots", "curious"],
    resultFor: { patterns: "patterns", overwhelm: "overwhelm", crossroads: "crossroads", roots: "roots", curious: "curious" },
  },
  results: [
    {
      id: "patterns",
      title: "The same pattern keeps finding you",
      explanation:
        "The way you love and leave, please or pull back, seems to repeat, even with different people. Patterns like that usually made sense once, somewhere earlier in life. Understanding where yours comes from is what makes it possible to choose differently, not just promise to.",
      nextSteps: [
        "Write down the last three times the pattern showed up. What happened just before each one?",
        "Notice, this week, one moment when you'd normally please or pull away, and wait ten seconds first.",
        "Book a Vibe Check and ask for a therapist who works with relationship patterns.",
      ],
      service: "individual-healing",
      serviceReason: "Individual Therapy is one-on-one support for breakups, relationship patterns and the ways you want to change how you love.",
      reading: { kind: "post", slug: "anxious-in-love-reassurance-seeking" },
    },
    {
      id: "overwhelm",
      title: "You're carrying more than one person should",
      explanation:
        "Your mind rarely gets a day off: worry, planning, replaying, being everyone's person. That kind of load wears anyone down, and it's not a personal failing. Therapy can be the one hour a week that's only about you, and a place to learn ways of putting some of it down.",
      nextSteps: [
        "Pick one thing you could say no to, or hand off, this week.",
        "Give your worries a fifteen-minute slot each evening; outside it, write them down for later.",
        "Book a Vibe Check. Evening and early-morning times are available.",
      ],
      service: "individual-healing",
      serviceReason: "Individual Therapy is one-on-one support for anxiety, overthinking and burnout, in person or online.",
      reading: { kind: "episode", slug: "vent-without-fixing" },
    },
    {
      id: "crossroads",
      title: "You're at a crossroads",
      explanation:
        "A big decision, or a big change you're still catching up with, is taking up the room. Going back and forth is normal when the stakes are high; it usually means both paths matter to you. What helps is unhurried time to hear yourself think, with someone who asks good questions.",
      nextSteps: [
        "Write one page as if you'd chosen each path a year from now. Notice which page was easier to write.",
        "Name what you're afraid of losing either way.",
        "Book a Vibe Check and ask about a one-day retreat.",
      ],
      service: "renewal-retreat",
      serviceReason: "The Renewal Retreat is a one-day individual therapy retreat: five focused hours for burnout, a big decision or a fresh start.",
      reading: { kind: "post", slug: "therapy-for-one-when-the-relationship-is-the-question" },
    },
    {
      id: "roots",
      title: "Where you come from is asking for a conversation",
      explanation:
        "Family expectations, culture and being the first or the only shape a lot of your choices, and maybe some of your stress. You can love your family and still need boundaries they don't understand. A therapist who knows that territory can help you hold both.",
      nextSteps: [
        "List the expectations you've inherited. Mark the ones you'd choose anyway.",
        "Plan how you'll answer the next request you don't want to say yes to.",
        "Book a Vibe Check and ask to be matched with a therapist whose background fits yours.",
      ],
      service: "individual-healing",
      serviceReason:
        "Individual Therapy makes room for family expectations, faith and culture, with a therapist matched to you. If you're a BIPOC adult and race or being the first is part of it, ask about Beautifully Complicated, our therapy for BIPOC adults.",
      reading: { kind: "post", slug: "in-laws-boundaries-dfw-holiday-calendar" },
    },
    {
      id: "curious",
      title: "You're curious, and that's reason enough",
      explanation:
        "Nothing is on fire. You're steady, mostly rested, and interested in knowing yourself better. That's a great time to try therapy: without a crisis, you get to explore, and you'll have the tools ready for when life gets loud.",
      nextSteps: [
        "Ask two people who know you well what they think your strengths are. Compare with your own list.",
        "Write down one question about yourself you'd like answered by the end of the year.",
        "Book a Vibe Check and ask about a short set of sessions to try it.",
      ],
      service: "reset",
      serviceReason: "The 6-Session Reset is six discounted sessions for new clients: a low-commitment way to try therapy.",
      reading: { kind: "episode", slug: "your-first-vibe-check" },
    },
  ],
  seo: {
    title: "Self Discovery Quiz: What's Asking for Your Attention?",
    description:
      "Ten private questions for individuals about patterns, stress, big decisions and where you come from, with a gentle next step. Answers stay on your device.",
  },
};
