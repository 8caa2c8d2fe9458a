import { Icon } from "./icons";

/** The public forms' field primitives: the contact form and the Vibe Check booking look and read the same. */
/** A text field or select of a public form: its look is the `.field-input` rule in app.css (invalid: aria-invalid). */
export const FIELD_INPUT = "field-input";

export function Asterisk() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-coral-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-danger-700" data-testid="field-error">
      <Icon name="alert" size={16} strokeWidth={2.2} />
      {message}
    </p>
  );
}

/**
 * A labelled text field of a public form with its error under it. A field that is not required
 * says so after its label (`optionalNote`); `inputProps` carries what the form binds (name,
 * default, handlers, aria attributes).
 */
export function TextField({
  id,
  label,
  required = false,
  optionalNote,
  error,
  inputProps,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalNote?: string;
  error?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? <Asterisk /> : optionalNote ? <span className="ml-1 font-normal text-ink-soft">{optionalNote}</span> : null}
      </label>
      <input id={id} type="text" required={required} className={FIELD_INPUT} {...inputProps} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A labelled select of a public form with a prompt as its empty first choice and its error under it.
 * `selectProps` carries what the form binds (name, default, handlers, aria attributes).
 */
export function SelectField({
  id,
  label,
  required = false,
  prompt,
  options,
  error,
  selectProps,
}: {
  id: string;
  label: string;
  required?: boolean;
  prompt: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? <Asterisk /> : null}
      </label>
      <select id={id} required={required} className={FIELD_INPUT} {...selectProps}>
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
