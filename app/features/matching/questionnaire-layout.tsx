import type { FormEventHandler, Ref } from "react";
import { SUBMIT_NEEDS_SCRIPT_ATTRIBUTE } from "~/components/performance/visitor-input";
import { Button } from "~/components/ui/button";
import { getMatchedQuestionnaire as copy } from "~/content/get-matched";
import type { MatchFormValues } from "./match-answers";
import { CheckboxChoices, Question, RadioChoices } from "./question-fields";
import { concernsFor, formatOptions, paceOptions, scheduleOptions, strengthOptions, whoOptions } from "./questions";

/** The answers "Show my match" asks for when they are missing, in the order of the questions. */
const REQUIRED = ["who", "concern"] as const;
export type AnswerErrors = Partial<Record<(typeof REQUIRED)[number], string>>;
export type AnswerChange = <N extends keyof MatchFormValues>(name: N, value: MatchFormValues[N]) => void;

export interface QuestionnaireLayoutProps {
  /** Prefix of the questions' ids (the error summary links to them). */
  formId: string;
  answers: MatchFormValues;
  errors?: AnswerErrors;
  /** Without it the inputs are the browser's own, starting from `answers` (the markup shown before the code arrives). */
  onAnswer?: AnswerChange;
  /** A match is shown: the button offers to update it. */
  matched?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  errorSummaryRef?: Ref<HTMLDivElement>;
  firstQuestionRef?: Ref<HTMLFieldSetElement>;
}

/**
 * The /get-matched questionnaire's form: the six questions as native radio buttons and checkboxes
 * in fieldsets with legends, the summary of missing answers (each links to its question) and the
 * submit button. It only sends to its own code (`SUBMIT_NEEDS_SCRIPT_ATTRIBUTE`): the answers never
 * leave the page.
 */
export function QuestionnaireLayout({
  formId,
  answers,
  errors = {},
  onAnswer,
  matched = false,
  formRef,
  onSubmit,
  errorSummaryRef,
  firstQuestionRef,
}: QuestionnaireLayoutProps) {
  const { questions } = copy;
  const missing = REQUIRED.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
  const errorId = (field: keyof AnswerErrors) => (errors[field] ? `${formId}-${field}-error` : undefined);
  const choose = <N extends keyof MatchFormValues>(name: N) => onAnswer && ((value: MatchFormValues[N]) => onAnswer(name, value));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.formLabel} className="space-y-6" {...{ [SUBMIT_NEEDS_SCRIPT_ATTRIBUTE]: "" }}>
      {missing.length ? (
        <div
          ref={errorSummaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-2xl border border-coral-500 bg-coral-50 p-5 text-ink outline-none focus-visible:outline-3 focus-visible:outline-teal-600"
        >
          <p className="font-semibold">{copy.missing.heading}</p>
          <ul className="mt-2 list-disc pl-5">
            {missing.map(({ field, message }) => (
              <li key={field}>
                <a href={`#${formId}-${field}`} className="text-coral-700 underline underline-offset-2">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Question ref={firstQuestionRef} id={`${formId}-who`} number={1} legend={questions.who.legend} error={errors.who}>
        <RadioChoices name="who" options={whoOptions} value={answers.who} onChange={choose("who")} describedBy={errorId("who")} />
      </Question>

      <Question
        id={`${formId}-concern`}
        number={2}
        legend={questions.concern.legend}
        hint={answers.who ? questions.concern.hint : questions.concern.hintBeforeWho}
        error={errors.concern}
      >
        {answers.who ? (
          <RadioChoices
            name="concern"
            options={concernsFor(answers.who).map((c) => ({ value: c.id, label: c.label }))}
            value={answers.concern}
            onChange={choose("concern")}
            describedBy={errorId("concern")}
          />
        ) : null}
      </Question>

      <Question id={`${formId}-pace`} number={3} legend={questions.pace.legend}>
        <RadioChoices name="pace" options={paceOptions} value={answers.pace} onChange={choose("pace")} />
      </Question>

      <Question id={`${formId}-format`} number={4} legend={questions.format.legend}>
        <RadioChoices name="format" options={formatOptions} value={answers.format} onChange={choose("format")} columns={3} />
      </Question>

      <Question id={`${formId}-strengths`} number={5} legend={questions.strengths.legend} hint={questions.strengths.hint}>
        <CheckboxChoices name="strengths" options={strengthOptions} values={answers.strengths} onChange={choose("strengths")} />
      </Question>

      <Question id={`${formId}-schedule`} number={6} legend={questions.schedule.legend} hint={questions.schedule.hint}>
        <CheckboxChoices name="schedule" options={scheduleOptions} values={answers.schedule} onChange={choose("schedule")} />
      </Question>

      <div className="flex flex-wrap items-center gap-4 pt-2">
        <Button type="submit">{matched ? copy.submit.again : copy.submit.first}</Button>
        <p className="text-sm text-ink-soft">{copy.privacyNote}</p>
      </div>
    </form>
  );
}
