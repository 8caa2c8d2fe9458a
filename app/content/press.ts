/**
 * Press mentions (name, wordmark, tier 1-3): one list for the homepage "As Seen In" strip, /media
 * and /founder. Logos are wordmarks drawn by the site (app/components/ui/press-logo), so `image`
 * names the wordmark style rather than a file; the practice can swap in licensed logo files.
 * What each piece was about lives in `press-stories.ts`, which only the pages telling it load.
 */
export type PressSlug =
  | "the-dallas-morning-news"
  | "d-magazine"
  | "psychology-today"
  | "kera-news"
  | "dallas-observer"
  | "modern-luxury-dallas"
  | "texas-monthly"
  | "essence"
  | "wfaa"
  | "voyage-dallas";

export interface PressMention {
  /** The story's anchor on /media. */
  slug: PressSlug;
  name: string;
  tier: 1 | 2 | 3;
  /** Wordmark style used to draw the logo. */
  image: { style: "serif" | "sans" | "condensed" | "script"; weight: 400 | 600 | 700 };
}

export const pressMentions: PressMention[] = [
  { slug: "the-dallas-morning-news", name: "The Dallas Morning News", tier: 1, image: { style: "serif", weight: 700 } },
  { slug: "d-magazine", name: "D Magazine", tier: 1, image: { style: "serif", weight: 600 } },
  { slug: "psychology-today", name: "Psychology Today", tier: 1, image: { style: "sans", weight: 700 } },
  { slug: "kera-news", name: "KERA News", tier: 1, image: { style: "sans", weight: 700 } },
  { slug: "dallas-observer", name: "Dallas Observer", tier: 2, image: { style: "condensed", weight: 700 } },
  { slug: "modern-luxury-dallas", name: "Modern Luxury Dallas", tier: 2, image: { style: "serif", weight: 400 } },
  { slug: "texas-monthly", name: "Texas Monthly", tier: 2, image: { style: "serif", weight: 700 } },
  { slug: "essence", name: "Essence", tier: 2, image: { style: "sans", weight: 600 } },
  { slug: "wfaa", name: "WFAA", tier: 3, image: { style: "condensed", weight: 700 } },
  { slug: "voyage-dallas", name: "Voyage Dallas", tier: 3, image: { style: "script", weight: 600 } },
];

/** Tier 1 first, then 2, then 3; the list order within a tier. */
export function pressByTier(): PressMention[] {
  return [...pressMentions].sort((a, b) => a.tier - b.tier);
}

/** Where a mention's story is told. */
export function pressStoryPath(mention: PressMention): string {
  return `/media#${mention.slug}`;
}
