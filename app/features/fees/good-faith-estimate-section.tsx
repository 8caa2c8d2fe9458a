import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { formatUsd, GFE_DISPUTE_THRESHOLD_USD } from "~/content/fees";
import { noSurprisesHelp } from "~/content/fees-page";
import { usePracticeContact } from "~/content/practice-contact";

/** The No Surprises Act notice: the right to a Good Faith Estimate, and how to ask the practice for one. */
export function GoodFaithEstimateSection() {
  const contact = usePracticeContact();
  return (
    <Section id="good-faith-estimate" labelledBy="gfe-heading" tone="sand" deferred>
      <div className="rounded-[var(--radius-card)] border-2 border-teal-700 bg-white p-6 sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-teal-800 uppercase">No Surprises Act notice</p>
        <Heading id="gfe-heading" size="panel" className="mt-2">
          You have the right to receive a "Good Faith Estimate" explaining how much your care will cost
        </Heading>
        <div className="prose-page mt-5 max-w-3xl">
          <p>
            Under the law, health care providers need to give patients who don't have insurance, or who are not using insurance, an estimate of the bill for
            medical items and services.
          </p>
          <ul>
            <li>
              You have the right to receive a Good Faith Estimate for the total expected cost of any non-emergency items or services, including therapy
              sessions.
            </li>
            <li>
              Make sure your provider gives you a Good Faith Estimate in writing at least one business day before your service or item. You can also ask your
              provider, and any other provider you choose, for a Good Faith Estimate before you schedule a service.
            </li>
            <li>If you receive a bill that is at least {formatUsd(GFE_DISPUTE_THRESHOLD_USD)} more than your Good Faith Estimate, you can dispute the bill.</li>
            <li>Make sure to save a copy or a picture of your Good Faith Estimate.</li>
          </ul>
          <h3>How to ask us for one</h3>
          <p>
            We send every new client a written estimate when you book your first session. To ask for one any time, tell us on the Vibe Check, email{" "}
            <a href={`mailto:${contact.email}`}>{contact.email}</a> or call <a href={contact.phone.href}>{contact.phone.display}</a>.
          </p>
          <p>
            For questions or more information about your right to a Good Faith Estimate, visit{" "}
            <a href={noSurprisesHelp.url} target="_blank" rel="noopener noreferrer">
              {noSurprisesHelp.urlLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            or call <a href={noSurprisesHelp.phone.href}>{noSurprisesHelp.phone.display}</a>.
          </p>
        </div>
      </div>
    </Section>
  );
}
