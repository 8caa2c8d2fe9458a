import type { ComponentProps, ReactNode } from "react";
import { RenderLater } from "~/components/performance/render-later";
import { Heading, type HeadingSize } from "./heading";
import { classes } from "./variants";

/**
 * A band of a page: a `<section>` landmark named by its heading, the page's vertical rhythm and
 * its alternating background tints (the brand's palette), declared once.
 */
const tones = {
  none: "",
  cream: "bg-cream",
  sand: "bg-sand",
  mist: "bg-mist",
  white: "bg-white",
} as const;

const spacings = {
  none: "",
  sm: "py-12 sm:py-16",
  md: "py-14 sm:py-20",
  lg: "py-20 sm:py-28",
} as const;

type SectionVariantProps = { tone?: keyof typeof tones; spacing?: keyof typeof spacings };

/** A band's background and vertical rhythm, for a wrapper that is not a landmark of its own. */
export function sectionVariants({ tone = "none", spacing = "md", className }: SectionVariantProps & { className?: string } = {}): string {
  return classes(tones[tone], spacings[spacing], className);
}

type SectionProps = Omit<ComponentProps<"section">, "title"> &
  SectionVariantProps & {
    /** The id of the heading that names the landmark; with `title`, the id the heading gets. */
    labelledBy: string;
    /** A title the section renders itself, at the top of its container. */
    title?: ReactNode;
    headingLevel?: "h2" | "h3";
    headingSize?: HeadingSize;
    /** Wraps the content in the page's centred column (`container-page`). */
    contained?: boolean;
    /** Below the first screen: laid out after the first paint (RenderLater, decision 0017). */
    deferred?: boolean;
  };

export function Section({
  labelledBy,
  title,
  headingLevel = "h2",
  headingSize,
  tone,
  spacing,
  contained = true,
  deferred = false,
  className,
  children,
  ...props
}: SectionProps) {
  const content = (
    <>
      {title ? (
        <Heading as={headingLevel} size={headingSize} id={labelledBy}>
          {title}
        </Heading>
      ) : null}
      {children}
    </>
  );
  const section = (
    <section aria-labelledby={labelledBy} className={sectionVariants({ tone, spacing, className }) || undefined} {...props}>
      {contained ? <div className="container-page">{content}</div> : content}
    </section>
  );
  return deferred ? <RenderLater>{section}</RenderLater> : section;
}
