import type { Therapist } from "~/content/therapists";
import { SupervisionTooltip } from "./supervision-tooltip";

/**
 * Credentials, with the "?" supervision tooltip for associates and the intern. The "?" explains
 * the credential, so it stays on one line with the credential's last word: on a narrow phone the
 * pair wraps together instead of leaving the button alone on a line.
 */
export function TherapistCredentials({
  therapist,
  className = "",
}: {
  therapist: Pick<Therapist, "name" | "credentials" | "supervisionDetails">;
  className?: string;
}) {
  if (!therapist.supervisionDetails) return <p className={className}>{therapist.credentials}</p>;
  const cut = therapist.credentials.lastIndexOf(" ") + 1;
  return (
    <p className={className}>
      {therapist.credentials.slice(0, cut)}
      <span className="whitespace-nowrap">
        {therapist.credentials.slice(cut)}
        <SupervisionTooltip name={therapist.name} details={therapist.supervisionDetails} className="ml-2" />
      </span>
    </p>
  );
}
