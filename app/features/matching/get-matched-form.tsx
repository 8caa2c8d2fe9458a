import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { priceLabel, vibeCheckHrefFor } from "~/content/service-model";
import { vibeCheckCta } from "~/content/navigation";
import { therapistBySlug } from "~/content/therapists";
import {
  concernsFor,
  formatOptions,
  paceOptions,
  scheduleOptions,
  strengthOptions,
  whoOptions,
  type FormatPreference,
  type Option,
  type Pace,
  type Who,
} from "./questions";
import { recommend, type MatchCatalog, type Recommendation } from "./recommend";
import type { MatchStrength, ScheduleSlot } from "./therapist-focus";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { Button, ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { SUBMIT_NEEDS_SCRIPT_ATTRIBUTE, useAdoptVisitorInput, useQueuedSubmit } from "~/components/performance/visitor-input";

/**
 * The /get-matched questionnaire. Everything is computed here in the browser by `recommend`;
 * no answer leaves the page. Radio groups and checkbox groups are native inputs in fieldsets with
 * legends; after "Show my match" focus moves to the result heading, so screen readers announce it.
 */

type Errors = Partial<Record<"who" | "concern", string>>;

/** An answer the page holds, if it is one of the options offered. */
function chosen<T extends string>(data: FormData, name: string, options: Option<T>[]): T | undefined {
  const value = data.get(name);
  return options.find((o) => o.value === value)?.value;
}
function allChosen<T extends string>(data: FormData, name: string, options: Option<T>[]): T[] {
  const values = data.getAll(name);
  return options.filter((o) => values.includes(o.value)).map((o) => o.value);
}

export function GetMatchedForm({ catalog }: { catalog: MatchCatalog }) {
  const formId = useId();
  const [who, setWho] = useState<Who | "">("");
  const [concern, setConcern] = useState("");
  const [pace, setPace] = useState<Pace>("unsure");
  const [format, setFormat] = useState<FormatPreference>("either");
  const [strengths, setStrengths] = useState<MatchStrength[]>([]);
  const [schedule, setSchedule] = useState<ScheduleSlot[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Recommendation | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const firstQuestion = useRef<HTMLFieldSetElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Answers given before this code ran become the state; a "Show my match" pressed meanwhile is sent now.
  useAdoptVisitorInput(form, (element) => {
    const data = new FormData(element);
    const adoptedWho = chosen(data, "who", whoOptions) ?? "";
    setWho(adoptedWho);
    if (adoptedWho)
      setConcern(
        chosen(
          data,
          "concern",
          concernsFor(adoptedWho).map((c) => ({ value: c.id, label: c.label })),
        ) ?? "",
      );
    setPace(chosen(data, "pace", paceOptions) ?? "unsure");
    setFormat(chosen(data, "format", formatOptions) ?? "either");
    setStrengths(allChosen(data, "strengths", strengthOptions));
    setSchedule(allChosen(data, "schedule", scheduleOptions));
  });
  useQueuedSubmit(form);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const concernOptions = who ? concernsFor(who) : [];

  const chooseWho = (value: Who) => {
    setWho(value);
    if (!concernsFor(value).some((c) => c.id === concern)) setConcern("");
    setErrors((e) => ({ ...e, who: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!who) next.who = "Choose who's coming to therapy.";
    if (!concern) next.concern = who ? "Choose what's going on." : "Choose who's coming first, then what's going on.";
    setErrors(next);
    if (!who || !concern) {
      setResult(null);
      // Let the summary render, then move focus to it.
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    setResult(recommend({ who, concern, pace, format, strengths, schedule }, catalog));
  };

  const startOver = () => {
    setWho("");
    setConcern("");
    setPace("unsure");
    setFormat("either");
    setStrengths([]);
    setSchedule([]);
    setErrors({});
    setResult(null);
    requestAnimationFrame(() => firstQuestion.current?.querySelector("input")?.focus());
  };

  const errorList = Object.entries(errors).filter(([, message]) => message) as [keyof Errors, string][];

  return (
    <>
      <form ref={form} onSubmit={submit} noValidate aria-label="Get matched questionnaire" className="space-y-6" {...{ [SUBMIT_NEEDS_SCRIPT_ATTRIBUTE]: "" }}>
        {errorList.length ? (
          <div
            ref={errorSummary}
            tabIndex={-1}
            role="alert"
            className="rounded-2xl border border-coral-500 bg-coral-50 p-5 text-ink outline-none focus-visible:outline-3 focus-visible:outline-teal-600"
          >
            <p className="font-semibold">Two quick answers and we can suggest a match:</p>
            <ul className="mt-2 list-disc pl-5">
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${formId}-${field}`} className="text-coral-700 underline underline-offset-2">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <Question ref={firstQuestion} id={`${formId}-who`} number={1} legend="Who's coming to therapy?" error={errors.who}>
          <RadioGroup name="who" options={whoOptions} value={who} onChange={chooseWho} describedBy={errors.who ? `${formId}-who-error` : undefined} />
        </Question>

        <Question
          id={`${formId}-concern`}
          number={2}
          legend="What's going on?"
          hint={
            who
              ? "Pick the one that fits best. You can talk about everything else on the call."
              : "Answer question 1 first, and the options for you appear here."
          }
          error={errors.concern}
        >
          {who ? (
            <RadioGroup
              name="concern"
              options={concernOptions.map((c) => ({ value: c.id, label: c.label }))}
              value={concern}
              onChange={(v) => {
                setConcern(v);
                setErrors((e) => ({ ...e, concern: undefined }));
              }}
              describedBy={errors.concern ? `${formId}-concern-error` : undefined}
            />
          ) : null}
        </Question>

        <Question id={`${formId}-pace`} number={3} legend="What kind of start suits you?">
          <RadioGroup name="pace" options={paceOptions} value={pace} onChange={setPace} />
        </Question>

        <Question id={`${formId}-format`} number={4} legend="Where would you like to meet?">
          <RadioGroup name="format" options={formatOptions} value={format} onChange={setFormat} columns={3} />
        </Question>

        <Question
          id={`${formId}-strengths`}
          number={5}
          legend="Anything that matters to you in a therapist?"
          hint="Optional. Every therapist here is affirming of every identity; this helps us pick who has the deepest experience."
        >
          <CheckboxGroup name="strengths" options={strengthOptions} values={strengths} onChange={setStrengths} />
        </Question>

        <Question id={`${formId}-schedule`} number={6} legend="When can you usually meet?" hint="Optional. Choose any that work.">
          <CheckboxGroup name="schedule" options={scheduleOptions} values={schedule} onChange={setSchedule} />
        </Question>

        <div className="flex flex-wrap items-center gap-4 pt-2">
          <Button type="submit">{result ? "Update my match" : "Show my match"}</Button>
          <p className="text-sm text-ink-soft">Your answers stay in this browser tab. Nothing is sent or saved.</p>
        </div>
      </form>

      {result ? <MatchResult result={result} catalog={catalog} headingRef={resultHeading} onStartOver={startOver} /> : null}
    </>
  );
}

function Question({
  id,
  number,
  legend,
  hint,
  error,
  children,
  ref,
}: {
  id: string;
  number: number;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  ref?: React.Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset
      ref={ref}
      id={id}
      aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
      className={`rounded-[var(--radius-card)] border bg-white p-5 shadow-soft sm:p-7 ${error ? "border-coral-500" : "border-line"}`}
    >
      <legend className="float-left flex w-full items-baseline gap-3 font-display text-xl text-ink sm:text-2xl">
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-50 font-sans text-sm font-semibold text-teal-800"
        >
          {number}
        </span>
        <span>{legend}</span>
      </legend>
      <div className="clear-both pt-1">
        {hint ? (
          <p id={`${id}-hint`} className="mt-2 text-sm text-ink-soft">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-coral-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4">{children}</div>
      </div>
    </fieldset>
  );
}

const choiceClass =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border border-line bg-cream/60 px-4 py-3 text-ink transition hover:border-teal-200 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600";

function RadioGroup<T extends string>({
  name,
  options,
  value,
  onChange,
  describedBy,
  columns = 2,
}: {
  name: string;
  options: Option<T>[];
  value: string;
  onChange: (value: T) => void;
  describedBy?: string;
  columns?: 2 | 3;
}) {
  return (
    <div className={`grid gap-3 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
      {options.map((o) => (
        <label key={o.value} className={choiceClass}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            aria-describedby={describedBy}
            className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none"
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

function CheckboxGroup<T extends string>({
  name,
  options,
  values,
  onChange,
}: {
  name: string;
  options: Option<T>[];
  values: T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {options.map((o) => (
        <label key={o.value} className={choiceClass}>
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={values.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
            className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none"
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

function MatchResult({
  result,
  catalog,
  headingRef,
  onStartOver,
}: {
  result: Recommendation;
  catalog: MatchCatalog;
  headingRef: React.Ref<HTMLHeadingElement>;
  onStartOver: () => void;
}) {
  const primary = catalog[result.primary];
  const alternates = result.alternates.map((slug) => catalog[slug]);
  return (
    <section aria-labelledby="match-heading" className="mt-12 rounded-[2rem] bg-sand p-5 sm:p-8 lg:p-10" data-testid="match-result" data-service={primary.slug}>
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">Your match</p>
      <h2
        id="match-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 font-display text-[clamp(1.75rem,1.3rem+2vw,2.5rem)] leading-tight text-ink outline-none"
      >
        We'd suggest {primary.title}
      </h2>

      <div className="mt-6 grid gap-6 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-8 md:grid-cols-[1fr_14rem] md:items-center">
        <div>
          <p className="text-sm font-medium text-teal-800">{primary.tagline}</p>
          <p className="mt-2 text-lg text-ink">{primary.summary}</p>
          <p className="mt-3 font-semibold text-ink">{priceLabel(primary)}</p>
          {result.notes.map((n) => (
            <p key={n} className="mt-3 text-sm text-ink-soft">
              {n}
            </p>
          ))}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={vibeCheckHrefFor(primary)} data-testid="match-vibe-check">
              {vibeCheckCta.label}
            </ButtonLink>
            <ButtonLink to={primary.path} variant="secondary">
              Read about {primary.title}
            </ButtonLink>
          </div>
        </div>
        <ServiceArt motif={primary.art} className="mx-auto hidden h-auto w-full max-w-56 md:block" />
      </div>

      {result.showCrisisNotice ? <CrisisNotice compact className="mt-6" /> : null}

      {result.therapists.length ? (
        <>
          <Heading as="h3" size="card" className="mt-10">
            Therapists whose focus fits
          </Heading>
          <p className="mt-2 text-ink-soft">On your Vibe Check, mention who caught your eye. We'll confirm availability and the best fit.</p>
          <ul className="mt-5 grid gap-4" data-testid="match-therapists">
            {result.therapists.map((m) => {
              const t = therapistBySlug(m.slug);
              return t ? (
                <li key={m.slug}>
                  <TherapistMiniCard therapist={t} lines={m.reasons} headingLevel="h4" />
                </li>
              ) : null;
            })}
          </ul>
        </>
      ) : null}

      {alternates.length ? (
        <>
          <Heading as="h3" size="card" className="mt-10">
            Also worth a look
          </Heading>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {alternates.map((s) => (
              <li key={s.slug}>
                <Link
                  to={s.path}
                  className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-3 shadow-soft transition hover:border-teal-200"
                >
                  <span>
                    <span className="block font-semibold text-ink">{s.title}</span>
                    <span className="block text-sm text-ink-soft">{s.summary}</span>
                  </span>
                  <span aria-hidden="true" className="text-teal-700">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <button
        type="button"
        onClick={onStartOver}
        className="mt-10 inline-flex min-h-12 items-center rounded-full px-2 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
      >
        Start over
      </button>
    </section>
  );
}
