import type { Quiz } from "./quiz-model";

/** How much of the marriage you've already talked through: one "talked" total, three bands. */
export const premaritalReadinessQuiz: Quiz = {
  id: "premarital-readiness",
  title: "Premarital Readiness: what have you two really talked about?",
  shortTitle: "Premarital Readiness",
  eyebrow: "Quiz · Premarital",
  purpose:
    "The wedding has a checklist. The marriage doesn't, so here is one. Ten questions about money, family, conflict, kids and the everyday, to see which big conversations you've had and which are still waiting.",
  audience: "Engaged and newlywed couples",
  is: [
    "A conversation starter: take it separately, then compare answers over dinner.",
    "A map of the topics that most often surprise couples in their first years.",
    "Private: your answers are scored on this device and never sent.",
  ],
  isNot: [
    "A compatibility score, or a prediction of whether you'll last.",
    "A reason to panic. Every couple has blank spots; that's what the time before the wedding is for.",
  ],
  minutes: 3,
  art: "rings",
  questions: [
    {
      id: "money",
      prompt: "Do you know each other's debts, savings and spending habits?",
      options: [
        { id: "all", label: "Yes, numbers and all, and we have a plan", adds: { talked: 3 } },
        { id: "rough", label: "Roughly. We've talked, not in detail", adds: { talked: 2 } },
        { id: "avoid", label: "We've hinted at it and changed the subject", adds: { talked: 1 } },
        { id: "no", label: "Not really", adds: { talked: 0 } },
      ],
    },
    {
      id: "accounts",
      prompt: "Joint account, separate accounts, or both: have you decided?",
      options: [
        { id: "decided", label: "Decided, and we both feel good about it", adds: { talked: 3 } },
        { id: "leaning", label: "We're leaning one way", adds: { talked: 2 } },
        { id: "disagree", label: "We disagree and keep putting it off", adds: { talked: 1 } },
        { id: "never", label: "It hasn't come up", adds: { talked: 0 } },
      ],
    },
    {
      id: "kids",
      prompt: "Kids: whether, when, how many, and how you'd raise them?",
      options: [
        { id: "aligned", label: "We've talked it through and we're aligned", adds: { talked: 3 } },
        { id: "mostly", label: "Mostly aligned, with a few open questions", adds: { talked: 2 } },
        { id: "assume", label: "I think we agree, but we've never said it out loud", adds: { talked: 1 } },
        { id: "different", label: "We want different things and haven't faced it", adds: { talked: 0 } },
      ],
    },
    {
      id: "family",
      prompt: "How involved will your families be: holidays, advice, money, visits?",
      options: [
        { id: "boundaries", label: "We've agreed on our boundaries together", adds: { talked: 3 } },
        { id: "some", label: "We've talked about some of it", adds: { talked: 2 } },
        { id: "tension", label: "Wedding planning has already shown some tension", adds: { talked: 1 } },
        { id: "unspoken", label: "It's a sore spot we avoid", adds: { talked: 0 } },
      ],
    },
    {
      id: "fights",
      prompt: "When you disagree, how does it usually go?",
      options: [
        { id: "repair", label: "We argue, then come back and repair", adds: { talked: 3 } },
        { id: "avoid", label: "One of us avoids it until it blows over", adds: { talked: 1 } },
        { id: "escalate", label: "It escalates fast, then goes quiet", adds: { talked: 1 } },
        { id: "afraid", label: "Sometimes I'm afraid of how my partner reacts", danger: "violence" },
      ],
    },
    {
      id: "chores",
      prompt: "Who does what at home, and who notices what needs doing?",
      hint: "Planning and remembering count as work too.",
      options: [
        { id: "shared", label: "We've split it on purpose, and it feels fair", adds: { talked: 3 } },
        { id: "works", label: "It mostly works without talking about it", adds: { talked: 2 } },
        { id: "one", label: "One of us carries most of it, and it's starting to show", adds: { talked: 1 } },
        { id: "not-yet", label: "We don't live together yet", adds: { talked: 1 } },
      ],
    },
    {
      id: "faith",
      prompt: "Faith, values and traditions: what will your home keep?",
      options: [
        { id: "chosen", label: "We've talked about what matters to each of us", adds: { talked: 3 } },
        { id: "same", label: "We share a background, so we assume it's settled", adds: { talked: 2 } },
        { id: "later", label: "We'll figure it out when it comes up", adds: { talked: 1 } },
        { id: "clash", label: "Our families expect different things, and we haven't decided", adds: { talked: 0 } },
      ],
    },
    {
      id: "intimacy",
      prompt: "Can you talk openly about sex, affection and what each of you wants?",
      options: [
        { id: "easy", label: "Yes, easily, even the awkward parts", adds: { talked: 3 } },
        { id: "mostly", label: "Mostly, with a few topics we skip", adds: { talked: 2 } },
        { id: "hard", label: "It's hard; we hope it'll sort itself out", adds: { talked: 1 } },
        { id: "never", label: "We never really talk about it", adds: { talked: 0 } },
      ],
    },
    {
      id: "future",
      prompt: "Careers, where to live, and whose plans come first when they clash?",
      options: [
        { id: "plan", label: "We've talked about how we'd decide", adds: { talked: 3 } },
        { id: "now", label: "We know the next year or two", adds: { talked: 2 } },
        { id: "assume", label: "We each assume the other will follow", adds: { talked: 1 } },
        { id: "unknown", label: "We haven't looked that far", adds: { talked: 0 } },
      ],
    },
    {
      id: "past",
      prompt: "Do you know the story of each other's past: families, old relationships, old wounds?",
      options: [
        { id: "deep", label: "Yes, including the hard parts", adds: { talked: 3 } },
        { id: "outline", label: "The outline, not the details", adds: { talked: 2 } },
        { id: "guarded", label: "One of us keeps parts of it closed", adds: { talked: 1 } },
        { id: "no", label: "We haven't gone there", adds: { talked: 0 } },
      ],
    },
  ],
  scoring: {
    kind: "bands",
    dimension: "talked",
    bands: [
      { upTo: 14, result: "unsaid" },
      { upTo: 23, result: "started" },
      { upTo: 30, result: "prepared" },
    ],
  },
  results: [
    {
      id: "unsaid",
      title: "A lot is still unsaid, and that's fixable",
      explanation:
        "Several of the big topics haven't really been talked through yet. That's more common than you'd think: love and wedding planning fill the calendar, and hard talks feel like they might spoil the mood. They won't. Couples who have them before the wedding tend to fight less dirty after it.",
      nextSteps: [
        "Pick the one topic from this quiz that made you both wince, and give it one unhurried evening.",
        "Ask each other: how did your parents handle money and fights? What do you want to keep, and what not?",
        "Book a Vibe Check to hear how a structured premarital program walks through all of it.",
      ],
      service: "premarital-blueprint",
      serviceReason: "The Premarital Blueprint is our complete program: an assessment, five focused sessions, a written plan and a newlywed check-in.",
      reading: { kind: "guide", slug: "free-premarital-checklist" },
    },
    {
      id: "started",
      title: "A good start, with some big talks ahead",
      explanation:
        "You've covered real ground together, and a few topics are still open or quietly assumed. The assumed ones are worth a look: 'I'm sure we agree' is where many first-year surprises start. A bit of structure now makes the rest easier to finish.",
      nextSteps: [
        "Take this quiz separately and compare: the questions where your answers differ are your agenda.",
        "Choose one open topic a week until the wedding, with a time limit so it stays a talk, not a trial.",
        "Book a Vibe Check to plan premarital sessions around your date.",
      ],
      service: "premarital-blueprint",
      serviceReason: "The Premarital Blueprint covers money, family, conflict, intimacy and the future in five focused sessions, with a written plan.",
      reading: { kind: "post", slug: "questions-nobody-puts-on-the-registry" },
    },
    {
      id: "prepared",
      title: "Well prepared, with a few blank spots",
      explanation:
        "You've talked through most of what usually surprises newlyweds, and you have a way of coming back after disagreements. That's a strong footing. If one or two topics keep coming back, a few focused sessions on just those can settle them before the big day.",
      nextSteps: [
        "Write down the two agreements you're proudest of, and keep them somewhere you'll see them in year three.",
        "Pick the one topic you'd still rather not discuss, and discuss it.",
      ],
      service: "premarital-counseling",
      serviceReason: "Premarital Counseling is pay-as-you-go sessions for engaged and newlywed couples with a specific topic to work through.",
      reading: { kind: "guide", slug: "weekly-money-date" },
    },
  ],
  seo: {
    title: "Premarital Readiness Quiz: What Have You Talked About?",
    description:
      "Ten questions for engaged couples about money, family, conflict, kids and intimacy: see which talks you’ve had and which are waiting. Private to your device.",
  },
};
