import type { ReactNode, Ref, RefCallback } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { SpinnerMark } from "~/components/ui/spinner";
import { serviceInterestOptions } from "~/content/service-interest";
import { Asterisk, FIELD_INPUT, FieldError, SelectField, TextField } from "~/components/ui/form-field";
import { contactCopy } from "~/content/contact-form";

export type ContactFieldName = "firstName" | "lastName" | "email" | "phone" | "serviceInterest" | "message" | "communicationsOptIn" | "dataStorageConsent";

/** What an input needs from its form: a name, and with react-hook-form its handlers and ref. */
export interface FieldBinding {
  name: string;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  ref?: RefCallback<HTMLElement>;
}

export type ContactFieldErrors = Partial<Record<ContactFieldName, string | undefined>>;

export interface ContactFormLayoutProps {
  idPrefix: string;
  bind: (name: ContactFieldName) => FieldBinding;
  errors?: ContactFieldErrors;
  /** Values for the server-rendered markup (e.g. a preselected service). */
  defaults?: { serviceInterest?: string };
  pageUri: string;
  pageName: string;
  submitting?: boolean;
  honeypotRef?: Ref<HTMLInputElement>;
  /** Text for the polite live region (e.g. "2 fields need your attention"). */
  announcement?: string;
  formProps: React.FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  /** The react-hook-form version has taken over (tests wait for this). */
  enhanced?: boolean;
}

/**
 * The contact form's markup, shared by the server-rendered form (which posts natively, so it works
 * without JavaScript) and the react-hook-form version that takes over in the browser.
 */
export function ContactFormLayout({
  idPrefix,
  bind,
  errors = {},
  defaults = {},
  pageUri,
  pageName,
  submitting = false,
  honeypotRef,
  announcement = "",
  formProps,
  enhanced = false,
}: ContactFormLayoutProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorId = (name: ContactFieldName) => `${idPrefix}-${name}-error`;
  const a11y = (name: ContactFieldName, extraDescribedBy?: string) => {
    const invalid = Boolean(errors[name]);
    const describedBy = [invalid ? errorId(name) : null, extraDescribedBy].filter(Boolean).join(" ");
    return { "aria-invalid": invalid ? (true as const) : undefined, "aria-describedby": describedBy || undefined };
  };

  const textField = (
    name: ContactFieldName,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean; inputMode?: "tel" | "email" } = {},
  ): ReactNode => (
    <TextField
      id={id(name)}
      label={label}
      required={options.required}
      optionalNote={contactCopy.optional}
      error={errors[name]}
      inputProps={{ type: options.type, autoComplete: options.autoComplete, inputMode: options.inputMode, ...a11y(name), ...bind(name) }}
    />
  );

  return (
    <form {...formProps} className="relative" data-testid="contact-form" data-page-name={pageName} data-enhanced={enhanced ? "true" : undefined}>
      <p className="text-sm text-ink-soft">{contactCopy.requiredNote}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {textField("firstName", contactCopy.labels.firstName, { autoComplete: "given-name", required: true })}
        {textField("lastName", contactCopy.labels.lastName, { autoComplete: "family-name", required: true })}
        {textField("email", contactCopy.labels.email, { type: "email", autoComplete: "email", required: true, inputMode: "email" })}
        {textField("phone", contactCopy.labels.phone, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      </div>

      <div className="mt-5">
        <SelectField
          id={id("serviceInterest")}
          label={contactCopy.labels.serviceInterest}
          required
          prompt={contactCopy.servicePrompt}
          options={serviceInterestOptions}
          error={errors.serviceInterest}
          selectProps={{ defaultValue: defaults.serviceInterest ?? "", ...a11y("serviceInterest"), ...bind("serviceInterest") }}
        />
      </div>

      <div className="mt-5">
        <label htmlFor={id("message")} className="text-sm font-semibold text-ink">
          {contactCopy.labels.message}
          <span className="ml-1 font-normal text-ink-soft">{contactCopy.optional}</span>
        </label>
        <p id={id("message-hint")} className="mt-1 text-sm text-ink-soft" data-testid="clinical-note">
          {contactCopy.clinicalNote}
        </p>
        <textarea id={id("message")} rows={4} className={`${FIELD_INPUT} resize-y`} {...a11y("message", id("message-hint"))} {...bind("message")} />
        <FieldError id={errorId("message")} message={errors.message} />
      </div>

      <div className="mt-6 grid gap-4">
        <div>
          <label className="flex cursor-pointer items-start gap-3 text-ink">
            <input
              type="checkbox"
              value="true"
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-line accent-teal-700"
              {...a11y("communicationsOptIn")}
              {...bind("communicationsOptIn")}
            />
            <span>{contactCopy.communicationsOptIn}</span>
          </label>
        </div>
        <div>
          <label className="flex cursor-pointer items-start gap-3 text-ink">
            <input
              type="checkbox"
              value="true"
              required
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-line accent-teal-700"
              {...a11y("dataStorageConsent")}
              {...bind("dataStorageConsent")}
            />
            <span>
              {contactCopy.dataStorageConsent}
              <Asterisk />
            </span>
          </label>
          <FieldError id={errorId("dataStorageConsent")} message={errors.dataStorageConsent} />
        </div>
      </div>

      {/* Sent with every request so the server knows where the lead came from. */}
      <input type="hidden" name="pageUri" value={pageUri} />
      <input type="hidden" name="pageName" value={pageName} />
      {/* A field people never see or reach; bots that fill it in are quietly ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id("website")}>{contactCopy.honeypotLabel}</label>
        <input id={id("website")} ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="sr-only" aria-live="polite" data-testid="form-announcement">
        {announcement}
      </div>

      <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting || undefined} className="mt-7 w-full sm:w-auto">
        {submitting ? <SpinnerMark size={20} trackOpacity={0.3} strokeWidth={6} /> : null}
        {submitting ? contactCopy.submitting : contactCopy.submit}
      </Button>
    </form>
  );
}

/** The outcome of a form posted without JavaScript (the server redirects back with ?submitted=1 or ?error=1). */
export function SubmissionNotice({ status }: { status: "success" | "error" }) {
  const success = status === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      data-testid="submission-notice"
      data-status={status}
      className={`mb-6 flex items-start gap-3 rounded-2xl border p-4 ${success ? "border-teal-200 bg-teal-50 text-teal-900" : "border-danger-200 bg-danger-50 text-danger-900"}`}
    >
      <Icon name={success ? "check" : "alert"} size={22} strokeWidth={2} className="mt-0.5" />
      <div>
        <p className="font-semibold">{success ? contactCopy.successTitle : contactCopy.errorTitle}</p>
        <p className="text-sm">{success ? contactCopy.successDescription : contactCopy.errorDescription}</p>
      </div>
    </div>
  );
}
