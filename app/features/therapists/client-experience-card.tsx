import { Icon } from "~/components/ui/icons";
import { directorCard } from "~/content/therapist-cards";
import { usePracticeContact } from "~/content/practice-contact";
import { clientExperienceDirector } from "~/content/therapists";
import { TherapistPortrait, type PortraitSubject } from "~/components/art/therapist-portrait";
import { Heading } from "~/components/ui/heading";

/**
 * "Meet {name}": the Director of Client Experience, the first person a new client talks to.
 * Sits beside the contact form so visitors know who will read their request.
 */
export function ClientExperienceCard({
  heading,
  kicker,
  person,
  role,
  text,
  phone,
}: {
  heading: string;
  kicker: string;
  person: PortraitSubject;
  role: string;
  text: string;
  phone: { display: string; href: string };
}) {
  return (
    <aside
      aria-labelledby="director-heading"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-line/80 bg-white p-7 shadow-soft sm:p-8"
      data-testid="director-card"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-20 -right-20 h-52 w-52 rounded-full bg-coral-50" />
      {/* The kicker spans the card: beside the portrait it broke into two lines on a phone. */}
      <p className="relative text-xs font-semibold tracking-[0.16em] text-coral-700 uppercase">{kicker}</p>
      <div className="relative mt-4 flex items-center gap-5">
        <TherapistPortrait person={person} size={96} alt="" rounded="rounded-full" className="h-20 w-20 shrink-0 shadow-soft sm:h-24 sm:w-24" />
        <div>
          <Heading id="director-heading" size="title">
            {heading}
          </Heading>
          <p className="mt-0.5 text-sm font-medium text-teal-800">
            {person.name}, {role}
          </p>
        </div>
      </div>
      <p className="relative mt-5 leading-relaxed text-ink-soft">{text}</p>
      <p className="relative mt-5 flex items-center gap-2 text-ink">
        <Icon name="phone" size={20} className="text-teal-700" />
        <span>
          {directorCard.phonePrompt}{" "}
          <a href={phone.href} className="inline-link">
            {phone.display}
          </a>
        </span>
      </p>
    </aside>
  );
}

/** The card filled with the practice's Director of Client Experience, as the contact sections show it. */
export function DirectorOfClientExperienceCard() {
  const { phone } = usePracticeContact();
  return (
    <ClientExperienceCard
      heading={directorCard.heading}
      kicker={directorCard.kicker}
      person={clientExperienceDirector}
      role={directorCard.role}
      text={directorCard.text}
      phone={phone}
    />
  );
}
