import { Heading } from "~/components/ui/heading";
import { newTabNote } from "~/content/navigation";
import { Section } from "~/components/ui/section";
import { formatUsd, GFE_DISPUTE_THRESHOLD_USD } from "~/content/fees";
import { goodFaithEstimateCopy as words, noSurprisesHelp } from "~/content/fees-page";
import { usePracticeContact } from "~/content/practice-contact";

/** The No Surprises Act notice: the right to a Good Faith Estimate, and how to ask the practice for one. */
export function GoodFaithEstimateSection() {
  const contact = usePracticeContact();
  return (
    <Section id="good-faith-estimate" labelledBy="gfe-heading" tone="sand" deferred>
      <div className="rounded-[var(--radius-card)] border-2 border-teal-700 bg-white p-6 sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-teal-800 uppercase">{words.eyebrow}</p>
        <Heading id="gfe-heading" size="panel" className="mt-2">
          {words.heading}
        </Heading>
        <div className="prose-page mt-5 max-w-3xl">
          <p>{words.law}</p>
          <ul>
            <li>{words.rights.total}</li>
            <li>{words.rights.inWriting}</li>
            <li>{words.rights.dispute(formatUsd(GFE_DISPUTE_THRESHOLD_USD))}</li>
            <li>{words.rights.keep}</li>
          </ul>
          <h3>{words.askHeading}</h3>
          <p>
            {words.askBeforeEmail} <a href={`mailto:${contact.email}`}>{contact.email}</a> {words.orCall}{" "}
            <a href={contact.phone.href}>{contact.phone.display}</a>.
          </p>
          <p>
            {words.questionsBeforeLink}{" "}
            <a href={noSurprisesHelp.url} target="_blank" rel="noopener noreferrer">
              {noSurprisesHelp.urlLabel}
              <span className="sr-only">{newTabNote}</span>
            </a>{" "}
            {words.orCall} <a href={noSurprisesHelp.phone.href}>{noSurprisesHelp.phone.display}</a>.
          </p>
        </div>
      </div>
    </Section>
  );
}
