import type { MouseEvent, Ref } from "react";
import { Icon } from "~/components/ui/icons";
import { MarkedList } from "~/components/ui/marked-list";
import type { Quiz } from "~/content/quizzes/quiz-model";
import { minutesLabel, questionCountLabel } from "./quiz-page-data";
import { ButtonLink } from "~/components/ui/button";
import { quizStartCopy as copy } from "~/content/quiz-pages";

export const QUESTION_LIST_ID = "quiz-questions";

/**
 * The start screen: what the quiz is for, how long it takes, and that answers stay on this
 * device. The server renders it, and it is the runner's fallback while the runner's code loads.
 * Before the runner is there, "Start" is a plain link to the readable list of questions below, so
 * it does something from the first paint; with the runner, it starts the quiz.
 */
export function QuizStart({
  quiz,
  onStart,
  headingRef,
  live = false,
}: {
  quiz: Quiz;
  onStart?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  live?: boolean;
}) {
  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onStart) return;
    event.preventDefault();
    onStart();
  };
  return (
    <div
      className="rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft sm:p-10"
      data-testid="quiz-start"
      data-live={live ? "true" : undefined}
    >
      {/* A one-off size; focus lands here when the quiz starts, hence no outline. */}
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 font-display text-[clamp(1.6rem,1.3rem+1.2vw,2.2rem)] leading-tight text-ink outline-none">
        {copy.heading}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2.5" aria-label={copy.factsLabel}>
        {[
          { icon: "chat" as const, text: questionCountLabel(quiz) },
          { icon: "calendar" as const, text: minutesLabel(quiz) },
          { icon: "lock" as const, text: copy.answersStay },
        ].map((fact) => (
          <li key={fact.text} className="inline-flex min-h-10 items-center gap-2 rounded-full bg-mist px-4 text-sm font-semibold text-teal-900">
            <Icon name={fact.icon} size={18} />
            {fact.text}
          </li>
        ))}
      </ul>
      <p className="mt-5 max-w-2xl text-ink-soft">{copy.privacy}</p>
      <div className="mt-7 grid gap-4 md:grid-cols-2">
        <ScopeList title={copy.isTitle} points={quiz.is} tone="bg-teal-50/60" />
        <ScopeList title={copy.isNotTitle} points={quiz.isNot} tone="bg-sand/60" />
      </div>
      <noscript>
        <p className="mt-6 rounded-2xl border border-line bg-cream p-4 text-ink">{copy.noscript}</p>
      </noscript>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
        <ButtonLink to={`#${QUESTION_LIST_ID}`} onClick={start} data-testid="quiz-start-button">
          {copy.start}
          <Icon name="arrow" size={18} />
        </ButtonLink>
        <p className="text-sm text-ink-soft">{copy.howItRuns}</p>
      </div>
    </div>
  );
}

function ScopeList({ title, points, tone }: { title: string; points: string[]; tone: string }) {
  return (
    <div className={`rounded-2xl p-5 ${tone}`}>
      {/* A label in the sans face, not a title on the display scale. */}
      <h3 className="font-semibold text-ink">{title}</h3>
      <MarkedList items={points} mark="dot" className="mt-3 grid gap-2 text-ink-soft" />
    </div>
  );
}
