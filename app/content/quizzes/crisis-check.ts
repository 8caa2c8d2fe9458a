import type { Quiz } from "./quiz-model";

/**
 * For a relationship in a hard season: what kind of storm it is (a betrayal, one partner leaning
 * out, outside stress, a slow drift), so the first step fits it. Safety is asked about directly.
 */
export const crisisCheckQuiz: Quiz = {
  id: "crisis-check",
  title: "Crisis Check: what kind of hard is this?",
  shortTitle: "Crisis Check",
  eyebrow: "Quiz · Relationship crisis",
  purpose:
    "For when things between you feel like they're falling apart. Ten questions to sort out what kind of crisis you're in (a betrayal, one of you leaning out, stress from outside, or a long drift) and what a sensible first step looks like.",
  audience: "Couples, or one partner",
  is: [
    "A way to put words to a chaotic time, so the first call is easier.",
    "Written by therapists who work with couples in crisis every week.",
    "Private: your answers are scored on this device and never sent.",
  ],
  isNot: [
    "Emergency help. If anyone is in danger, the lines above are open right now.",
    "A judgement on whether your relationship will make it. Nobody can tell you that from ten questions.",
  ],
  minutes: 3,
  art: "lighthouse",
  crisisLinesFirst: true,
  questions: [
    {
      id: "what-happened",
      prompt: "What brought you here today?",
      hint: "Pick the one that weighs most.",
      options: [
        { id: "affair", label: "An affair, or a secret that just came out", adds: { trust: 3 } },
        { id: "leaving", label: "One of us has said they might want out", adds: { leaving: 3 } },
        { id: "life", label: "Life hit hard: a loss, a diagnosis, a job, a baby", adds: { stress: 3 } },
        { id: "drift", label: "No single thing. We've drifted, and it scares me", adds: { drift: 3 } },
      ],
    },
    {
      id: "when",
      prompt: "When did it become a crisis?",
      options: [
        { id: "days", label: "In the last few days", adds: { trust: 1, stress: 1 } },
        { id: "weeks", label: "In the last few weeks", adds: { trust: 1, leaving: 1 } },
        { id: "months", label: "It's been building for months", adds: { stress: 1, drift: 1 } },
        { id: "years", label: "Honestly, for years", adds: { drift: 2, leaving: 1 } },
      ],
    },
    {
      id: "safe",
      prompt: "When you argue, do you feel safe?",
      options: [
        { id: "yes", label: "Yes, even when we're both upset" },
        { id: "loud", label: "It gets loud, but I'm not afraid", adds: { stress: 1 } },
        { id: "afraid", label: "Sometimes I'm afraid of my partner", danger: "violence" },
        { id: "hurt", label: "Someone has been pushed, hit or threatened", danger: "violence" },
      ],
    },
    {
      id: "coping",
      prompt: "How are you holding up yourself?",
      options: [
        { id: "okay", label: "Shaken, but sleeping and eating", adds: { drift: 1 } },
        { id: "empty", label: "Running on empty; I can't focus on much else", adds: { trust: 1, stress: 1 } },
        { id: "numb", label: "Numb. I've stopped feeling much about us", adds: { leaving: 2 } },
        { id: "not-alive", label: "I've had thoughts of hurting myself or not wanting to be alive", danger: "self-harm" },
      ],
    },
    {
      id: "out-loud",
      prompt: "Has either of you said 'I want out'?",
      options: [
        { id: "no", label: "No", adds: { stress: 1, drift: 1 } },
        { id: "in-anger", label: "In a fight, then took it back", adds: { stress: 1, leaving: 1 } },
        { id: "calmly", label: "Yes, calmly, and it's still on the table", adds: { leaving: 3 } },
        { id: "betrayed", label: "I've thought it since I found out what happened", adds: { trust: 2, leaving: 1 } },
      ],
    },
    {
      id: "ordinary-day",
      prompt: "On an ordinary day, how are you with each other?",
      options: [
        { id: "kind", label: "Mostly kind; the crisis comes in waves", adds: { stress: 2 } },
        { id: "careful", label: "Polite and careful, like roommates", adds: { drift: 2 } },
        { id: "raw", label: "Raw. Every conversation comes back to it", adds: { trust: 2 } },
        { id: "apart", label: "We barely talk; one of us is already half gone", adds: { leaving: 2 } },
      ],
    },
    {
      id: "questions",
      prompt: "What question keeps you up at night?",
      options: [
        { id: "why", label: "How could they? Can I ever trust them again?", adds: { trust: 3 } },
        { id: "stay", label: "Do we stay together or not?", adds: { leaving: 3 } },
        { id: "cope", label: "How do we get through this without turning on each other?", adds: { stress: 3 } },
        { id: "when", label: "When did we stop being us?", adds: { drift: 3 } },
      ],
    },
    {
      id: "willing",
      prompt: "How willing are you both to get help?",
      options: [
        { id: "both", label: "We both want to try", adds: { stress: 1, drift: 1 } },
        { id: "me", label: "I want to; I'm not sure about my partner", adds: { leaving: 1, drift: 1 } },
        { id: "one-foot", label: "One of us has one foot out the door", adds: { leaving: 2 } },
        { id: "repair", label: "Yes, if it's about repairing what happened", adds: { trust: 2 } },
      ],
    },
    {
      id: "support",
      prompt: "Who else knows what's going on?",
      options: [
        { id: "friends", label: "A friend or two, and they're supportive", adds: { stress: 1 } },
        { id: "family", label: "Family knows, and they've taken sides", adds: { trust: 1, leaving: 1 } },
        { id: "no-one", label: "No one; we keep it to ourselves", adds: { drift: 1, trust: 1 } },
        { id: "everyone", label: "Too many people; it's become everyone's business", adds: { stress: 1, trust: 1 } },
      ],
    },
    {
      id: "need",
      prompt: "What would help most in the next two weeks?",
      options: [
        { id: "space", label: "A safe place to talk about what happened", adds: { trust: 2 } },
        { id: "decide", label: "Clarity about whether to keep trying", adds: { leaving: 2 } },
        { id: "calm", label: "Fewer fights and a plan for the pressure we're under", adds: { stress: 2 } },
        { id: "closer", label: "Feeling like we're on the same side again", adds: { drift: 2 } },
      ],
    },
  ],
  scoring: {
    kind: "highest",
    // Ties go to the more acute situation.
    order: ["leaving", "trust", "stress", "drift"],
    resultFor: { leaving: "leaning-out", trust: "betrayal", stress: "pressure", drift: "drift" },
  },
  results: [
    {
      id: "leaning-out",
      title: "One of you is leaning out",
      explanation:
        "At least one of you is unsure whether to stay. That's one of the hardest places to be, for both partners, and it's also a place where regular couples therapy often stalls: one of you wants to fix it, the other isn't sure there's anything to fix. What helps first is a clear, time-limited way to decide, without pressure either way.",
      nextSteps: [
        "Agree not to make the decision in a fight or at 2 a.m. Name a date a few weeks out to talk about it properly.",
        "Each write down, privately, what would have to change for staying to feel right.",
        "Book a Vibe Check and ask about a short program built for this decision.",
      ],
      service: "rescue-rebuild",
      serviceReason:
        "Rescue & Rebuild is up to five focused sessions to decide, clearly, whether to rebuild, without either of you promising anything up front.",
      reading: { kind: "episode", slug: "when-one-of-you-wants-therapy" },
    },
    {
      id: "betrayal",
      title: "Trust has been broken",
      explanation:
        "An affair or a serious secret changes the ground you stood on, and the shock often shows up as replaying, checking and sleepless nights. Those are normal reactions to a betrayal, not signs that you're 'too much'. Couples do rebuild after this, with structure: first steadying, then understanding, then deciding together what comes next.",
      nextSteps: [
        "Hold off on big decisions (moving out, telling everyone) for the next two weeks, unless you're unsafe.",
        "Agree on one time a day, for twenty minutes at most, to talk about it, so it doesn't eat every hour.",
        "Book a Vibe Check and say it's urgent: we try to offer a first session within the week.",
      ],
      service: "crisis-couples",
      serviceReason:
        "Crisis & High Stress couples therapy starts fast and is built for the first weeks after an affair or a betrayal comes out. Once the first shock has passed and you both want to rebuild, our Repair program gives that work a clear structure.",
      reading: { kind: "post", slug: "first-90-days-after-an-affair" },
    },
    {
      id: "pressure",
      title: "Pressure from outside is cracking you",
      explanation:
        "Something outside your relationship (a loss, an illness, money, a new baby, a move) is pressing on it, and the two of you have started turning on each other instead of the problem. That's very common, and very workable: the goal is to become a team against the pressure again, quickly.",
      nextSteps: [
        "Each name the one thing the other could do this week that would take the most weight off.",
        "When a fight starts, try saying 'this is the stress talking' and take twenty minutes apart before going on.",
        "Book a Vibe Check for fast-start couples sessions.",
      ],
      service: "crisis-couples",
      serviceReason: "Crisis & High Stress is couples therapy that starts fast when life has you both at the edge.",
      reading: { kind: "episode", slug: "vent-without-fixing" },
    },
    {
      id: "drift",
      title: "A slow drift that finally got loud",
      explanation:
        "There may be no single event here, just years of busy, careful distance that suddenly feels like a crisis. The good news in that is real: when nothing has been broken, the path back is mostly about learning to reach for each other again, steadily, week by week.",
      nextSteps: [
        "Ask each other: when did you last feel close to me? Listen without correcting the details.",
        "Put one twenty-minute, phone-free check-in on the calendar each week.",
        "Book a Vibe Check for weekly couples therapy.",
      ],
      service: "strengthen-reconnect",
      serviceReason: "Strengthen & Reconnect is weekly couples therapy for partners who feel distant and want to feel like a team again.",
      reading: { kind: "episode", slug: "bids-for-connection" },
    },
  ],
  seo: {
    title: "Relationship Crisis Check: What Kind of Hard Is This?",
    description:
      "Ten private questions for couples in a hard season: betrayal, one partner leaning out, outside stress or a slow drift, and a sensible first step for each.",
  },
};
