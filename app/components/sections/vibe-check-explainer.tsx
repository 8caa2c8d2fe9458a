import { Link } from "react-router";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./section-heading";
import { StepCards } from "~/components/ui/numbered-steps";
import { afterYouAsk, whatItIs } from "~/content/vibe-check";

/** /vibe-check: what the free call is and isn't, side by side. */
export function VibeCheckWhatItIs({ deferred = false }: { deferred?: boolean }) {
  return (
    <Section tone="cream" spacing="none" className="py-16 sm:py-24" labelledBy="what-heading" deferred={deferred}>
      <SectionHeading id="what-heading" title={whatItIs.heading}>
        {whatItIs.intro}
      </SectionHeading>
      <div className="mt-10 grid gap-5 md:grid-cols-2">
        {[
          { list: whatItIs.is, tone: "bg-white", mark: "check" as const },
          { list: whatItIs.isNot, tone: "bg-sand/70", mark: "minus" as const },
        ].map(({ list, tone, mark }) => (
          <div key={list.title} className={`rounded-[var(--radius-card)] border border-line/80 p-7 shadow-soft sm:p-8 ${tone}`}>
            <Heading as="h3" size="card">
              {list.title}
            </Heading>
            <MarkedList items={list.points} mark={mark} className="mt-5 grid gap-3.5" />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** /vibe-check: the numbered steps from sending the form to the first session. */
export function VibeCheckAfterYouAsk({ deferred = false }: { deferred?: boolean }) {
  return (
    <Section className="bg-mist/60 py-16 sm:py-24" spacing="none" labelledBy="after-heading" deferred={deferred}>
      <Heading id="after-heading" className="text-balance">
        {afterYouAsk.heading}
      </Heading>
      <div className="mt-10">
        <StepCards steps={afterYouAsk.steps} />
      </div>
      <p className="mt-8 text-ink-soft">
        {afterYouAsk.firstSession.lead}{" "}
        <Link to={afterYouAsk.firstSession.to} className="inline-link inline-flex min-h-11 items-center">
          {afterYouAsk.firstSession.label}
        </Link>
      </p>
    </Section>
  );
}
