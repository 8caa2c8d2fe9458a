import { ReviewsServiceIcon } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./section-heading";
import type { StatBadge } from "~/content/home";

/** "Why Millennial Life?": three stat badges (value, description, optional reviews-service icon). */
export function StatCards({ heading, intro, stats, deferred }: { heading: string; intro: string; stats: StatBadge[]; deferred?: boolean }) {
  return (
    <Section labelledBy="why-heading" tone="cream" spacing="lg" deferred={deferred}>
      {/* Heading above the cards: beside them its column was too narrow, and "Millennial Life" broke across two lines. */}
      <div className="grid gap-10">
        <SectionHeading id="why-heading" title={heading} size="display">
          {intro}
        </SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-3">
          {stats.map((stat) => (
            <li
              key={stat.value}
              className="relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/80 bg-white p-7 shadow-soft"
              data-testid="stat-card"
            >
              <div aria-hidden="true" className="pointer-events-none absolute -right-10 -bottom-10 h-28 w-28 rounded-full bg-teal-50" />
              <p className="relative flex items-center gap-3">
                {stat.icon === "reviews-service" ? <ReviewsServiceIcon size={32} /> : null}
                <span className="font-display text-5xl leading-none font-medium text-teal-800">{stat.value}</span>
              </p>
              <p className="relative mt-4 font-medium text-ink">{stat.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
