import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { isHydrating } from "~/components/performance/first-hydration";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { serviceInterestOptions } from "~/content/service-interest";
import { Asterisk, FIELD_INPUT, FieldError, SelectField, TextField } from "~/components/ui/form-field";
import { personFieldCopy as contactCopy } from "~/content/person-fields";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { bookingCopy } from "~/content/booking";
import type { BookingPageData, DayChoice } from "./booking-page.server";
import { clockTime, spokenDateTime } from "./time-labels";
import { useVisitorZone } from "./visitor-zone";

/** One empty answer, so "the same answer as before" is a plain identity check. */
const NO_ERRORS: BookingFieldErrors = {};
const NO_VALUES: BookingValues = {};

export type BookingFieldErrors = Partial<Record<string, string>>;
export type BookingValues = Partial<Record<string, string>>;

export interface BookingFormProps {
  data: BookingPageData;
  /** Where the form posts: /vibe-check to book, a booking's own page to move it. */
  action: string;
  /** What the visitor sent last time (after a refusal): the form shows it again. */
  values?: BookingValues;
  errors?: BookingFieldErrors;
  /** A refusal or failure the whole form is about (a taken time, the server busy). */
  message?: string;
  defaultService?: string;
  /** Moving a booking needs only a time. */
  timeOnly?: boolean;
  submitLabel?: string;
  /** Where a page of days lives: the link to the days from a date on. */
  dayPageHref: (from: string) => string;
  /** Hidden fields of the page's action (moving a booking sends intent=move). */
  hidden?: Record<string, string>;
}

/**
 * The booking form: native radios and fields that post to the page's action, so it books from the
 * first paint without JavaScript. Once React runs, it checks the fields with the server's schema
 * (loaded on the first submit, not with the page) and sends the form through the router.
 */
