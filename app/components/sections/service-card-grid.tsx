import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import type { AccentColor, ServiceCard } from "~/content/home";

/** Accent colours of the service cards; every text/background pair meets WCAG AA. */
const ACCENTS: Record<AccentColor, { icon: string; cta: string; glow: string }> = {
  teal: { icon: "bg-teal-50 text-teal-700", cta: "bg-teal-700 hover:bg-teal-800", glow: "bg-teal-100" },
  coral: { icon: "bg-coral-50 text-coral-700", cta: "bg-coral-700 hover:bg-coral-800", glow: "bg-coral-100" },
  plum: { icon: "bg-plum-50 text-plum-700", cta: "bg-plum-700 hover:bg-plum-800", glow: "bg-plum-100" },
  gold: { icon: "bg-gold-50 text-gold-700", cta: "bg-gold-700 hover:bg-gold-800", glow: "bg-gold-100" },
  sage: { icon: "bg-sage-50 text-sage-700", cta: "bg-sage-700 hover:bg-sage-800", glow: "bg-sage-100" },
};

/** Bento layout: three cards on the first row, two wider ones on the second (desktop). */
const SPANS = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "md:col-span-2 lg:col-span-3"];

export function ServiceCardGrid({
  heading,
  intro,
  cards,
  explore,
  finder,
}: {
  heading: string;
  intro: string;
  cards: ServiceCard[];
  explore: { label: string; to: string };
  /** A line under the button for visitors who can't choose yet (the Therapy Finder quiz). */
  finder?: { text: string; label: string; to: string };
}) {
  return (
    <section aria-labelledby="services-heading" className="bg-cream py-20 sm:py-28" data-testid="services-section">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-heading" className="font-display text-[clamp(2rem,1.4rem+2.4vw,3.1rem)] leading-tight text-balance text-ink">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
        </div>
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
                  <h3 id={titleId} className="relative mt-2 font-display text-[1.6rem] leading-snug text-ink">
                    {card.subtitle}
                  </h3>
                  <p className="relative mt-3 flex-1 leading-relaxed text-ink-soft">{card.description}</p>
                  <Link
                    to={card.link}
                    className={`relative mt-7 inline-flex min-h-12 items-center gap-2 self-start rounded-full px-6 font-semibold text-white transition ${cta.cta}`}
                  >
                    {card.ctaText}
                    <span className="sr-only">: {card.title}</span>
                    <Icon name="arrow" size={18} className="transition-transform group-hover:translate-x-0.5 motion-reduce:group-hover:translate-x-0" />
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 text-center">
          <Link
            to={explore.to}
            className="inline-flex min-h-12 items-center rounded-full border-2 border-teal-700 px-7 font-semibold text-teal-800 transition hover:bg-teal-700 hover:text-white"
          >
            {explore.label}
          </Link>
          {finder ? (
            <p className="mt-5 text-ink-soft">
              {finder.text}{" "}
              <Link to={finder.to} className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
                {finder.label}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
