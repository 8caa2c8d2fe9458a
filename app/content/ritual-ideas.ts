import { formatUsd } from "./fees";
/**
 * The ritual creator's ideas: what a couple can do together each week, by what they want more of,
 * how much time they have and what it may cost. Written to be done at home or around Dallas
 * without special gear; the builder (app/features/rituals/build-ritual.ts) picks and combines.
 */

export const ritualWants = ["fun", "talk", "touch", "calm", "adventure"] as const;
export type RitualWant = (typeof ritualWants)[number];

export const ritualTimes = ["20", "60", "120", "evening"] as const;
export type RitualTime = (typeof ritualTimes)[number];

export const ritualBudgets = ["free", "low", "treat"] as const;
export type RitualBudget = (typeof ritualBudgets)[number];

export const ritualPlanners = ["me", "partner", "turns", "together"] as const;
export type RitualPlanner = (typeof ritualPlanners)[number];

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

export const wantLabels: Record<RitualWant, { label: string; hint: string; name: string }> = {
  fun: { label: "Fun", hint: "Laughing, playing, being silly", name: "Play Date" },
  talk: { label: "Talk", hint: "Real conversation, not logistics", name: "Check-In" },
  touch: { label: "Touch", hint: "Affection and closeness", name: "Slow Night" },
  calm: { label: "Calm", hint: "Rest and quiet, together", name: "Quiet Hour" },
  adventure: { label: "Adventure", hint: "Something new, out in the world", name: "Field Trip" },
};

export const timeLabels: Record<RitualTime, { label: string; minutes: number; phrase: string }> = {
  "20": { label: "20 minutes", minutes: 20, phrase: "20 minutes" },
  "60": { label: "About an hour", minutes: 60, phrase: "about an hour" },
  "120": { label: "Two hours", minutes: 120, phrase: "two hours" },
  evening: { label: "A whole evening", minutes: 240, phrase: "the whole evening" },
};

// A couple's spending ceiling, not a practice price: written as numbers through the one formatter
// so no dollar figure is typed out in copy (the price-consistency test holds every file to that).
const under = (ceiling: number) => `Under ${formatUsd(ceiling)}`;
export const ritualBudgetCeilingsUsd = { low: 30, treat: 100 } as const;

export const budgetLabels: Record<RitualBudget, string> = {
  free: "Free",
  low: under(ritualBudgetCeilingsUsd.low),
  treat: `${under(ritualBudgetCeilingsUsd.treat)}, now and then`,
};

export const plannerLabels: Record<RitualPlanner, string> = {
  me: "I'll plan it",
  partner: "My partner will",
  turns: "We take turns",
  together: "We plan it together",
};

export const weekdayLabels: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export interface RitualIdea {
  want: RitualWant;
  /** The shortest time it needs, in minutes. */
  minMinutes: number;
  budget: RitualBudget;
  what: string;
}

