import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { Section } from "~/components/ui/section";
import { Icon, type IconName } from "~/components/ui/icons";

const STEP_ICONS: IconName[] = ["chat", "users", "calendar"];

/** The Vibe Check explained, then the three steps from first call to first session. */
export function HowItWorks({
  id,
  heading,
  intro,
  vibeCheck,
  steps,
  deferred,
}: {
  id: string;
  heading: string;
  intro: string;
  vibeCheck: { title: string; text: string; points: string[]; cta: { label: string; to: string } };
  steps: { title: string; text: string }[];
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="sand" spacing="lg" contained={false} deferred={deferred} className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -left-24 h-80 w-80 rounded-full bg-coral-100/60 blur-3xl" />
      <div className="container-page relative grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <Heading id={`${id}-heading`} size="display">
            {heading}
          </Heading>
          <p className="mt-4 max-w-md text-lg text-ink-soft">{intro}</p>
          <div className="mt-8 rounded-[var(--radius-card)] bg-teal-800 p-7 text-white shadow-lift sm:p-9">
            <Heading as="h3" size="card" tone="inherit">
              {vibeCheck.title}
            </Heading>
            <p className="mt-3 leading-relaxed text-teal-50">{vibeCheck.text}</p>
            <MarkedList items={vibeCheck.points} mark="tickOnDark" className="mt-5 grid gap-2.5 text-teal-50" />
            <ButtonLink to={vibeCheck.cta.to} variant="inverse" className="mt-7" data-vibe-check-button>
              {vibeCheck.cta.label}
            </ButtonLink>
          </div>
        </div>
        <ol className="relative grid content-center gap-5" aria-label="Three steps to your first session">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="relative flex gap-5 rounded-[var(--radius-card)] border border-line/80 bg-white/80 p-6 shadow-soft backdrop-blur sm:p-7"
            >
              <span className="flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
                <Icon name={STEP_ICONS[i] ?? "check"} size={26} />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-[0.16em] text-coral-700 uppercase">Step {i + 1}</p>
                <Heading as="h3" size="block" className="mt-1">
                  {step.title}
                </Heading>
                <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
