import { Link } from "react-router";
import { therapistPath, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "./availability-badge";
import { TherapistPortrait } from "~/components/art/therapist-portrait";

/** A compact, fully clickable row for "meet the others" lists. */
export function TherapistMiniCard({ therapist }: { therapist: Therapist }) {
  return (
    <Link
      to={therapistPath(therapist)}
      className="flex h-full items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-3 pr-4 shadow-soft transition hover:-translate-y-0.5 hover:border-teal-200 hover:shadow-lift motion-reduce:hover:translate-y-0"
    >
      <TherapistPortrait person={therapist} size={72} alt="" rounded="rounded-2xl" />
      <span className="min-w-0">
        <span className="block font-display text-lg leading-snug text-ink">{therapist.name}</span>
        <span className="block text-sm text-ink-soft">{therapist.role}</span>
        <AvailabilityBadge therapist={therapist} className="mt-1.5" />
      </span>
    </Link>
  );
}
