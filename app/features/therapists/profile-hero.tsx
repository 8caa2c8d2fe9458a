import { ButtonLink } from "~/components/ui/button";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import type { Crumb } from "~/content/crumb";
import { Icon } from "~/components/ui/icons";
import { vibeCheckCta } from "~/content/navigation";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import { TherapistCredentials } from "./therapist-credentials";
import type { ProfileView } from "./therapist-profile.server";
import { profileHeroCopy } from "~/content/therapist-profile-page";

/** The profile's opening: portrait, breadcrumbs, role, name, credentials, formats, one-liner and the two next steps. */
export function ProfileHero({ therapist: t, crumbs }: { therapist: ProfileView; crumbs: Crumb[] }) {
  return (
    <section className="relative overflow-hidden bg-sand" aria-labelledby="profile-name">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-coral-100/70 blur-3xl" />
      <div className="container-page relative grid gap-8 py-10 sm:py-16 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] md:items-center lg:gap-14">
        <div className="w-36 sm:w-56 md:w-full">
          <TherapistPortrait
            person={t}
            size={440}
            eager
            sizes="(min-width: 768px) 440px, (min-width: 640px) 224px, 144px"
            className="aspect-square h-auto w-full shadow-lift"
            rounded="rounded-[2rem]"
          />
        </div>
        <div>
          <Breadcrumbs crumbs={crumbs} />
          <p className="mt-3 text-sm font-semibold tracking-wider text-coral-700 uppercase">{t.role}</p>
          {/* A one-off: a clinician's name beside the portrait, larger than a page header's title. */}
          <h1 id="profile-name" className="mt-2 font-display text-[clamp(2.3rem,1.6rem+3vw,3.8rem)] leading-[1.05] text-ink">
            {t.name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-soft">
            <TherapistCredentials therapist={t} className="font-medium text-ink" />
            <span className="text-sm">({t.pronouns})</span>
          </div>
          <div className="mt-5 flex flex-wrap gap-2">
            <AvailabilityBadge therapist={t} variant="long" className="px-3.5 py-1.5 text-sm" />
            {t.formats.map((f) => (
              <span
                key={f}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-soft ring-1 ring-line ring-inset"
              >
                {f === "online" ? <Icon name="video" size={16} /> : <Icon name="mapPin" size={16} />}
                {f === "online" ? profileHeroCopy.formats.online : profileHeroCopy.formats.inPerson}
              </span>
            ))}
          </div>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">{t.oneLiner}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={vibeCheckCta.to} data-testid="profile-cta">
              {vibeCheckCta.label}
            </ButtonLink>
            <ButtonLink to="/fees-and-faqs#session-fees" variant="secondary">
              {profileHeroCopy.feesLink}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
