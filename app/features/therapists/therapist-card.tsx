import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { sessionFormatLabels, teamFocusLabels, therapistPath, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import { TherapistCredentials } from "./therapist-credentials";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { Icon } from "~/components/ui/icons";
import { therapistCardCopy as copy } from "~/content/therapist-cards";

/**
 * A clinician on /team: portrait, availability, name, role, credentials (with the supervision
 * tooltip), one-liner, what they focus on, and a link to the profile. On phones the portrait
 * sits beside the name so six cards don't make an endless scroll; from 640 px it tops the card
 * ("regular") or fills the left half ("feature", for leadership).
 */
export function TherapistCard({ therapist, headingLevel = 3, size = "regular" }: { therapist: Therapist; headingLevel?: 2 | 3; size?: "regular" | "feature" }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const feature = size === "feature";
  return (
    <article
      className={`relative grid h-full grid-cols-[5.5rem_minmax(0,1fr)] content-start gap-x-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:gap-x-0 sm:p-0 ${
        feature ? "sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)] sm:grid-rows-[auto_1fr]" : "sm:grid-cols-1 sm:grid-rows-[auto_auto_1fr]"
      }`}
      data-testid="therapist-card"
      data-slug={therapist.slug}
    >
      <div className={`sm:p-3 ${feature ? "sm:row-span-2 sm:pr-0" : "sm:pb-0"}`}>
        <TherapistPortrait
          person={therapist}
          size={320}
          alt=""
          cover={feature}
          rounded="rounded-2xl sm:rounded-[var(--radius-card)]"
          className={`aspect-square h-auto w-full ${feature ? "sm:aspect-auto sm:h-full sm:min-h-80" : ""}`}
        />
      </div>
      <div className={`min-w-0 self-center sm:self-start ${feature ? "sm:px-6 sm:pt-6" : "sm:px-6 sm:pt-5"}`}>
        <AvailabilityBadge therapist={therapist} className="mb-2 sm:absolute sm:top-6 sm:left-6 sm:mb-0 sm:shadow-soft" />
        <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">{therapist.role}</p>
        <Heading className={`mt-1 font-display leading-tight text-ink ${feature ? "text-2xl sm:text-[1.75rem]" : "text-xl sm:text-2xl"}`}>
          <Link to={therapistPath(therapist)} className="rounded-sm hover:text-teal-800">
            {therapist.name}
          </Link>
        </Heading>
        <TherapistCredentials therapist={therapist} className="mt-1 text-sm font-medium text-ink-soft" />
      </div>
      <div className={`col-span-2 flex flex-col pt-3 sm:col-span-1 sm:pt-3 ${feature ? "sm:px-6 sm:pb-6" : "sm:px-6 sm:pb-6"}`}>
        <p className="text-ink-soft">{therapist.oneLiner}</p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={copy.worksWith(therapist.firstName)}>
          {therapist.focus.map((f) => (
            <li key={f} className="rounded-full bg-mist px-2.5 py-1 text-xs font-medium text-teal-900">
              {teamFocusLabels[f]}
            </li>
          ))}
          {therapist.formats.map((f) => (
            <li key={f} className="rounded-full bg-sand px-2.5 py-1 text-xs font-medium text-ink-soft">
              {sessionFormatLabels[f]}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          <ButtonLink to={therapistPath(therapist)} variant="secondary" size="sm">
            {copy.meet(therapist.firstName)}
            <span className="sr-only">, {therapist.role}</span>
            <Icon name="arrow" size={16} />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
