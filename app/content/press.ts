/**
 * Press mentions (name, image source, tier 1-3). One list for the homepage
 * "As Seen In" strip and /media. Logos are wordmarks drawn by the site (app/components/ui/press-logo),
 * so `image` names the wordmark style rather than a file; the practice can swap in licensed logo files.
 */
export interface PressMention {
  name: string;
  tier: 1 | 2 | 3;
  /** Wordmark style used to draw the logo. */
  image: { style: "serif" | "sans" | "condensed" | "script"; weight: 400 | 600 | 700 };
  /** The subject of the piece (the practice confirms each mention before launch). */
  topic: string;
  year: number;
  /** What the piece was about, in a sentence, for /media. */
  summary: string;
}

export const pressMentions: PressMention[] = [
  { name: "The Dallas Morning News", tier: 1, image: { style: "serif", weight: 700 }, topic: "Why Dallas millennials are booking couples therapy before there's a crisis", year: 2024, summary: "Our founder on the shift from 'therapy as last resort' to 'therapy as maintenance' among couples in their 30s." },
  { name: "D Magazine", tier: 1, image: { style: "serif", weight: 600 }, topic: "Best of Big D: relationship help that actually feels modern", year: 2023, summary: "A feature on practices changing how North Texas talks about counseling." },
  { name: "Psychology Today", tier: 1, image: { style: "sans", weight: 700 }, topic: "The 'Vibe Check': lowering the barrier to a first session", year: 2024, summary: "How a free 15-minute fit call helps hesitant partners say yes to therapy." },
  { name: "KERA News", tier: 1, image: { style: "sans", weight: 700 }, topic: "Screens, stress and the modern marriage", year: 2023, summary: "A radio segment on digital habits and connection, with advice couples can try tonight." },
  { name: "Dallas Observer", tier: 2, image: { style: "condensed", weight: 700 }, topic: "Premarital counseling is having a moment in Dallas", year: 2022, summary: "Engaged couples on why they chose premarital work, and what it changed." },
  { name: "Modern Luxury Dallas", tier: 2, image: { style: "serif", weight: 400 }, topic: "Wedding season survival: what therapists tell engaged couples", year: 2023, summary: "Practical scripts for money, in-laws and the guest list." },
  { name: "Texas Monthly", tier: 2, image: { style: "serif", weight: 700 }, topic: "The weekend intensive: a crash course for couples in crisis", year: 2024, summary: "Inside a three-day format built for couples who can't wait weeks between sessions." },
  { name: "Essence", tier: 2, image: { style: "sans", weight: 600 }, topic: "Finding a therapist who gets your world", year: 2022, summary: "Why culturally affirming care matters for Black couples, and how to ask for it." },
  { name: "WFAA", tier: 3, image: { style: "condensed", weight: 700 }, topic: "Holiday stress and relationships: a therapist's checklist", year: 2023, summary: "A morning-show segment on boundaries, travel and family expectations." },
  { name: "Voyage Dallas", tier: 3, image: { style: "script", weight: 600 }, topic: "Meet the founder of Millennial Life", year: 2021, summary: "An interview on starting the practice in 2018 and building a team that's relationship-obsessed." },
];

/** Tier 1 first, then 2, then 3; the list order within a tier. */
export function pressByTier(): PressMention[] {
  return [...pressMentions].sort((a, b) => a.tier - b.tier);
}
