import type { ChangeEvent, ReactNode, Ref } from "react";
import type { Option } from "./questions";

/**
 * The questionnaire's building blocks: a question is a fieldset with its legend (numbered), hint
 * and error, holding native radio buttons or checkboxes. With an `onChange` the choices follow the
 * form's values; without one (the markup shown until the form's code arrives) they start from
 * them and the browser keeps what the visitor picks.
 */

export function Question({
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
  ref?: Ref<HTMLFieldSetElement>;
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
const inputClass = "mt-0.5 h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none";

/** Controlled when there is a handler; otherwise only the starting state, left to the browser. */
function checkedProps(checked: boolean, onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined) {
  return onChange ? { checked, onChange } : { defaultChecked: checked };
}

export function RadioChoices<T extends string>({
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
  onChange?: (value: T) => void;
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
            {...checkedProps(value === o.value, onChange && (() => onChange(o.value)))}
            aria-describedby={describedBy}
            className={inputClass}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

export function CheckboxChoices<T extends string>({
  name,
  options,
  values,
  onChange,
}: {
  name: string;
  options: Option<T>[];
  values: T[];
  onChange?: (values: T[]) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {options.map((o) => (
        <label key={o.value} className={choiceClass}>
          <input
            type="checkbox"
            name={name}
            value={o.value}
            {...checkedProps(
              values.includes(o.value),
              onChange && ((e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))),
            )}
            className={inputClass}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
