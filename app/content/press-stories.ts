import { pressByTier, type PressMention, type PressSlug } from "./press";

/** A press mention with what the piece was about (the practice confirms each before launch). */
export interface PressStory extends PressMention {
  topic: string;
  year: number;
  /** What the piece was about, in a sentence. */
  summary: string;
}

const stories: Record<PressSlug, Pick<PressStory, "topic" | "year" | "summary">> = {
  "the-dallas-morning-news": {
    topic: "Why Dallas millennials are booking couples therapy before there's a crisis",
    year: 2024,
    summary: "Our founder on the shift from “therapy as last resort” to “therapy as maintenance” among couples in their 30s.",
  },
  "d-magazine": {
    topic: "Best of Big D: relationship help that actually feels modern",
    year: 2023,
    summary: "A feature on practices changing how North Texas talks about counseling.",
  },
  "psychology-today": {
    topic: "The “Vibe Check”: lowering the barrier to a first session",
    year: 2024,
    summary: "How a free 15-minute fit call helps hesitant partners say yes to therapy.",
  },
  "kera-news": {
    topic: "Screens, stress and the modern marriage",
    year: 2023,
    summary: "A radio segment on digital habits and connection, with advice couples can try tonight.",
  },
  "dallas-observer": {
    topic: "Premarital counseling is having a moment in Dallas",
    year: 2022,
    summary: "Engaged couples on why they chose premarital work, and what it changed.",
  },
  "modern-luxury-dallas": {
    topic: "Wedding season survival: what therapists tell engaged couples",
    year: 2023,
    summary: "Practical scripts for money, in-laws and the guest list.",
  },
  "texas-monthly": {
    topic: "The weekend intensive: a crash course for couples in crisis",
    year: 2024,
    summary: "Inside a three-day format built for couples who can't wait weeks between sessions.",
  },
  essence: {
    topic: "Finding a therapist who gets your world",
    year: 2022,
    summary: "Why culturally affirming care matters for Black couples, and how to ask for it.",
  },
  wfaa: {
    topic: "Holiday stress and relationships: a therapist's checklist",
    year: 2023,
    summary: "A morning-show segment on boundaries, travel and family expectations.",
  },
  "voyage-dallas": {
    topic: "Meet the founder of Millennial Life",
    year: 2021,
    summary: "An interview on starting the practice in 2018 and building a team that's relationship-obsessed.",
  },
};

/** Every mention with its story, tier 1 first. */
export function pressStoriesByTier(): PressStory[] {
  return pressByTier().map((mention) => ({ ...mention, ...stories[mention.slug] }));
}
