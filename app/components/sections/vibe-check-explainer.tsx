import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { afterYouAsk, whatItIs } from "~/content/vibe-check";

/** /vibe-check: what the free call is and isn't, side by side. */
export function VibeCheckWhatItIs({ deferred = false }: { deferred?: boolean }) {
  return (
    <Section tone="cream" spacing="none" className="py-16 sm:py-24" labelledBy="what-heading" deferred={deferred}>
      <div className="max-w-2xl">
        <Heading id="what-heading" className="text-balance">
          {whatItIs.heading}
        </Heading>
        <p className="mt-4 text-lg text-ink-soft">{whatItIs.intro}</p>
      </div>
      <div className="mt-10 grid gap-5 md:grid-cols-2">
        {[
          { list: whatItIs.is, tone: "bg-white", icon: "check" as const, iconTone: "bg-teal-50 text-teal-700" },
          { list: whatItIs.isNot, tone: "bg-sand/70", icon: "dash" as const, iconTone: "bg-coral-50 text-coral-700" },
        ].map(({ list, tone, icon, iconTone }) => (
          <div key={list.title} className={`rounded-[var(--radius-card)] border border-line/80 p-7 shadow-soft sm:p-8 ${tone}`}>
            <Heading as="h3" size="card">
              {list.title}
            </Heading>
            <ul className="mt-5 grid gap-3.5">
              {list.points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-ink">
                  <span className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${iconTone}`}>
                    {icon === "check" ? <Icon name="check" size={15} strokeWidth={2.4} /> : <Icon name="minus" size={14} strokeWidth={2.6} />}
                  </span>
                  {point}
                </li>
              ))}
            </ul>
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
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {afterYouAsk.steps.map((step, i) => (
          <li key={step.title} className="relative rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-teal-700 font-display text-lg text-white" aria-hidden="true">
              {i + 1}
            </span>
            <Heading as="h3" size="item" className="mt-4">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </Heading>
            <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-ink-soft">
        {afterYouAsk.firstSession.lead}{" "}
        <Link
          to={afterYouAsk.firstSession.to}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          {afterYouAsk.firstSession.label}
        </Link>
      </p>
    </Section>
  );
}
