import type { Crumb } from "~/content/crumb";

/**
 * /six: "Six Conversations", a free guide to the six conversations that shape a relationship,
 * which are also the backbone of the 6-Session Reset. See docs/decisions/0006-creative-and-six.md.
 */
export interface Conversation {
  number: number;
  id: string;
  title: string;
  why: string;
  prompts: string[];
  /** When it may be time to have this one with a therapist in the room. */
  signal: string;
}

export const groundRules = [
  { title: "Set a timer", text: "Twenty minutes is plenty. Stop while it's still going well and pick it up next week." },
  { title: "Pick a good moment", text: "Not in bed, not on the drive to your in-laws, not after the second glass of wine." },
  { title: "Agree on a pause word", text: "Either of you can say it. You take a 20-minute break and come back, no sulking allowed." },
  { title: "Curious, not courtroom", text: "Ask “what's that like for you?” before “but what about when you…”" },
];

export const conversations: Conversation[] = [
  {
    number: 1,
    id: "check-in",
    title: "How are we, really?",
    why: "Most couples only talk about the relationship when something's wrong. A regular, low-stakes check-in catches small things before they become big ones.",
    prompts: [
      "What's one moment this week when you felt close to me?",
      "What's one thing I could do this week that would make your life easier?",
      "On a scale of one to ten, how connected do you feel lately, and what would make it one point higher?",
    ],
    signal: "You can't get through a check-in without it turning into the same fight.",
  },
  {
    number: 2,
    id: "money",
    title: "The money talk",
    why: "Money fights are rarely about money. They're about safety, freedom, fairness and what each of you learned about money growing up.",
    prompts: [
      "What did money feel like in your house growing up?",
      "What does 'enough' look like to you in five years?",
      "Which spending of mine makes you anxious, and which of yours do you wish I understood?",
    ],
    signal: "There are debts, accounts or purchases one of you is hiding, or you avoid the subject entirely.",
  },
  {
    number: 3,
    id: "repair",
    title: "The fight about the fight",
    why: "Every couple argues. What matters is how you repair afterwards. Talking about how you fight, when you're calm, changes how the next one goes.",
    prompts: [
      "When we argue, what do you need from me in the first five minutes?",
      "What's something I do in a fight that makes it worse, and what could I do instead?",
      "How do you know when I'm trying to make up, and how can I make that clearer?",
    ],
    signal: "Fights end with days of silence, yelling, or one of you feeling afraid.",
  },
  {
    number: 4,
    id: "intimacy",
    title: "Closeness and desire",
    why: "Intimacy shifts with stress, health, kids and time. Talking about it openly is how it stays a shared project rather than a source of hurt.",
    prompts: [
      "When do you feel most wanted by me?",
      "What gets in the way of closeness for you right now: time, stress, something else?",
      "What's one small way we could be more affectionate outside the bedroom?",
    ],
    signal: "One of you feels rejected or pressured most of the time, or you've stopped touching at all.",
  },
  {
    number: 5,
    id: "family",
    title: "Family, friends and boundaries",
    why: "You each bring a whole family into the relationship. Deciding together where the lines are protects both of you from being caught in the middle.",
    prompts: [
      "Which family tradition do you want to keep, and which would you quietly let go?",
      "When my family oversteps, what would you like me to do?",
      "How much time with friends and family feels right to each of us?",
    ],
    signal: "Holidays, in-laws or one friendship reliably cause your worst fights.",
  },
  {
    number: 6,
    id: "future",
    title: "The future we're building",
    why: "Dreams change. Checking in on where you're each heading, like kids, careers, cities and retirement, keeps you pointed the same way.",
    prompts: [
      "What does a great ordinary Tuesday look like for us in ten years?",
      "Is there a dream you've stopped mentioning because it felt unrealistic?",
      "What's one thing we could start this year that moves us toward the life we want?",
    ],
    signal: "You want different things on a big decision, like children or a move, and neither of you will budge.",
  },
];

/** The program the page offers for having the six with a therapist. */
export const SIX_RESET_PATH = "/reset";

export const sixCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Six Conversations", path: "/six" },
];

export const sixSeo = {
  title: "Six Conversations Every Couple Should Have",
  description:
    "A free guide from Dallas couples therapists: six conversations that shape a relationship, with prompts to try at home and signs it's time for help.",
  /** The Article's headline. */
  headline: "Six Conversations Every Couple Should Have",
};

export const sixHeader = {
  eyebrow: "A free guide",
  title: "Six conversations every couple should have",
  lede: "Most relationship trouble isn't one big thing. It's a handful of conversations that never quite happened. Here are the six we see most, with prompts to try at home tonight.",
  startLink: "Start with the first one",
  therapistLink: "Have them with a therapist",
};

export const sixSections = {
  rules: { eyebrow: "Before you start", title: "Four ground rules that make it easier" },
  conversations: {
    eyebrow: "The six",
    title: "One conversation a week, for six weeks",
    intro: "Go in order or start where it's easiest. Each one takes about twenty minutes.",
    navLabel: "The six conversations",
    signalLead: "Time to bring in a therapist if: ",
    promptsLabel: "Try asking",
  },
  reset: {
    title: (program: string) => `Stuck on one of the six? That's what the ${program} is for.`,
    text: "One conversation at a time, with a therapist keeping it safe and on track.",
    link: (program: string) => `About the ${program}`,
  },
};
