import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type PathValue, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAdoptVisitorInput, useQueuedSubmit } from "~/components/performance/visitor-input";
import { answersOnPage, emptyAnswers, type MatchFormValues } from "./match-answers";
import { matchAnswersSchema, type MatchAnswersOutput } from "./match-answers.schema";
import { MatchResult } from "./match-result";
import { QuestionnaireLayout, type AnswerChange } from "./questionnaire-layout";
import { concernsFor } from "./questions";
import { recommend, type MatchCatalog, type Recommendation } from "./recommend";

// The form holds "who" and "concern" empty until answered; the schema's input has only real answers.
const resolver = zodResolver(matchAnswersSchema) as Resolver<MatchFormValues, unknown, MatchAnswersOutput>;
const ANSWERS = ["who", "concern", "pace", "format", "strengths", "schedule"] as const;

/**
 * The /get-matched questionnaire: react-hook-form holds the answers and checks them with
 * `matchAnswersSchema`; `recommend` computes the match here in the browser, and no answer leaves
 * the page. The inputs follow the form's values (the concerns offered depend on "who"), so the
 * form adopts what the visitor chose before its code arrived (`useAdoptVisitorInput`), and a
 * "Show my match" pressed meanwhile is answered once it is live (`useQueuedSubmit`).
 *
 * After "Show my match" focus moves to the result's heading, or to the summary of what is
 * missing; "Start over" empties the form and focuses its first answer.
 *
 * Loaded lazily by LazyGetMatchedForm, which shows the same markup until then.
 */
export function GetMatchedForm({ catalog }: { catalog: MatchCatalog }) {
  const formId = useId();
  const [result, setResult] = useState<Recommendation | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const firstQuestion = useRef<HTMLFieldSetElement>(null);

  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    clearErrors,
    reset,
    formState: { errors, submitCount },
  } = useForm<MatchFormValues, unknown, MatchAnswersOutput>({ resolver, defaultValues: emptyAnswers, shouldFocusError: false });
  // Subscribed before the adoption below runs (effects run in this order), so it re-renders with it.
  const [who, concern, pace, format, strengths, schedule] = useWatch({ control, name: ANSWERS });

  // No field is bound to an element, so react-hook-form never writes its values over the page's;
  // what the visitor chose before this code ran becomes the form's values instead.
  useAdoptVisitorInput(form, (element) => reset(answersOnPage(new FormData(element)), { keepDefaultValues: true }));
  useQueuedSubmit(form);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  // After each "Show my match" that finds an answer missing (the summary has rendered by now).
  const missingAnswers = Boolean(errors.who || errors.concern);
  useEffect(() => {
    if (missingAnswers) errorSummary.current?.focus();
  }, [missingAnswers, submitCount]);

  const answer: AnswerChange = (name, value) => {
    // A top-level name's value is the interface's own; react-hook-form's path types cannot see that through the generic.
    setValue(name, value as PathValue<MatchFormValues, typeof name>);
    // Answering a question clears its message; the others keep theirs until the next "Show my match".
    if (name === "who" || name === "concern") clearErrors(name);
    // A concern that is not offered for the new "who" is asked again.
    const now = getValues();
    if (name === "who" && now.who && !concernsFor(now.who).some((c) => c.id === now.concern)) setValue("concern", "");
  };

  const showMatch = handleSubmit(
    (answers) => setResult(recommend(answers, catalog)),
    () => setResult(null),
  );

  const startOver = () => {
    reset(emptyAnswers);
    setResult(null);
    requestAnimationFrame(() => firstQuestion.current?.querySelector("input")?.focus());
  };

  return (
    <>
      <QuestionnaireLayout
        formId={formId}
        answers={{ who, concern, pace, format, strengths, schedule }}
        errors={{ who: errors.who?.message, concern: errors.concern?.message }}
        onAnswer={answer}
        matched={result !== null}
        formRef={form}
        onSubmit={(event) => showMatch(event)}
        errorSummaryRef={errorSummary}
        firstQuestionRef={firstQuestion}
      />
      {result ? <MatchResult result={result} catalog={catalog} headingRef={resultHeading} onStartOver={startOver} /> : null}
    </>
  );
}

export default GetMatchedForm;
