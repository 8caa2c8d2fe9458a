/**
 * Press mentions (name, wordmark, tier 1-3, the article's address): one list for the homepage
 * "As Seen In" strip, /media and /founder. Logos are wordmarks set by the site
 * (app/components/ui/press-logo), so `image` names the wordmark's treatment rather than a file.
 * What each piece was about lives in `press-stories.ts`, which only the pages telling it load.
 */
export type PressWordmark = "masthead" | "monogram" | "editorial" | "broadcast" | "tabloid" | "luxe" | "slab" | "lowercase" | "badge" | "script";

export interface PressMention {
  /** The story's anchor on /media. */
  slug: string;
  name: string;
  tier: 1 | 2 | 3;
  /** The wordmark's typographic treatment (app/components/ui/press-logo), one per outlet. */
  image: { style: PressWordmark };
  /** The published piece itself (https): every mention links to it, so a visitor can check it. */
  articleUrl: string;
}

/**
 * Only coverage a visitor can open and read. None is listed until the practice has the address of
 * each article: an outlet named without its piece is a claim nobody can check. The homepage strip,
 * /media's stories and the founder's press band appear once this list has entries.
 */
export const pressMentions: PressMention[] = [];

/** Tier 1 first, then 2, then 3; the list order within a tier. */
export function pressByTier(): PressMention[] {
  return [...pressMentions].sort((a, b) => a.tier - b.tier);
}
