import type { Ref } from "react";
import { ServiceArt } from "~/components/art/service-art";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { LinkTile } from "~/components/ui/link-tile";
import { getMatchedQuestionnaire } from "~/content/get-matched";
import { vibeCheckCta } from "~/content/navigation";
import { priceLabel, vibeCheckHrefFor } from "~/content/service-model";
import { therapistBySlug } from "~/content/therapists";
import type { MatchCatalog, Recommendation } from "./recommend";

const copy = getMatchedQuestionnaire.result;

/**
 * The suggestion "Show my match" computed: the service (with its Vibe Check link), the crisis
 * notice where the concern calls for it, the therapists whose focus fits, two alternatives and
 * "Start over". Its heading takes focus when it appears (`headingRef`), so screen readers announce it.
 */
export function MatchResult({
  result,
  catalog,
  headingRef,
  onStartOver,
}: {
  result: Recommendation;
  catalog: MatchCatalog;
  headingRef: Ref<HTMLHeadingElement>;
  onStartOver: () => void;
}) {
  const primary = catalog[result.primary];
  const alternates = result.alternates.map((slug) => catalog[slug]);
  return (
    <section aria-labelledby="match-heading" className="mt-12 rounded-[2rem] bg-sand p-5 sm:p-8 lg:p-10" data-testid="match-result" data-service={primary.slug}>
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{copy.eyebrow}</p>
      <h2
        id="match-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 font-display text-[clamp(1.75rem,1.3rem+2vw,2.5rem)] leading-tight text-ink outline-none"
      >
        {copy.heading(primary.title)}
      </h2>

      <div className="mt-6 grid gap-6 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-8 md:grid-cols-[1fr_14rem] md:items-center">
        <div>
          <p className="text-sm font-medium text-teal-800">{primary.tagline}</p>
          <p className="mt-2 text-lg text-ink">{primary.summary}</p>
          <p className="mt-3 font-semibold text-ink">{priceLabel(primary)}</p>
          {result.notes.map((n) => (
            <p key={n} className="mt-3 text-sm text-ink-soft">
              {n}
            </p>
          ))}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={vibeCheckHrefFor(primary)} data-testid="match-vibe-check">
              {vibeCheckCta.label}
            </ButtonLink>
            <ButtonLink to={primary.path} variant="secondary">
              {copy.readAbout(primary.title)}
            </ButtonLink>
          </div>
        </div>
        <ServiceArt motif={primary.art} className="mx-auto hidden h-auto w-full max-w-56 md:block" />
      </div>

      {result.showCrisisNotice ? <CrisisNotice compact className="mt-6" /> : null}

      {result.therapists.length ? (
        <>
          <Heading as="h3" size="card" className="mt-10">
            {copy.therapistsHeading}
          </Heading>
          <p className="mt-2 text-ink-soft">{copy.therapistsNote}</p>
          <ul className="mt-5 grid gap-4" data-testid="match-therapists">
            {result.therapists.map((m) => {
              const t = therapistBySlug(m.slug);
              return t ? (
                <li key={m.slug}>
                  <TherapistMiniCard therapist={t} lines={m.reasons} headingLevel="h4" />
                </li>
              ) : null;
            })}
          </ul>
        </>
      ) : null}

      {alternates.length ? (
        <>
          <Heading as="h3" size="card" className="mt-10">
            {copy.alternatesHeading}
          </Heading>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {alternates.map((s) => (
              <li key={s.slug}>
                <LinkTile to={s.path} title={s.title} text={s.summary} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <button type="button" onClick={onStartOver} className="inline-link mt-10 inline-flex min-h-12 items-center rounded-full px-2">
        {copy.startOver}
      </button>
    </section>
  );
}
