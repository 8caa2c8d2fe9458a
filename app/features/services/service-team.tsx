import { Children, type ReactNode } from "react";
import { Section } from "~/components/ui/section";
import { classes } from "~/components/ui/variants";
import { servicePageCopy } from "~/content/service-facts";

/**
 * Columns follow the number of people, so no row is left half empty on a wide screen: one card
 * keeps a card's width, four make two rows of two, and a short last row of three or five sits
 * centred under the full one.
 */
function cardWidth(count: number): string {
  if (count === 1) return "w-full max-w-xl";
  const half = "w-full md:w-[calc((100%-1.25rem)/2)]";
  return count === 3 || count >= 5 ? classes(half, "xl:w-[calc((100%-2.5rem)/3)]") : half;
}

/** "Who you might see": the clinicians who offer this service, one card each (children). */
export function ServiceTeam({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  if (!cards.length) return null;
  return (
    <Section deferred tone="cream" labelledBy="team-heading" title={servicePageCopy.team.title(cards.length)} headingSize="subsection">
      <p className="mt-3 max-w-2xl text-ink-soft">{servicePageCopy.team.intro(cards.length)}</p>
      <ul className={classes("mt-8 flex flex-wrap gap-5", cards.length > 1 && "justify-center")} data-testid="service-team">
        {cards.map((card, i) => (
          <li key={i} className={cardWidth(cards.length)}>
            {card}
          </li>
        ))}
      </ul>
    </Section>
  );
}
