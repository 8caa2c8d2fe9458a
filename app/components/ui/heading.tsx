import type { ComponentProps } from "react";

/**
 * The type scale of headings, by name. The level (`as`) follows the page's outline; the size
 * follows the design, so an h3 may look like a section title and an h2 like a card title.
 */
const sizes = {
  /** A page header's title: the page's h1 (or its h2 where the page already has one). */
  page: "text-[clamp(2.1rem,1.4rem+3vw,3.6rem)] leading-[1.08]",
  /** A page-opening band's title, below the page's own h1. */
  display: "text-[clamp(2rem,1.4rem+2.4vw,3.1rem)] leading-tight",
  /** A section's title. */
  section: "text-[clamp(1.75rem,1.4rem+1.5vw,2.5rem)] leading-tight",
  /** The title of a dark call-to-action band (the closing invitation, the newest episode). */
  band: "text-[clamp(1.75rem,1.3rem+2vw,2.6rem)] leading-tight",
  /** A sub-section's or a large panel's title. */
  subsection: "text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight",
  /** A panel's title. */
  panel: "text-[clamp(1.5rem,1.3rem+1vw,2rem)] leading-tight",
  /** A fixed-size title: a plain page (the error page, the admin's screens), a card that leads a band. */
  title: "text-3xl",
  /** A large card's title. */
  card: "text-2xl",
  /** A card in a grid whose title may wrap (posts, episodes, programs): snug lines, larger from sm. */
  tile: "text-xl leading-snug sm:text-2xl",
  /** A block's title within a section (a step, an FAQ group, a notice): larger from sm. */
  block: "text-xl sm:text-2xl",
  /** A small card's or a list item's title: snug lines where it wraps. */
  item: "text-xl leading-snug",
  /** A short title on a small card in a row of several (values, ground rules). */
  minor: "text-lg",
  /** A title in a narrow column that may wrap (a numbered step, a therapist's mini card): snug lines. */
  narrow: "text-lg leading-snug",
} as const;

const tones = {
  ink: "text-ink",
  /** On a dark band: the band's own text colour. */
  inherit: "",
} as const;

export type HeadingSize = keyof typeof sizes;

type HeadingVariantProps = { size?: HeadingSize; tone?: keyof typeof tones };

/** A heading's classes, for an element that only looks like one. `className` adds placement (`mt-2`, `max-w-xl`), never a second size or colour. */
export function headingVariants({ size = "section", tone = "ink", className }: HeadingVariantProps & { className?: string } = {}): string {
  // Balanced lines: a heading never leaves one word alone on its last line.
  // Joined here, not with variants.ts: pages that show headings but no button would make the
  // bundler split that shared helper into a first-load chunk of its own.
  return ["font-display text-balance", sizes[size], tones[tone], className].filter(Boolean).join(" ");
}

export function Heading({ as: Tag = "h2", size, tone, className, ...props }: ComponentProps<"h2"> & HeadingVariantProps & { as?: "h1" | "h2" | "h3" | "h4" }) {
  return <Tag className={headingVariants({ size, tone, className })} {...props} />;
}
