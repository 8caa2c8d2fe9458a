import type { Therapist } from "~/content/therapists";
import { SupervisionTooltip } from "./supervision-tooltip";

/** Credentials, with the "?" supervision tooltip for associates and the intern. */
export function TherapistCredentials({
  therapist,
  className = "",
}: {
  therapist: Pick<Therapist, "name" | "credentials" | "supervisionDetails">;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span>{therapist.credentials}</span>
      {therapist.supervisionDetails ? <SupervisionTooltip name={therapist.name} details={therapist.supervisionDetails} /> : null}
    </p>
  );
}
