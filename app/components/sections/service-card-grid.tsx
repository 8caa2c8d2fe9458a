import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./section-heading";
import type { AccentColor, ServiceCard } from "~/content/home";

/** Accent colours of the service cards; every text/background pair meets WCAG AA. */
const ACCENTS: Record<AccentColor, { icon: string; cta: ButtonVariant; glow: string }> = {
  teal: { icon: "bg-teal-50 text-teal-700", cta: "primary", glow: "bg-teal-100" },
  coral: { icon: "bg-coral-50 text-coral-700", cta: "coral", glow: "bg-coral-100" },
  plum: { icon: "bg-plum-50 text-plum-700", cta: "plum", glow: "bg-plum-100" },
  gold: { icon: "bg-gold-50 text-gold-700", cta: "gold", glow: "bg-gold-100" },
  sage: { icon: "bg-sage-50 text-sage-700", cta: "sage", glow: "bg-sage-100" },
};

/** Bento layout: three cards on the first row, two wider ones on the second (desktop). */
const SPANS = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "md:col-span-2 lg:col-span-3"];

export function ServiceCardGrid({
  heading,
  intro,
  cards,
  explore,
  finder,
  deferred,
}: {
  heading: string;
  intro: string;
  cards: ServiceCard[];
  explore: { label: string; to: string };
  /** A line under the button for visitors who can't choose yet (the Therapy Finder quiz). */
  finder?: { text: string; label: string; to: string };
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  return (
    <Section labelledBy="services-heading" tone="cream" spacing="lg" deferred={deferred} data-testid="services-section">
      <SectionHeading id="services-heading" title={heading} size="display" align="center">
        {intro}
      </SectionHeading>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:mt-16 lg:grid-cols-6 lg:gap-6">
        {cards.map((card, i) => {
          const accent = ACCENTS[card.iconColor];
          const cta = ACCENTS[card.ctaColor];
          const titleId = `service-card-${i}`;
          return (
            <li key={card.link} className={SPANS[i] ?? ""}>
              <article
                aria-labelledby={titleId}
                className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/80 bg-white p-7 shadow-soft transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:p-8"
                data-testid="service-card"
              >
                <div
                  aria-hidden="true"
                  className={`pointer-events-none absolute -top-16 -right-16 h-40 w-40 rounded-full opacity-60 blur-2xl ${accent.glow}`}
                />
                <span className={`relative inline-flex h-14 w-14 items-center justify-center rounded-2xl ${accent.icon}`}>
                  <Icon name={card.icon} size={28} />
                </span>
                <p className="relative mt-6 text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">{card.title}</p>
                <Heading as="h3" id={titleId} size="card" className="relative mt-2 leading-snug">
                  {card.subtitle}
                </Heading>
                <p className="relative mt-3 flex-1 leading-relaxed text-ink-soft">{card.description}</p>
                <ButtonLink to={card.link} variant={cta.cta} className="relative mt-7 self-start">
                  {card.ctaText}
                  <span className="sr-only">: {card.title}</span>
                  <Icon name="arrow" size={18} className="transition-transform group-hover:translate-x-0.5 motion-reduce:group-hover:translate-x-0" />
                </ButtonLink>
              </article>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={explore.to} variant="secondary">
          {explore.label}
        </ButtonLink>
        {finder ? (
          <p className="mt-5 text-ink-soft">
            {finder.text}{" "}
            <Link to={finder.to} className="inline-link">
              {finder.label}
            </Link>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
