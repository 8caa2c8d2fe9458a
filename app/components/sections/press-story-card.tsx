import { headingVariants } from "~/components/ui/heading";
import { PressLogo } from "~/components/ui/press-logo";
import type { PressStory } from "~/content/press-stories";

const looks = {
  /** A leading story on /media: large wordmark, card title, summary. */
  featured: {
    card: "bg-white p-6 shadow-soft sm:p-8",
    logo: "min-h-12 text-teal-900",
    logoHeight: 34,
    year: "mt-5",
    title: headingVariants({ size: "card", className: "mt-1 leading-snug" }),
    summary: "mt-3 text-ink-soft",
  },
  /** Every other story, and the founder's page. */
  compact: {
    card: "border border-line bg-white p-6",
    logo: "min-h-10 text-ink",
    logoHeight: 26,
    year: "mt-4",
    // Smaller than any named heading size: three of these share a row.
    title: "mt-1 font-display text-lg leading-snug text-balance text-ink",
    summary: "mt-2 text-sm text-ink-soft",
  },
} as const;

/**
 * One press story as a list item: the outlet's wordmark (decorative: its name is read once, with the
 * year), the story's headline and, when asked, its summary. `anchored` gives it the id /media's
 * press strip links to and a ring when it is the address's target.
 */
export function PressStoryCard({
  story,
  look,
  anchored = false,
  withSummary = true,
}: {
  story: PressStory;
  look: keyof typeof looks;
  anchored?: boolean;
  withSummary?: boolean;
}) {
  const l = looks[look];
  return (
    <li
      id={anchored ? story.slug : undefined}
      className={`flex h-full flex-col rounded-[var(--radius-card)] ${l.card} ${anchored ? "scroll-mt-28 target:ring-2 target:ring-teal-600" : ""}`}
      data-testid={anchored ? "press-mention" : undefined}
    >
      <div className={`flex items-center ${l.logo}`}>
        <PressLogo mention={story} height={l.logoHeight} decorative />
      </div>
      <p className={`${l.year} text-sm font-semibold text-ink-soft`}>
        <span className="sr-only">{story.name}, </span>
        {story.year}
      </p>
      <h3 className={l.title}>
        <a href={story.articleUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
          {story.topic}
          <span className="sr-only"> (opens the article in a new tab)</span>
        </a>
      </h3>
      {withSummary ? <p className={l.summary}>{story.summary}</p> : null}
    </li>
  );
}