/** Ordered from the biggest to the smallest within each want: the builder takes the first that fits. */
export const ritualIdeas: RitualIdea[] = [
  // Fun
  {
    want: "fun",
    minMinutes: 240,
    budget: "treat",
    what: "Go out for a night of something neither of you is good at: bowling, karaoke, a pottery class. Losing together is the point.",
  },
  {
    want: "fun",
    minMinutes: 120,
    budget: "low",
    what: "Play a tournament: two board or card games, best of three, with a ridiculous prize the loser pays up on the same night.",
  },
  {
    want: "fun",
    minMinutes: 60,
    budget: "free",
    what: "Cook something you've never made, from whatever is in the kitchen. One of you is chef, the other is the food critic, then swap next week.",
  },
  {
    want: "fun",
    minMinutes: 20,
    budget: "free",
    what: "Play one quick game: cards, a word game, or 'would you rather' with questions you each write down in advance.",
  },
  // Talk
  {
    want: "talk",
    minMinutes: 240,
    budget: "treat",
    what: "Go to dinner somewhere quiet enough to hear each other, phones in a bag, and take turns telling the story of your year so far.",
  },
  {
    want: "talk",
    minMinutes: 120,
    budget: "low",
    what: "Take a long walk (White Rock Lake, the Katy Trail or your own block), then coffee or dessert. Walk side by side: hard things are easier to say without eye contact.",
  },
  {
    want: "talk",
    minMinutes: 60,
    budget: "free",
    what: "Hold a weekly check-in: what went well between us, what felt hard, and one thing each of us needs next week. Listen first, fix later.",
  },
  {
    want: "talk",
    minMinutes: 20,
    budget: "free",
    what: "Sit facing each other with tea or a drink and take turns answering one good question, two minutes each, without interrupting.",
  },
  // Touch
  {
    want: "touch",
    minMinutes: 240,
    budget: "treat",
    what: "Make it a night in: a nice dinner delivered, candles, a slow dance in the kitchen, and no plan after that.",
  },
  {
    want: "touch",
    minMinutes: 120,
    budget: "low",
    what: "Trade massages with a scented oil, twenty minutes each, then stay close on the couch with a film you've both seen before.",
  },
  {
    want: "touch",
    minMinutes: 60,
    budget: "free",
    what: "Take a bath or shower together, or lie together with music on and nowhere to be. Affection without any expectation of more.",
  },
  {
    want: "touch",
    minMinutes: 20,
    budget: "free",
    what: "Hug for a full minute when you come together, then sit close, holding hands, and talk about something small.",
  },
  // Calm
  {
    want: "calm",
    minMinutes: 240,
    budget: "treat",
    what: "Plan a slow evening: a spa or sauna session if you can, or a long bath and a favorite takeaway, then an early night.",
  },
  {
    want: "calm",
    minMinutes: 120,
    budget: "low",
    what: "Go somewhere green and quiet (an arboretum, a park, a porch), bring snacks and books, and read side by side.",
  },
  {
    want: "calm",
    minMinutes: 60,
    budget: "free",
    what: "Set the scene: lamps low, phones in another room. Stretch, read or do a puzzle together, talking only if you want to.",
  },
  {
    want: "calm",
    minMinutes: 20,
    budget: "free",
    what: "Sit outside or by a window, phones away, and breathe slowly together for five minutes, then share the best moment of your week.",
  },
  // Adventure
  {
    want: "adventure",
    minMinutes: 240,
    budget: "treat",
    what: "Take a mini trip within an hour of home: a small town, a lake, a restaurant from a cuisine neither of you has tried.",
  },
  {
    want: "adventure",
    minMinutes: 120,
    budget: "low",
    what: "Explore a neighborhood you don't know, on foot, and choose one place to stop that neither of you would normally pick.",
  },
  {
    want: "adventure",
    minMinutes: 60,
    budget: "free",
    what: "Try one new thing: a trail, a free museum night, a sunset spot, a recipe from a country you'd like to visit.",
  },
  {
    want: "adventure",
    minMinutes: 20,
    budget: "free",
    what: "Plan your next adventure: pick a place, a date and one thing each of you wants to do there. Put it on the calendar before you stop.",
  },
];

/** A small extra from a second thing they want more of. */
export const ritualAddOns: Record<RitualWant, string> = {
  fun: "End with one thing that makes you both laugh: a silly video, an old photo, an inside joke.",
  talk: "Before you finish, each say one thing you appreciated about the other this week.",
  touch: "Stay in touch while you do it: a hand on a knee, sitting close, a long hug at the end.",
  calm: "Put both phones in another room for the whole time.",
  adventure: "Change one small thing each week: a new place, a new recipe, a new question.",
};

/** How to open the conversation, by the main thing they want more of. */
export const ritualOpeners: Record<RitualWant, string> = {
  fun: '"What\'s something we used to do that made us laugh, and why did we stop?"',
  talk: "\"What's been on your mind this week that you haven't had a chance to tell me?\"",
  touch: '"What kind of closeness would feel good to you tonight?"',
  calm: '"What would help you feel rested by the end of this?"',
  adventure: '"If we had a free weekend and no budget, where would you take us?"',
};

/** A bigger version, for the weeks when you have more in you. */
export const ritualStretches: Record<RitualWant, string> = {
  fun: "Once a month, plan a surprise for the other person, however small. The one being surprised doesn't ask questions.",
  talk: "Once a month, ask a question you're a little nervous about, like 'is there anything you've wanted to tell me but haven't?', and answer with curiosity, not defense.",
  touch: "Tell each other one kind of touch you'd like more of, and one you'd like less of. Say thank you for the answer.",
  calm: "Try a whole half-day without screens together, and notice what you talk about when nothing is pulling at you.",
  adventure: "Once a season, take a day trip somewhere neither of you has been, and let the person who plans less choose.",
};
