import { useMemo } from "react";
import { Link } from "react-router";
import { PressLogo } from "~/components/ui/press-logo";
import { CarouselPlayPause, useCarousel, type CarouselOptions } from "~/components/ui/carousel";
import type { PressMention } from "~/content/press";

/** The press carousel advances every 3000 ms. */
export const PRESS_ADVANCE_MS = 3000;

/**
 * "As Seen In": the press wordmarks in one looping row, tier 1 first, each a link to the published
 * article. It advances one logo every 3 s, pauses while hovered or focused, has a visible pause switch, and stays still under
 * prefers-reduced-motion (the visitor can still drag it).
 */
export function PressStrip({
  id,
  heading,
  mentions,
  moreLink,
}: {
  id: string;
  heading: string;
  mentions: PressMention[];
  moreLink?: { label: string; to: string };
}) {
  const options = useMemo<CarouselOptions>(() => ({ loop: true, align: "start", dragFree: false }), []);
  const [attachViewport, carousel] = useCarousel({ options, slideCount: mentions.length, autoplayDelay: PRESS_ADVANCE_MS });

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="border-b border-line/70 bg-white py-10 sm:py-12">
      <div className="container-page" {...carousel.rootProps} data-testid="press-strip">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          {/* A label in the sans face, not a title on the display scale. */}
          <h2 id={`${id}-heading`} className="font-sans text-xs font-semibold tracking-[0.22em] text-ink-soft uppercase">
            {heading}
          </h2>
          <div className="flex items-center gap-1">
            <CarouselPlayPause carousel={carousel} label="logos" />
            {moreLink ? (
              <Link
                to={moreLink.to}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
              >
                {moreLink.label}
              </Link>
            ) : null}
          </div>
        </div>
        {/* Until Embla is live the row scrolls natively, snapping to each logo. */}
        <div
          ref={attachViewport}
          className={`mt-5 ${carousel.ready ? "overflow-hidden" : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain"}`}
        >
          <ul className="flex touch-pan-y" aria-label={`${heading}: ${mentions.length} publications`}>
            {mentions.map((m, i) => (
              <li
                key={m.name}
                className="relative flex h-16 min-w-0 shrink-0 grow-0 basis-1/2 snap-start items-center justify-center px-3 text-ink-soft sm:basis-1/3 md:basis-1/4 lg:basis-1/5"
                data-press-tier={m.tier}
                data-press-index={i}
              >
                <a
                  href={m.articleUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-full max-w-full items-center rounded-md px-1 transition-colors hover:text-teal-800"
                >
                  <PressLogo mention={m} height={30} className="max-w-full" />
                  <span className="sr-only"> (opens the article in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {carousel.engine}
      </div>
    </section>
  );
}
