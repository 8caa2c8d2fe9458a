import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { flexiblePricingOptions } from "~/content/fees-page";

/** Intern sessions, reduced-fee spots and instalments. */
export function FlexiblePricingSection() {
  return (
    <Section id="flexible-pricing" labelledBy="flexible-heading" tone="mist" deferred>
      <SectionHeading id="flexible-heading" eyebrow="Flexible pricing" title="Good therapy shouldn't depend on a perfect budget">
        If cost is the thing standing between you and starting, tell us on the Vibe Check. We'll be straight with you about what's possible.
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
