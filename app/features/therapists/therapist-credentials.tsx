import { credentialLine, type Therapist } from "~/content/therapists";
import { SupervisionTooltip } from "./supervision-tooltip";

/**
 * Credentials, followed for associates and the intern by "supervised by" and the supervisors in
 * the same line and type, then the "?" with the fuller sentence. The "?" stays on one line with
 * the last word: on a narrow phone the pair wraps together instead of leaving the button alone.
 */
export function TherapistCredentials({
  therapist,
  className = "",
}: {
  therapist: Pick<Therapist, "name" | "credentials" | "supervisedBy" | "supervisionDetails">;
  className?: string;
}) {
  const line = credentialLine(therapist);
  if (!therapist.supervisionDetails) return <p className={className}>{line}</p>;
  const cut = line.lastIndexOf(" ") + 1;
  return (
    <p className={className}>
      {line.slice(0, cut)}
      <span className="whitespace-nowrap">
        {line.slice(cut)}
        <SupervisionTooltip name={therapist.name} details={therapist.supervisionDetails} className="ml-2" />
      </span>
    </p>
  );
}
