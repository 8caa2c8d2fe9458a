import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * The type scale of headings, by name. The level (`as`) follows the page's outline; the size
 * follows the design, so an h3 may look like a section title and an h2 like a card title.
 */
export const headingVariants = cva("font-display", {
  variants: {
    size: {
      /** A page-opening band's title, below the page's own h1. */
      display: "text-[clamp(2rem,1.4rem+2.4vw,3.1rem)] leading-tight text-balance",
      /** A section's title. */
      section: "text-[clamp(1.75rem,1.4rem+1.5vw,2.5rem)] leading-tight",
      /** A sub-section's or a large panel's title. */
      subsection: "text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight",
      /** A panel's title. */
      panel: "text-[clamp(1.5rem,1.3rem+1vw,2rem)] leading-tight",
      /** A large card's title. */
      card: "text-2xl",
      /** A small card's or a list item's title. */
      item: "text-xl",
    },
    tone: {
      ink: "text-ink",
      /** On a dark band: the band's own text colour. */
      inherit: "",
    },
  },
  defaultVariants: { size: "section", tone: "ink" },
});

type HeadingProps = ComponentProps<"h2"> & VariantProps<typeof headingVariants> & { as?: "h1" | "h2" | "h3" | "h4" };

/** A caller's `className` adds placement (`mt-2`, `max-w-xl`), never a second size or colour. */
export function Heading({ as: Tag = "h2", size, tone, className, ...props }: HeadingProps) {
  return <Tag className={clsx(headingVariants({ size, tone }), className)} {...props} />;
}
