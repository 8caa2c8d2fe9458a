import { vibeCheckCta } from "~/content/navigation";
import { keepNamesTogether } from "~/content/product-names";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";

/**
 * The call to action that ends every page: the free 15-minute Vibe Check. `href` can carry the
 * service of interest, e.g. /vibe-check?service=6-session-reset, so the form arrives preselected.
 */
export function VibeCheckCta({
  title = "Not sure where to start? Start with a Vibe Check.",
  text = "A free 15-minute call to see if we're the right fit. It's not a therapy session, just a real conversation about what's going on and what would help. Pick a time and it's booked at once.",
  href = vibeCheckCta.to,
  deferred = false,
}: {
  title?: string;
  text?: string;
  href?: string;
  /** Below the first screen: laid out after the first paint, like a deferred `Section`. */
  deferred?: boolean;
}) {
  return (
    <Section labelledBy="vibe-check-cta-heading" tone="cream" spacing="none" deferred={deferred} className="py-16 sm:py-20" data-testid="vibe-check-cta">
      <div className="relative overflow-hidden rounded-[2rem] bg-teal-800 px-6 py-12 text-center text-white shadow-lift sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-20 -left-20 h-64 w-64 rounded-full bg-teal-600/50 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -right-16 -bottom-24 h-64 w-64 rounded-full bg-coral-500/30 blur-2xl" />
        <Heading id="vibe-check-cta-heading" size="band" tone="inherit" className="relative mx-auto max-w-2xl">
          {keepNamesTogether(title)}
        </Heading>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-teal-50">{text}</p>
        <ButtonLink to={href} variant="inverse" className="relative mt-8 shadow-soft hover:-translate-y-0.5 motion-reduce:hover:translate-y-0">
          {vibeCheckCta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
