/**
 * Press mentions (name, wordmark, tier 1-3): one list for the homepage "As Seen In" strip, /media
 * and /founder. Logos are wordmarks set by the site (app/components/ui/press-logo), so `image`
 * names the wordmark's treatment rather than a file; the practice can swap in licensed logo files.
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

export type PressWordmark = "masthead" | "monogram" | "editorial" | "broadcast" | "tabloid" | "luxe" | "slab" | "lowercase" | "badge" | "script";

export interface PressMention {
  /** The story's anchor on /media. */
  slug: PressSlug;
  name: string;
  tier: 1 | 2 | 3;
  /** The wordmark's typographic treatment (app/components/ui/press-logo), one per outlet. */
  image: { style: PressWordmark };
}

export const pressMentions: PressMention[] = [
  { slug: "the-dallas-morning-news", name: "The Dallas Morning News", tier: 1, image: { style: "masthead" } },
  { slug: "d-magazine", name: "D Magazine", tier: 1, image: { style: "monogram" } },
  { slug: "psychology-today", name: "Psychology Today", tier: 1, image: { style: "editorial" } },
  { slug: "kera-news", name: "KERA News", tier: 1, image: { style: "broadcast" } },
  { slug: "dallas-observer", name: "Dallas Observer", tier: 2, image: { style: "tabloid" } },
  { slug: "modern-luxury-dallas", name: "Modern Luxury Dallas", tier: 2, image: { style: "luxe" } },
  { slug: "texas-monthly", name: "Texas Monthly", tier: 2, image: { style: "slab" } },
  { slug: "essence", name: "Essence", tier: 2, image: { style: "lowercase" } },
  { slug: "wfaa", name: "WFAA", tier: 3, image: { style: "badge" } },
  { slug: "voyage-dallas", name: "Voyage Dallas", tier: 3, image: { style: "script" } },
];

/** Tier 1 first, then 2, then 3; the list order within a tier. */
export function pressByTier(): PressMention[] {
  return [...pressMentions].sort((a, b) => a.tier - b.tier);
}

/** Where a mention's story is told. */
export function pressStoryPath(mention: PressMention): string {
  return `/media#${mention.slug}`;
}
