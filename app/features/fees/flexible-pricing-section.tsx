import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { feesSectionsCopy, flexiblePricingOptions } from "~/content/fees-page";

const copy = feesSectionsCopy.flexible;

/** Intern sessions, reduced-fee spots and instalments. */
export function FlexiblePricingSection() {
  return (
    <Section id="flexible-pricing" labelledBy="flexible-heading" tone="mist" deferred>
      <SectionHeading id="flexible-heading" eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </SectionHeading>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {flexiblePricingOptions.map((item) => (
          <li key={item.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
            <Heading as="h3" size="item">
              {item.title}
            </Heading>
            <p className="mt-2 text-ink-soft">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
