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
