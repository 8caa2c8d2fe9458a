import { Heading } from "~/components/ui/heading";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { hsaFsaRule, superbillRule } from "~/content/care-rules";
import { feesSectionsCopy, outOfNetworkSteps } from "~/content/fees-page";

const copy = feesSectionsCopy.insurance;

/** Why the practice is private-pay, superbills and HSA/FSA, and how to use out-of-network benefits. */
export function InsuranceSection() {
  return (
    <Section id="insurance" labelledBy="insurance-heading" tone="cream" contained={false} deferred>
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="insurance-heading" eyebrow={copy.eyebrow} title={copy.title} />
          <div className="prose-page mt-5">
            <p>{copy.why}</p>
            <h3>{copy.superbillsHeading}</h3>
            <p>
              {superbillRule} {copy.superbillsText}
            </p>
            <h3>{copy.hsaFsaHeading}</h3>
            <p>{hsaFsaRule}</p>
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8">
          <Heading as="h3" size="card">
            {copy.stepsHeading}
          </Heading>
          <NumberedSteps steps={outOfNetworkSteps} className="mt-6 space-y-5" />
        </div>
      </div>
    </Section>
  );
}
