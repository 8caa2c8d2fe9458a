import { availabilityLabels, availabilityOf, type Availability, type Therapist } from "~/content/therapists";

/** Colour per state: teal for open doors, coral for limited, sand for the waitlist (AA contrast). */
const TONES: Record<Availability, { pill: string; dot: string }> = {
  accepting: { pill: "bg-teal-50 text-teal-800 ring-teal-200", dot: "bg-teal-600" },
  "limited-availability": { pill: "bg-coral-50 text-coral-700 ring-coral-100", dot: "bg-coral-500" },
  "limited-intensives": { pill: "bg-coral-50 text-coral-700 ring-coral-100", dot: "bg-coral-500" },
  waitlist: { pill: "bg-sand text-ink-soft ring-line", dot: "bg-ink-soft" },
};

/**
 * The availability badge ("Accepting", "Waitlist", "Limited Availability",
 * "Limited Intensives"), short on cards and long on profiles. Texts come from
 * `availabilityLabels`, the rules from `availabilityOf`.
 */
export function AvailabilityBadge({
  therapist,
  variant = "short",
  className = "",
}: {
  therapist: Pick<Therapist, "isAcceptingClients" | "availabilityOverride">;
  variant?: "short" | "long";
  className?: string;
}) {
  const availability = availabilityOf(therapist);
  const tone = TONES[availability];
  return (
    <span
      data-availability={availability}
      data-testid="availability-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone.pill} ${className}`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${tone.dot}`} />
      {availabilityLabels[availability][variant]}
    </span>
  );
}
