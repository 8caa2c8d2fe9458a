import { Section } from "~/components/ui/section";
import { Faq } from "~/components/sections/faq";
import { SectionHeading } from "~/components/sections/section-heading";
import { faqGroupsFor } from "~/content/faqs";
import { feesSectionsCopy } from "~/content/fees-page";
import { usePracticeContact } from "~/content/practice-contact";

/** "Questions we hear every week": every FAQ group, searchable. */
export function FeesFaqSection() {
  const contact = usePracticeContact();
  const copy = feesSectionsCopy.faqs;
  return (
    <Section id="faqs" labelledBy="faqs-heading" tone="cream" deferred>
      <SectionHeading id="faqs-heading" eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </SectionHeading>
      <div className="mt-8 max-w-4xl">
        <Faq groups={faqGroupsFor(contact)} search={{ anchor: "faqs" }} />
      </div>
    </Section>
  );
}
