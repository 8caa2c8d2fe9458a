import { Heading } from "~/components/ui/heading";
import { ButtonLink } from "~/components/ui/button";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { vibeCheckCta } from "~/content/navigation";
import type { Therapist } from "~/content/therapists";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { usePracticeContact } from "~/content/practice-contact";
import { genericProfileCopy as words } from "~/content/therapist-profile-page";

/** Any slug that is not on the team gets a generic therapist profile title. */
export const GENERIC_PROFILE_TITLE = words.eyebrow;

/** The page for a slug that is not (or no longer) on the team: everyone who is, and how to reconnect. */
export function GenericProfile({ team }: { team: Therapist[] }) {
  const contact = usePracticeContact();
  return (
    <>
      <PageHeader eyebrow={GENERIC_PROFILE_TITLE} title={words.title} lede={words.lede}>
        <ButtonLink to="/team">{words.teamLink}</ButtonLink>
        <ButtonLink to={vibeCheckCta.to} variant="secondary">
          {words.matchLink}
        </ButtonLink>
      </PageHeader>
      <section className="bg-cream py-14 sm:py-16" aria-labelledby="current-team-heading">
        <div className="container-page">
          <Heading id="current-team-heading" size="panel">
            {words.currentHeading}
          </Heading>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((t) => (
              <li key={t.slug}>
                <TherapistMiniCard therapist={t} />
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-2xl text-ink-soft">
            {words.reconnectBefore}{" "}
            <a href={contact.phone.href} className="inline-link">
              {contact.phone.display}
            </a>{" "}
            {words.reconnectAfter}
          </p>
        </div>
      </section>
      <VibeCheckCta />
    </>
  );
}
