import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { Link } from "react-router";
import type { Therapist } from "~/content/therapists";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { moreOfTheTeamCopy } from "~/content/therapist-profile-page";

/** "Meet more of the team": a few other clinicians and a link to the whole team. */
export function MoreOfTheTeam({ others, deferred }: { others: Therapist[]; deferred?: boolean }) {
  return (
    <Section labelledBy="others-heading" tone="mist" spacing="none" className="py-14 sm:py-16" deferred={deferred}>
      <Heading id="others-heading" size="panel">
        {moreOfTheTeamCopy.heading}
      </Heading>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {others.map((o) => (
          <li key={o.slug}>
            <TherapistMiniCard therapist={o} />
          </li>
        ))}
      </ul>
      <Link to="/team" className="inline-link mt-6 inline-flex min-h-11 items-center">
        {moreOfTheTeamCopy.link}
      </Link>
    </Section>
  );
}
