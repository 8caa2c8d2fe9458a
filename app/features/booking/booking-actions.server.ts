import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { HONEYPOT_FIELD } from "~/lib/person-fields.schema";
import { bookingCopy } from "~/content/booking";
import { bookingFieldsFromForm, bookingFormSchema, moveFormSchema } from "./booking-form.schema";
import { bookVibeCheck, cancelBooking, rescheduleBooking, type BusyTimesSource } from "./booking.server";

/** The path of a booking's own page (confirmation, change, cancel); the token is its only key. */
export function bookingPagePath(token: string): string {
  return `/vibe-check/booking/${token}`;
}

export interface BookingActionData {
  errors: Record<string, string>;
  values: Record<string, string>;
  message?: string;
}

/** Form posts are small: anything larger is not this form. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * POST /vibe-check, with or without JavaScript: books and sends the visitor to her booking's page
 * (303), or answers 400 (the fields), 409 (the time was taken or the day filled) or 503 with her
 * values, so the page renders again with everything she typed.
 */
export async function bookAction(
  request: Request,
  { db, busyTimes, logError }: { db: Database; busyTimes?: BusyTimesSource; logError: (error: unknown) => void },
) {
  const form = await readForm(request);
  if (!form) return data<BookingActionData>({ errors: {}, values: {}, message: bookingCopy.unavailable }, 400);
  const values = typedValues(form);
  // A bot filling the hidden field is answered like a person and books nothing.
  if (typeof form.get(HONEYPOT_FIELD) === "string" && form.get(HONEYPOT_FIELD) !== "") return redirect("/vibe-check", 303);

  const parsed = bookingFormSchema.safeParse(bookingFieldsFromForm(form));
  if (!parsed.success) return data<BookingActionData>({ errors: fieldErrors(parsed.error.issues), values }, 400);
  try {
    const outcome = await bookVibeCheck(db, parsed.data, { now: new Date(), pageUri: "/vibe-check", busyTimes });
    if (outcome.kind === "booked") return redirect(bookingPagePath(outcome.token), 303);
    return data<BookingActionData>(
      { errors: { start: bookingCopy.refusals[outcome.reason] }, values: { ...values, start: "" }, message: bookingCopy.refusals[outcome.reason] },
      409,
    );
  } catch (error) {
    logError(error);
    return data<BookingActionData>({ errors: {}, values, message: bookingCopy.unavailable }, { status: 503, headers: { "Retry-After": "30" } });
  }
}

/** POST to a booking's page: `intent=cancel`, or `intent=move` with a new `start`. */
export async function manageAction(
  request: Request,
  token: string,
  { db, busyTimes, logError }: { db: Database; busyTimes?: BusyTimesSource; logError: (error: unknown) => void },
) {
  const form = await readForm(request);
  const intent = form?.get("intent");
  if (!form || (intent !== "cancel" && intent !== "move")) return data<BookingActionData>({ errors: {}, values: {}, message: bookingCopy.unavailable }, 400);
  try {
    if (intent === "cancel") {
      const outcome = await cancelBooking(db, token, new Date());
      if (outcome.kind === "gone") return data<BookingActionData>({ errors: {}, values: {}, message: "This booking can no longer be changed." }, 410);
      return redirect(`${bookingPagePath(token)}?cancelled=1`, 303);
    }
    const parsed = moveFormSchema.safeParse(bookingFieldsFromForm(form));
    if (!parsed.success) return data<BookingActionData>({ errors: fieldErrors(parsed.error.issues), values: {} }, 400);
    const outcome = await rescheduleBooking(db, token, parsed.data.start, { now: new Date(), busyTimes });
    if (outcome.kind === "done") return redirect(`${bookingPagePath(token)}?moved=1`, 303);
    if (outcome.kind === "gone") return data<BookingActionData>({ errors: {}, values: {}, message: "This booking can no longer be changed." }, 410);
    return data<BookingActionData>({ errors: { start: bookingCopy.refusals[outcome.reason] }, values: {}, message: bookingCopy.refusals[outcome.reason] }, 409);
  } catch (error) {
    logError(error);
    return data<BookingActionData>({ errors: {}, values: {}, message: bookingCopy.unavailable }, { status: 503, headers: { "Retry-After": "30" } });
  }
}

async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) return null;
  try {
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_FORM_BYTES) return null;
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}

/** What the visitor typed, to show again: text only, bounded, never the hidden fields. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["firstName", "lastName", "email", "phone", "serviceInterest", "note", "start", "callType", "communicationsOptIn", "dataStorageConsent"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 300);
  }
  return values;
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
