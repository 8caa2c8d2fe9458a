import { Link } from "react-router";
import { WarningNotice } from "~/components/admin/admin-kit";
import { inWords } from "~/lib/practice-contact-rules";

/** The overview's plain warning while the site still shows the sample contact details. */
export function SampleContactNotice({ samples }: { samples: string[] }) {
  if (samples.length === 0) return null;
  return (
    <WarningNotice title="The site still shows sample contact details" testId="sample-contact-notice">
      <p className="mt-1">
        Every page shows {inWords(samples)}, which are placeholders: visitors cannot reach the practice with them.{" "}
        <Link to="/admin/settings" className="inline-link">
          Set the real contact details in Settings
        </Link>
        .
      </p>
    </WarningNotice>
  );
}
