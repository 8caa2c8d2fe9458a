import { Section } from "~/components/ui/section";
import { Faq } from "~/components/sections/faq";
import { SectionHeading } from "~/components/sections/section-heading";
import { faqGroupsFor } from "~/content/faqs";
import { usePracticeContact } from "~/content/practice-contact";

/** "Questions we hear every week": every FAQ group, searchable. */
export function FeesFaqSection() {
  const contact = usePracticeContact();
  return (
    <Section id="faqs" labelledBy="faqs-heading" tone="cream" deferred>
      <SectionHeading id="faqs-heading" eyebrow="FAQs" title="Questions we hear every week">
        Search, or open a group below. Still wondering? Ask us on the Vibe Check; there are no silly questions.
      </SectionHeading>
      <div className="mt-8 max-w-4xl">
        <Faq groups={faqGroupsFor(contact)} search={{ anchor: "faqs" }} />
      </div>
    </Section>
  );
}
