import type { Ref } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { vibeCheckCta } from "~/content/navigation";
import { quizOutcomeCopy as copy } from "~/content/quiz-pages";
import type { QuizPageData } from "./quiz-page-data";
import { safetyLead } from "./quiz-safety";
import type { QuizOutcome } from "./score-quiz";
import { Button, ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { NumberedSteps } from "~/components/ui/numbered-steps";

const readingIcons = { post: "read", episode: "listen", guide: "download" } as const;

const card = "rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft sm:p-10";
const headingClass = "font-display text-[clamp(1.7rem,1.3rem+1.6vw,2.5rem)] leading-tight text-ink outline-none scroll-mt-28";

/**
 * The end of a quiz. A result explains itself, gives concrete next steps and the service we'd
 * start with, with the Vibe Check preselected for it. The safety outcome puts the crisis lines
 * first and recommends no service.
 *
 * Every link here is `discover="none"`: React Router would otherwise ask the server for the route
 * of each link as it renders (`/__manifest?paths=/repair`), telling it which result was shown.
 */
export function QuizOutcomeView({
  data,
  outcome,
  headingRef,
  onRestart,
}: {
  data: QuizPageData;
  outcome: QuizOutcome;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}) {
  if (outcome.kind === "safety") {
    return (
      <div className="grid gap-6" data-testid="quiz-result" data-outcome="safety">
        <div className={card}>
          <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{copy.safetyEyebrow}</p>
          <h2 ref={headingRef} tabIndex={-1} className={`mt-2 ${headingClass}`}>
            {copy.safetyHeading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{safetyLead(outcome.dangers)}</p>
        </div>
        <CrisisNotice domesticViolence />
        <div className={card}>
          <Heading as="h3" size="card">
            {copy.noRecommendationHeading}
          </Heading>
          <p className="mt-3 max-w-2xl text-ink-soft">{copy.noRecommendation}</p>
          <Actions onRestart={onRestart} vibeCheckHref={vibeCheckCta.to} vibeCheckLabel={copy.safetyVibeCheck} secondary />
        </div>
      </div>
    );
  }

  const { result } = outcome;
  const service = data.services[result.service]!;
  const reading = data.readings[result.id];
  return (
    <div className={`${card} grid gap-8`} data-testid="quiz-result" data-outcome={result.id}>
      <div>
        <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{copy.resultEyebrow}</p>
        <h2 ref={headingRef} tabIndex={-1} className={`mt-2 ${headingClass}`}>
          {result.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft">{result.explanation}</p>
      </div>
      <div>
        <Heading as="h3" size="card">
          {copy.nextStepsHeading}
        </Heading>
        <NumberedSteps steps={result.nextSteps.map((text) => ({ text }))} size="sm" className="mt-4 grid gap-3" />
      </div>
      <div className="rounded-2xl bg-mist/70 p-6 sm:p-8" data-testid="quiz-service">
        <p className="text-sm font-semibold text-teal-800">{copy.serviceEyebrow}</p>
        <Heading as="h3" size="card" className="mt-1">
          <Link discover="none" to={service.path} className="underline decoration-teal-200 underline-offset-4 hover:decoration-teal-700">
            {service.title}
          </Link>
        </Heading>
        <p className="mt-2 text-ink-soft">{result.serviceReason}</p>
        <p className="mt-1 text-sm text-ink-soft">{service.priceLabel}</p>
        <Actions onRestart={onRestart} vibeCheckHref={service.vibeCheckHref} vibeCheckLabel={vibeCheckCta.label} />
      </div>
      {reading ? (
        <div className="flex items-start gap-4 rounded-2xl border border-line/80 p-5 sm:p-6" data-testid="quiz-reading">
          <span aria-hidden="true" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-coral-50 text-coral-700">
            <Icon name={readingIcons[reading.kind]} size={22} strokeWidth={1.7} />
          </span>
          <div className="min-w-0">
            {/* A label in the sans face, not a title on the display scale. */}
            <h3 className="font-sans text-sm font-semibold text-coral-700">{copy.readingLabels[reading.kind]}</h3>
            <p className="mt-1 font-display text-xl leading-snug text-ink">
              <Link discover="none" to={reading.path} className="underline decoration-teal-200 underline-offset-4 hover:decoration-teal-700">
                {reading.title}
              </Link>
            </p>
          </div>
        </div>
      ) : null}
      <p className="flex items-start gap-2.5 text-sm text-ink-soft">
        <Icon name="lock" size={18} className="mt-0.5 text-teal-700" />
        {copy.privacy}
      </p>
    </div>
  );
}

function Actions({
  onRestart,
  vibeCheckHref,
  vibeCheckLabel,
  secondary = false,
}: {
  onRestart: () => void;
  vibeCheckHref: string;
  vibeCheckLabel: string;
  secondary?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <ButtonLink discover="none" to={vibeCheckHref} data-testid="quiz-vibe-check" variant={secondary ? "secondary" : "primary"}>
        {vibeCheckLabel}
      </ButtonLink>
      <Button variant="ghost" size="inline" onClick={onRestart}>
        {copy.startAgain}
      </Button>
      <ButtonLink discover="none" to="/resources/quizzes-tools" variant="ghost" size="inline">
        {copy.otherQuizzes}
      </ButtonLink>
    </div>
  );
}
