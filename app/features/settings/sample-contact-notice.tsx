import { Link } from "react-router";
import { inWords } from "~/lib/practice-contact-rules";

/** The overview's plain warning while the site still shows the sample contact details. */
export function SampleContactNotice({ samples }: { samples: string[] }) {
  if (samples.length === 0) return null;
  return (
    <section
      aria-labelledby="sample-contact-heading"
      className="mb-6 rounded-2xl border border-coral-100 bg-coral-50 px-5 py-4 text-sm text-coral-700"
      data-testid="sample-contact-notice"
    >
      <h2 id="sample-contact-heading" className="font-semibold">
        The site still shows sample contact details
      </h2>
      <p className="mt-1">
        Every page shows {inWords(samples)}, which are placeholders: visitors cannot reach the practice with them.{" "}
        <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
          Set the real contact details in Settings
        </Link>
        .
      </p>
    </section>
  );
}
