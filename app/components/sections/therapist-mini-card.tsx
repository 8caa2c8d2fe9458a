import { Link } from "react-router";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { credentialLine, therapistPath, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "./availability-badge";
import { Heading } from "~/components/ui/heading";

/**
 * A compact clinician card: portrait, name (the link to the profile, stretched over the whole
 * card), role and credentials, availability, and optional lines saying why they fit (match
 * results, "Who you might see").
 */
export function TherapistMiniCard({ therapist, lines = [], headingLevel = "h3" }: { therapist: Therapist; lines?: string[]; headingLevel?: "h3" | "h4" }) {
  return (
    <article className="relative flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft transition hover:-translate-y-0.5 hover:border-teal-200 hover:shadow-lift motion-reduce:hover:translate-y-0">
      <TherapistPortrait person={therapist} size={72} alt="" rounded="rounded-2xl" className="shrink-0 self-start" />
      <div className="min-w-0">
        <Heading as={headingLevel} size="narrow">
          <Link
            to={therapistPath(therapist)}
            className="underline-offset-4 after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] hover:underline"
          >
            {therapist.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink-soft">
          {therapist.role}, {credentialLine(therapist)}
        </p>
        <AvailabilityBadge therapist={therapist} className="mt-1.5" />
        {lines.length ? (
          <ul className="mt-3 space-y-1 text-sm text-ink-soft">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
