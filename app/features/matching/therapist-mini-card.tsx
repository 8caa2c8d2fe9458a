import { Link } from "react-router";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { availabilityLabels, availabilityOf, therapistPath, type Therapist } from "~/content/therapists";

/** A compact therapist card: portrait, name, role, availability and why they fit. */
export function TherapistMiniCard({ therapist, lines, headingLevel = "h3" }: { therapist: Therapist; lines: string[]; headingLevel?: "h3" | "h4" }) {
  const Heading = headingLevel;
  const availability = availabilityLabels[availabilityOf(therapist)];
  return (
    <article className="flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft">
      <TherapistPortrait person={therapist} size={64} alt="" rounded="rounded-full" className="shadow-soft" />
      <div className="min-w-0">
        <Heading className="font-display text-lg leading-snug text-ink">
          <Link to={therapistPath(therapist)} className="underline-offset-4 hover:underline">
            {therapist.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink-soft">
          {therapist.role}, {therapist.credentials}
        </p>
        <p className="mt-2 inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800">{availability.long}</p>
        <ul className="mt-3 space-y-1 text-sm text-ink-soft">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
