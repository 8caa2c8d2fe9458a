import { startTransition, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { emitAnalyticsEvent } from "~/lib/analytics-events";
import { Icon } from "~/components/ui/icons";
import type { QuizPageData } from "./quiz-page-data";
import { QuizOutcomeView } from "./quiz-outcome";
import { QuizSafetyPanel } from "./quiz-safety";
import { QuizStart } from "./quiz-start";
import { dangersIn, progressLabel, scoreQuiz, type QuizAnswers } from "./score-quiz";
import { Button } from "~/components/ui/button";
import { quizRunnerCopy as copy } from "~/content/quiz-pages";

type Step = "start" | number | "done";

/**
 * Runs any quiz: one question at a time, back and next, answers kept when going back. Answers
 * live in this component's state only: never sent, stored or put in the address. Each new screen
 * moves focus to its heading, so screen readers announce it. With analytics consent (and only
 * then, through the analytics bus) a completed quiz reports its id and nothing else.
 */
export default function QuizRunner({ data }: { data: QuizPageData }) {
  const { quiz } = data;
  const [step, setStep] = useState<Step>("start");
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const formId = useId();
  // True once this runner is live in the browser (the server renders the same start screen).
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);

  useEffect(() => {
    // Only after the visitor acted: the first render must not steal focus from the page.
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    setMissing(false);
    setStep(next);
  };

  if (step === "start") return <QuizStart quiz={quiz} onStart={() => go(0)} headingRef={heading} live={live} />;

  const dangers = dangersIn(quiz, answers);

  if (step === "done") {
    return (
      <QuizOutcomeView
        data={data}
        outcome={scoreQuiz(quiz, answers)}
        headingRef={heading}
        onRestart={() => {
          setAnswers({});
          go(0);
        }}
      />
    );
  }

  const question = quiz.questions[step]!;
  const count = quiz.questions.length;
  const chosen = answers[question.id];
  const isLast = step === count - 1;
  const errorId = `${formId}-error`;
  const hintId = `${formId}-hint`;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
      return;
    }
    if (isLast) {
      emitAnalyticsEvent("quiz_complete", { quiz: quiz.id });
      go("done");
    } else go(step + 1);
  };

  return (
    <div className="grid gap-6">
      {dangers.length > 0 ? <QuizSafetyPanel dangers={dangers} /> : null}
      <form
        onSubmit={next}
        noValidate
        className="rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft sm:p-10"
        aria-label={copy.formLabel(quiz.shortTitle)}
        data-testid="quiz-question"
      >
        <p className="text-sm font-semibold text-teal-800" data-testid="quiz-progress">
          {copy.progress(progressLabel(step, count))}
        </p>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-mist" aria-hidden="true">
          <div className="h-full rounded-full bg-teal-600 transition-[width] duration-300 ease-out" style={{ width: `${((step + 1) / count) * 100}%` }} />
        </div>
        <fieldset
          key={question.id}
          className="quiz-step mt-7 min-w-0 border-0 p-0"
          aria-describedby={[question.hint ? hintId : "", missing ? errorId : ""].join(" ").trim() || undefined}
        >
          <legend className="w-full">
            {/* A one-off size with snug lines for a question that wraps; focus lands here on each step. */}
            <h2 ref={heading} tabIndex={-1} className="scroll-mt-28 font-display text-[clamp(1.45rem,1.2rem+1vw,2rem)] leading-snug text-ink outline-none">
              <span className="sr-only">{copy.progressPrefix(progressLabel(step, count))}</span>
              {question.prompt}
            </h2>
          </legend>
          {question.hint ? (
            <p id={hintId} className="mt-2 text-ink-soft">
              {question.hint}
            </p>
          ) : null}
          <div className="mt-6 grid gap-3">
            {question.options.map((option) => (
              <label
                key={option.id}
                className="flex min-h-14 cursor-pointer items-center gap-3.5 rounded-2xl border-2 border-line bg-cream/60 px-4 py-3 text-ink transition-colors hover:border-teal-200 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700"
              >
                <input
                  type="radio"
                  name={question.id}
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => {
                    setMissing(false);
                    setAnswers((a) => ({ ...a, [question.id]: option.id }));
                  }}
                  className="h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none"
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          {missing ? (
            <p id={errorId} className="mt-4 font-semibold text-coral-700" role="alert">
              {copy.missing}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              <Icon name="arrow" size={18} className="rotate-180" />
              {copy.back}
            </Button>
          ) : (
            <Button variant="ghost" size="inline" onClick={() => go("start")}>
              {copy.backToStart}
            </Button>
          )}
          <Button type="submit">
            {isLast ? copy.seeResult : copy.next}
            <Icon name="arrow" size={18} />
          </Button>
        </div>
      </form>
    </div>
  );
}
