import { Heading } from "~/components/ui/heading";
import { ButtonLink } from "~/components/ui/button";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { vibeCheckCta } from "~/content/navigation";
import { VIBE_CHECK } from "~/content/product-names";
import type { Therapist } from "~/content/therapists";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { usePracticeContact } from "~/content/practice-contact";

/** Any slug that is not on the team gets a generic therapist profile title. */
export const GENERIC_PROFILE_TITLE = "Therapist Profile";

/** The page for a slug that is not (or no longer) on the team: everyone who is, and how to reconnect. */
export function GenericProfile({ team }: { team: Therapist[] }) {
  const contact = usePracticeContact();
  return (
    <>
      <PageHeader
        eyebrow={GENERIC_PROFILE_TITLE}
        title="We couldn't find that therapist"
        lede="The link you followed may be from our old website, or the therapist may have moved on. Everyone currently on the team is below, and we're happy to help you choose."
      >
        <ButtonLink to="/team">Meet the whole team</ButtonLink>
        <ButtonLink to={vibeCheckCta.to} variant="secondary">
          Get matched on a {VIBE_CHECK}
        </ButtonLink>
      </PageHeader>
      <section className="bg-cream py-14 sm:py-16" aria-labelledby="current-team-heading">
        <div className="container-page">
          <Heading id="current-team-heading" size="panel">
            Our current therapists
          </Heading>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((t) => (
              <li key={t.slug}>
                <TherapistMiniCard therapist={t} />
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-2xl text-ink-soft">
            Looking for a therapist who used to work with us? Call us at{" "}
            <a href={contact.phone.href} className="font-semibold text-teal-800 underline underline-offset-4">
              {contact.phone.display}
            </a>{" "}
            and we'll help you reconnect or continue your care with someone new.
          </p>
        </div>
      </section>
      <VibeCheckCta />
    </>
  );
}
