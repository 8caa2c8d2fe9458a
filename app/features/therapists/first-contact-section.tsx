import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { vibeCheckCta } from "~/content/navigation";
import { VIBE_CHECK } from "~/content/product-names";
import { firstContactCopy as copy, firstContactNote } from "~/content/team-page";
import { clientExperienceDirector } from "~/content/therapists";

/** "Your first point of contact": who answers a new client, and that she is not a therapist. */
export function FirstContactSection() {
  const person = clientExperienceDirector;
  return (
    <Section id="first-contact" labelledBy="first-contact-heading" tone="mist" spacing="sm" deferred>
      <div className="grid items-center gap-8 rounded-[2rem] bg-white p-6 shadow-soft sm:p-10 md:grid-cols-[auto_1fr]">
        <TherapistPortrait person={person} size={200} className="mx-auto rounded-full md:mx-0" rounded="rounded-full" />
        <div>
          <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">{copy.eyebrow}</p>
          <Heading id="first-contact-heading" size="subsection" className="mt-1.5">
            {copy.heading(person.name, person.role)}
          </Heading>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{person.description}</p>
          <p className="mt-3 max-w-2xl text-ink-soft">{firstContactNote}</p>
          <ButtonLink to={vibeCheckCta.to} className="mt-6">
            {copy.button(person.firstName, VIBE_CHECK)}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
