import { useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { ContactDetails } from "~/components/layout/footer";
import { buttonClass, ErrorNote, formatDateTime, inputClass, Panel, SuccessNote } from "~/components/admin/admin-kit";
import {
  contactFromSettings,
  inWords,
  MAX_HOURS_ROWS,
  practiceSettingsSchema,
  settingsFieldErrors,
  settingsValuesFromForm,
  type PracticeSettingsInput,
} from "~/lib/practice-contact-rules";

export interface PracticeSettingsFormProps {
  values: PracticeSettingsInput;
  errors: Record<string, string>;
  message: string | null;
  justSaved: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  samples: string[];
}

const labels: Record<string, string> = {
  phone: "Phone number",
  email: "General email",
  careersEmail: "Careers email",
  pressEmail: "Press email",
  street: "Street address",
  city: "City",
  region: "State",
  postalCode: "ZIP code",
  hours: "Opening hours",
  notificationEmail: "Notification email",
};

/**
 * The practice's contact details: a plain form post (saved without script), checked in the browser
 * by the server's own rules, beside a preview of the footer as visitors will read it.
 */
export function PracticeSettingsForm({ values, errors: serverErrors, message, justSaved, updatedAt, updatedBy, samples }: PracticeSettingsFormProps) {
  const [preview, setPreview] = useState(values);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const errors = clientErrors ?? serverErrors;
  const problems = Object.entries(errors);

  const onChange = (event: FormEvent<HTMLFormElement>) => setPreview(settingsValuesFromForm(new FormData(event.currentTarget)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = practiceSettingsSchema.safeParse(settingsValuesFromForm(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(settingsFieldErrors(parsed.error));
    requestAnimationFrame(() => summary.current?.focus());
  };
  const hoursRows = Array.from({ length: MAX_HOURS_ROWS }, (_, i) => values.hours[i] ?? { days: "", time: "" });
  const field = (name: keyof typeof labels, props: { type?: string; hint?: string; maxLength: number; autoComplete?: string; required?: boolean }) => (
    <Field name={name} label={labels[name]!} defaultValue={String(values[name as keyof PracticeSettingsInput] ?? "")} error={errors[name]} {...props} />
  );

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <Form method="post" onChange={onChange} onSubmit={onSubmit} className="space-y-6" aria-describedby="settings-status">
        <div id="settings-status" aria-live="polite" className="space-y-2">
          {samples.length > 0 ? (
            <ErrorNote>Visitors still see sample contact details: {inWords(samples)}. Enter the practice's real ones below.</ErrorNote>
          ) : null}
          {justSaved && problems.length === 0 ? <SuccessNote>Saved. Every page of the site shows the new details now.</SuccessNote> : null}
        </div>
        {problems.length > 0 ? (
          <div
            ref={summary}
            tabIndex={-1}
            role="alert"
            className="focus:ring-coral-600 rounded-xl border border-coral-100 bg-coral-50 px-4 py-3 text-sm text-coral-700 outline-none focus:ring-2"
          >
            <p className="font-semibold">{clientErrors ? "Nothing was saved: please correct the fields marked below." : (message ?? "Nothing was saved.")}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problems.map(([name, problem]) => (
                <li key={name}>
                  <a href={`#settings-${name === "hours" ? "hoursDays-0" : name}`} className="underline underline-offset-2">
                    {labels[name] ?? "Form"}: {problem}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <Panel title="Phone and email">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("phone", {
              type: "tel",
              maxLength: 30,
              required: true,
              hint: "As visitors should read it, e.g. (214) 555-0142. The Call buttons dial its digits.",
            })}
            {field("email", { type: "email", maxLength: 254, required: true, hint: "Shown in the footer and on every contact section." })}
            {field("careersEmail", { type: "email", maxLength: 254, required: true, hint: "On Join Our Team, for applications." })}
            {field("pressEmail", { type: "email", maxLength: 254, required: true, hint: "On Media & Press, for journalists." })}
          </div>
        </Panel>

        <Panel title="Office address">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {field("street", { maxLength: 120, required: true, autoComplete: "off", hint: "Street and suite, e.g. 3090 Olive Street, Suite 300." })}
            </div>
            {field("city", { maxLength: 60, required: true, autoComplete: "off" })}
            <div className="grid grid-cols-2 gap-4">
              {field("region", { maxLength: 2, required: true, autoComplete: "off", hint: "Two letters, e.g. TX." })}
              {field("postalCode", { maxLength: 10, required: true, autoComplete: "off" })}
            </div>
          </div>
        </Panel>

        <Panel title="Opening hours">
          <fieldset aria-describedby="settings-hours-hint" aria-invalid={errors.hours ? true : undefined}>
            <legend className="sr-only">Opening hours, one line each</legend>
            <p id="settings-hours-hint" className="mb-3 text-sm text-ink-soft">
              Up to {MAX_HOURS_ROWS} lines, in the order visitors should read them. Leave a line empty to drop it.
            </p>
            {errors.hours ? <p className="mb-3 text-sm font-medium text-coral-700">{errors.hours}</p> : null}
            <div className="space-y-3">
              {hoursRows.map((row, i) => (
                <div key={i} className="grid gap-2 sm:grid-cols-2">
                  <div>
                    <label htmlFor={`settings-hoursDays-${i}`} className="mb-1 block text-xs font-semibold text-ink">
                      Line {i + 1}: days
                    </label>
                    <input id={`settings-hoursDays-${i}`} name="hoursDays" defaultValue={row.days} maxLength={40} className={inputClass} />
                  </div>
                  <div>
                    <label htmlFor={`settings-hoursTime-${i}`} className="mb-1 block text-xs font-semibold text-ink">
                      Line {i + 1}: times
                    </label>
                    <input id={`settings-hoursTime-${i}`} name="hoursTime" defaultValue={row.time} maxLength={60} className={inputClass} />
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        </Panel>

        <Panel title="Notifications">
          {field("notificationEmail", {
            type: "email",
            maxLength: 254,
            hint: "Who gets the new-inquiry and booking emails. Leave empty to use the address the server was set up with (LEAD_NOTIFY_TO). Never shown to visitors.",
          })}
        </Panel>

        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass.primary}>
            Save settings
          </button>
          <p className="text-sm text-ink-soft">
            {updatedAt
              ? `Last saved ${formatDateTime(updatedAt)}${updatedBy ? ` by ${updatedBy}` : ""}.`
              : "Not saved yet: the site shows its built-in details."}
          </p>
        </div>
      </Form>

      <Preview values={preview} />
    </div>
  );
}

function Preview({ values }: { values: PracticeSettingsInput }) {
  const contact = contactFromSettings({ ...values, region: values.region.trim().toUpperCase() });
  return (
    <section aria-labelledby="settings-preview-heading" className="self-start xl:sticky xl:top-6">
      <h2 id="settings-preview-heading" className="mb-3 font-display text-xl text-ink">
        Preview: the footer
      </h2>
      <div className="rounded-2xl bg-teal-900 p-6 text-teal-50" data-testid="settings-preview">
        <p className="font-sans text-sm font-semibold tracking-wider text-teal-200 uppercase">Visit or reach us</p>
        <ContactDetails contact={contact} />
      </div>
      <p className="mt-3 text-sm text-ink-soft">
        On phones, the Call button dials <span className="font-mono text-ink">{contact.phone.href.replace(/^tel:/, "")}</span>. The JSON-LD for search engines
        and the emails to visitors use the same details.
      </p>
    </section>
  );
}

function Field({
  name,
  label,
  defaultValue,
  error,
  hint,
  type = "text",
  maxLength,
  autoComplete,
  required,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  type?: string;
  maxLength: number;
  autoComplete?: string;
  required?: boolean;
}) {
  const id = `settings-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
