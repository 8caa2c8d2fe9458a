import type { ReactNode } from "react";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { personFieldCopy } from "~/content/person-fields";

/** Where every "Book" button on /vibe-check lands. */
export const BOOK_ANCHOR = "book";

/**
 * The booking block of /vibe-check: heading and intro, the form in its card with the crisis note
 * under it, and beside it who will call (the page composes the director card in).
 */
export function BookingSection({ heading, intro, form, aside }: { heading: string; intro: string; form: ReactNode; aside: ReactNode }) {
  return (
    <Section id={BOOK_ANCHOR} labelledBy="book-heading" tone="sand" spacing="none" contained={false} className="scroll-mt-24 py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <Heading id="book-heading" className="text-balance">
            {heading}
          </Heading>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
        </div>
        <div className="rounded-[1.75rem] border border-line/80 bg-white p-5 shadow-soft sm:p-9 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {form}
          <p className="mt-6 border-t border-line pt-5 text-sm text-ink-soft">{personFieldCopy.crisisNote}</p>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">{aside}</div>
      </div>
    </Section>
  );
}