export function BookingForm({
  data,
  action,
  values = NO_VALUES,
  errors = NO_ERRORS,
  message,
  defaultService = "",
  timeOnly = false,
  submitLabel = bookingCopy.submit,
  dayPageHref,
  hidden = {},
}: BookingFormProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // What the browser found, for the server's answer it was found after: a new answer replaces it.
  const [clientErrors, setClientErrors] = useState<{ after: BookingFieldErrors; found: BookingFieldErrors } | null>(null);
  // The visitor's own zone is only known in the browser: the server renders Central Time alone.
  const visitorZone = useVisitorZone(data.timeZone);

  const shown = clientErrors && clientErrors.after === errors ? clientErrors.found : errors;
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(action.split("?")[0]!);
  const id = (name: string) => `booking-${name}`;
  const a11y = (name: string, hint?: string) => ({
    "aria-invalid": shown[name] ? (true as const) : undefined,
    "aria-describedby": [shown[name] ? `${id(name)}-error` : null, hint].filter(Boolean).join(" ") || undefined,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { bookingFormSchema, bookingFieldsFromForm, moveFormSchema } = await import("./booking-form.schema");
    const fields = bookingFieldsFromForm(new FormData(form));
    const parsed = (timeOnly ? moveFormSchema : bookingFormSchema).safeParse(fields);
    if (!parsed.success) {
      const found: BookingFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        found[field] ??= issue.message;
      }
      setClientErrors({ after: errors, found });
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    await submit(form, { method: "post", action, preventScrollReset: false });
  }

  const problemCount = Object.keys(shown).length;
  return (
    <Form ref={formRef} method="post" action={action} onSubmit={onSubmit} noValidate={false} className="relative" data-testid="booking-form">
      {message || problemCount > 0 ? (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-danger-200 bg-danger-50 p-4 text-danger-900"
          data-testid="booking-alert"
        >
          <Icon name="alert" size={22} strokeWidth={2} className="mt-0.5 shrink-0" />
          <p className="font-medium">{message ?? `${bookingCopy.errorsHeading}: ${bookingCopy.errorsSummary(problemCount)}`}</p>
        </div>
      ) : null}

      <SlotPicker data={data} selected={values.start} error={shown.start} visitorZone={visitorZone} dayPageHref={dayPageHref} />

      {timeOnly ? null : (
        <>
          <fieldset className="mt-10">
            <legend className="font-display text-xl font-semibold text-ink">{bookingCopy.callTypeLegend}</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {(["video", "phone"] as const).map((type) => (
                <label
                  key={type}
                  htmlFor={id(`callType-${type}`)}
                  className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-white p-4 has-[:checked]:border-teal-600 has-[:checked]:ring-2 has-[:checked]:ring-teal-600/30"
                >
                  <input
                    id={id(`callType-${type}`)}
                    type="radio"
                    name="callType"
                    value={type}
                    required
                    defaultChecked={(values.callType ?? "video") === type}
                    className="mt-1 h-5 w-5 accent-teal-700"
                  />
                  <span className="block font-semibold text-ink">
                    {bookingCopy.callTypes[type]}
                    <span className="block text-sm font-normal text-ink-soft">{bookingCopy.callTypeHints[type]}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id("callType")}-error`} message={shown.callType} />
          </fieldset>

          <fieldset className="mt-10">
            <legend className="font-display text-xl font-semibold text-ink">{bookingCopy.aboutYouLegend}</legend>
            <p className="mt-1 text-sm text-ink-soft">{contactCopy.requiredNote}</p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <BookingTextField
                name="firstName"
                label={bookingCopy.fields.firstName}
                autoComplete="given-name"
                required
                values={values}
                errors={shown}
                a11y={a11y}
              />
              <BookingTextField
                name="lastName"
                label={bookingCopy.fields.lastName}
                autoComplete="family-name"
                required
                values={values}
                errors={shown}
                a11y={a11y}
              />
              <BookingTextField
                name="email"
                label={bookingCopy.fields.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                values={values}
                errors={shown}
                a11y={a11y}
              />
              <BookingTextField
                name="phone"
                label={bookingCopy.fields.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                values={values}
                errors={shown}
                a11y={a11y}
              />
            </div>
            <div className="mt-5">
              <SelectField
                id={id("serviceInterest")}
                label={bookingCopy.fields.service}
                required
                prompt={contactCopy.servicePrompt}
                options={serviceInterestOptions}
                error={shown.serviceInterest}
                selectProps={{ name: "serviceInterest", defaultValue: values.serviceInterest ?? defaultService, ...a11y("serviceInterest") }}
              />
            </div>
            <div className="mt-5">
              <label htmlFor={id("note")} className="text-sm font-semibold text-ink">
                {bookingCopy.noteLabel}
              </label>
              <p id={id("note-hint")} className="mt-1 text-sm text-ink-soft" data-testid="clinical-note">
                {bookingCopy.noteHint}
              </p>
              <input
                id={id("note")}
                name="note"
                type="text"
                maxLength={200}
                defaultValue={values.note ?? ""}
                className={FIELD_INPUT}
                {...a11y("note", id("note-hint"))}
              />
              <FieldError id={`${id("note")}-error`} message={shown.note} />
            </div>
            <div className="mt-6 grid gap-4">
              <label className="flex cursor-pointer items-start gap-3 text-ink">
                <input
                  type="checkbox"
                  name="communicationsOptIn"
                  defaultChecked={values.communicationsOptIn === "on"}
                  className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-line accent-teal-700"
                />
                <span>{contactCopy.communicationsOptIn}</span>
              </label>
              <div>
                <label className="flex cursor-pointer items-start gap-3 text-ink">
                  <input
                    type="checkbox"
                    name="dataStorageConsent"
                    required
                    defaultChecked={values.dataStorageConsent === "on"}
                    className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-line accent-teal-700"
                    {...a11y("dataStorageConsent")}
                  />
                  <span>
                    {contactCopy.dataStorageConsent}
                    <Asterisk />
                  </span>
                </label>
                <FieldError id={`${id("dataStorageConsent")}-error`} message={shown.dataStorageConsent} />
              </div>
            </div>
          </fieldset>
          {/* A field people never see or reach; a bot that fills it books nothing. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={id(HONEYPOT_FIELD)}>{bookingCopy.honeypot}</label>
            <input id={id(HONEYPOT_FIELD)} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        </>
      )}

      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name="visitorTimeZone" value={visitorZone ?? ""} />

      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        aria-disabled={submitting || undefined}
        className="mt-8 w-full sm:w-auto"
        data-testid="booking-submit"
      >
        {submitting ? bookingCopy.submitting : submitLabel}
      </Button>
    </Form>
  );
}

function BookingTextField({
  name,
  label,
  type = "text",
  inputMode,
  autoComplete,
  required = false,
  values,
  errors,
  a11y,
}: {
  name: string;
  label: string;
  type?: string;
  inputMode?: "email" | "tel";
  autoComplete: string;
  required?: boolean;
  values: BookingValues;
  errors: BookingFieldErrors;
  a11y: (name: string) => Record<string, unknown>;
}): ReactNode {
  return (
    <TextField
      id={`booking-${name}`}
      label={label}
      required={required}
      error={errors[name]}
      inputProps={{ name, type, inputMode, autoComplete, defaultValue: values[name] ?? "", ...a11y(name) }}
    />
  );
}

/**
 * The free times: a strip of days (plain links, `?from=`, so it works before the page's script and
 * keeps the page small), then the chosen day's times as one radio group, each radio named with its
 * day and time in words.
 */
function SlotPicker({
  data,
  selected,
  error,
  visitorZone,
  dayPageHref,
}: {
  data: BookingPageData;
  selected?: string;
  error?: string;
  visitorZone: string | null;
  dayPageHref: (from: string) => string;
}) {
  const { day } = data;
  return (
    <fieldset aria-describedby={error ? "booking-start-error" : "booking-zone-note"} data-testid="slot-picker">
      <legend className="font-display text-xl font-semibold text-ink">{bookingCopy.timesLegend}</legend>
      <p id="booking-zone-note" className="mt-1 text-sm text-ink-soft">
        {bookingCopy.zoneNote}
      </p>
      <FieldError id="booking-start-error" message={error} />
      {day ? (
        <>
          <DayStrip data={data} dayPageHref={dayPageHref} />
          <div className="mt-4 rounded-2xl border border-line bg-white" data-testid="slot-day" data-date={day.date}>
            <p className="px-4 pt-4 pb-3 font-semibold text-ink">{day.label}</p>
            <SlotGrid day={day} timeZone={data.timeZone} selected={selected} visitorZone={visitorZone} />
          </div>
        </>
      ) : (
        <p className="mt-4 rounded-2xl bg-sand p-5 text-ink" data-testid="no-times">
          {bookingCopy.noTimes}
        </p>
      )}
    </fieldset>
  );
}

const PAGE_LINK_CLASS = "inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 underline-offset-4 hover:underline";

/** The week of days with free times, each a link to its times; the shown one is marked as current. */
function DayStrip({ data, dayPageHref }: { data: BookingPageData; dayPageHref: (from: string) => string }) {
  return (
    <nav aria-label={bookingCopy.daysLabel} className="mt-4" data-testid="day-strip">
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {data.dayTabs.map((tab) => {
          const current = tab.date === data.day?.date;
          return (
            <li key={tab.date}>
              <Link
                to={dayPageHref(tab.date)}
                preventScrollReset
                aria-current={current ? "date" : undefined}
                data-day-link={tab.date}
                className={`flex min-h-16 flex-col items-center justify-center rounded-xl border px-1 py-2 text-center leading-tight transition motion-reduce:transition-none ${
                  current ? "border-teal-700 bg-teal-700 text-white" : "border-line bg-white text-ink hover:border-teal-600"
                }`}
              >
                <span className="text-xs font-semibold tracking-wide uppercase">{tab.weekday}</span>
                <span className="font-display text-base font-semibold">{tab.monthDay}</span>
                <span className={`text-xs ${current ? "text-teal-50" : "text-ink-soft"}`}>
                  {tab.count} {tab.count === 1 ? "time" : "times"}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {data.earlierFrom || data.laterFrom ? (
        <div className="mt-2 flex flex-wrap justify-between gap-3">
          {data.earlierFrom ? (
            <Link to={dayPageHref(data.earlierFrom)} preventScrollReset className={PAGE_LINK_CLASS}>
              <Icon name="arrow" size={18} className="rotate-180" /> {bookingCopy.earlierDays}
            </Link>
          ) : (
            <span />
          )}
          {data.laterFrom ? (
            <Link to={dayPageHref(data.laterFrom)} preventScrollReset className={PAGE_LINK_CLASS}>
              {bookingCopy.laterDays} <Icon name="arrow" size={18} />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

const GRID_CLASS = "grid grid-cols-3 gap-2 px-4 pb-4 sm:grid-cols-4 lg:grid-cols-6";
const SERVER_MARKUP = { __html: "" };

/**
 * A day's times. A page holds a few hundred radios that never change once drawn, so while the page
 * is being hydrated the grid keeps the server's markup as it is (an empty dangerouslySetInnerHTML,
 * the technique of StaticSvg, decision 0013) instead of React claiming every element on a phone's
 * main thread; the form reads the radios from the page when it is sent. Her own time is then
 * written into that markup directly. New times from the server (after a refusal) render as usual.
 */
function SlotGrid({ day, timeZone, selected, visitorZone }: { day: DayChoice; timeZone: string; selected?: string; visitorZone: string | null }) {
  const contentKey = `${day.date}|${day.slots.map((slot) => slot.start).join()}|${selected ?? ""}`;
  const [keptKey, setKeptKey] = useState<string | null>(() => (isHydrating() ? contentKey : null));
  const ref = useRef<HTMLDivElement>(null);
  const keepServerMarkup = keptKey === contentKey;

  // Should React render the page from scratch (a failed hydration), a grid that finds itself empty draws its times.
  useLayoutEffect(() => {
    if (keepServerMarkup && !ref.current?.hasChildNodes()) setKeptKey(null);
  }, [keepServerMarkup]);

  useEffect(() => {
    const grid = ref.current;
    if (!keepServerMarkup || !visitorZone || !grid) return;
    for (const input of grid.querySelectorAll<HTMLInputElement>('input[name="start"]')) {
      const face = input.nextElementSibling;
      if (!face || face.querySelector("small")) continue;
      const start = new Date(input.value);
      const own = document.createElement("small");
      own.textContent = clockTime(start, visitorZone, true);
      face.append(own);
      input.setAttribute("aria-label", bookingCopy.withYourTime(input.getAttribute("aria-label") ?? "", clockTime(start, visitorZone)));
    }
  }, [keepServerMarkup, visitorZone]);

  if (keepServerMarkup) return <div key="server" ref={ref} className={GRID_CLASS} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <div key="client" ref={ref} className={GRID_CLASS}>
      {day.slots.map((slot) => {
        const start = new Date(slot.start);
        const spoken = spokenDateTime(start, timeZone);
        return (
          <label key={slot.start} className="slot">
            <input
              type="radio"
              name="start"
              value={slot.start}
              required
              defaultChecked={slot.start === selected}
              aria-label={visitorZone ? bookingCopy.withYourTime(spoken, clockTime(start, visitorZone)) : spoken}
            />
            <span>
              {clockTime(start, timeZone, day.clockChange)}
              {/* Her own time, once the browser has said her zone: the face has room for it from the first paint, so nothing moves. */}
              {visitorZone ? <small>{clockTime(start, visitorZone, true)}</small> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
