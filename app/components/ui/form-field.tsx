import { Icon } from "./icons";

/** The public forms' field primitives: the contact form and the Vibe Check booking look and read the same. */
const inputBase =
  "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(29_27_25/0.04)] transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none disabled:opacity-60";

/** A text field's classes; the booking form shares them. */
export function inputClass(invalid: boolean) {
  return `${inputBase} ${invalid ? "border-danger-700 bg-danger-25" : "border-line"}`;
}

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
