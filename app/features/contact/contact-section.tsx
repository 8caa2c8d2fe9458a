import { Heading, type HeadingSize } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { CONTACT_ANCHOR } from "~/content/navigation";
import { contactCopy } from "~/content/contact-form";

/**
 * The enquiry block of the homepage and /vibe-check: heading and intro, the contact form in its
 * card with the crisis note under it, and beside it the Director of Client Experience, who reads
 * every request. It is `#contact`, where the page's Vibe Check buttons jump.
 * Each page passes its own form (page name, field ids) and the director card (features do not
 * import each other, so the page composes them), and keeps its own rhythm: the section's
 * vertical padding and the heading's size follow the rest of that page.
 */
export function ContactSection({
  heading,
  intro,
  action,
  form,
  aside,
  className,
  headingSize,
  deferred,
}: {
  heading: string;
  intro: string;
  /** A button under the intro (the homepage's way to the free times). */
  action?: React.ReactNode;
  form: React.ReactNode;
  /** Who reads the request (the therapists feature's director card); the page composes it in. */
  aside: React.ReactNode;
  /** The section's vertical padding. */
  className: string;
  headingSize?: HeadingSize;
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  return (
    <Section
      id={CONTACT_ANCHOR}
      labelledBy="contact-heading"
      tone="sand"
      spacing="none"
      contained={false}
      deferred={deferred}
      className={`scroll-mt-24 ${className}`}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <Heading id="contact-heading" size={headingSize} className="text-balance">
            {heading}
          </Heading>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
          {action}
        </div>
        <div className="rounded-[1.75rem] border border-line/80 bg-white p-6 shadow-soft sm:p-9 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {form}
          <p className="mt-6 border-t border-line pt-5 text-sm text-ink-soft">{contactCopy.crisisNote}</p>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">{aside}</div>
      </div>
    </Section>
  );
}
