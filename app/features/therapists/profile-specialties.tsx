import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { SpecialtyCard } from "./specialty-card";
import type { ProfileView } from "./therapist-profile.server";
import { profileSpecialtiesCopy } from "~/content/therapist-profile-page";

/** What the clinician specializes in, and who they work with; an odd last card spans the row instead of leaving half of it empty. */
export function ProfileSpecialties({ therapist: t, deferred }: { therapist: ProfileView; deferred?: boolean }) {
  return (
    <Section labelledBy="specialties-heading" tone="sand" contained={false} deferred={deferred}>
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <Heading id="specialties-heading" size="panel">
            {profileSpecialtiesCopy.heading}
          </Heading>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {t.specialties.map((s) => (
              <li key={s} className="sm:odd:last:col-span-2">
                <SpecialtyCard label={s} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading size="panel">{profileSpecialtiesCopy.worksWithHeading(t.firstName)}</Heading>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {t.worksWith.map((s) => (
              <li key={s} className="sm:odd:last:col-span-2">
                <SpecialtyCard label={s} tone="coral" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
