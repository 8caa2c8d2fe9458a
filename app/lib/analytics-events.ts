/**
 * A small bus between features that have something to report (the newsletter modal, forms) and
 * the analytics feature, which registers a sink only after the visitor grants analytics consent.
 * With no sink registered, events go nowhere: nothing leaves the browser without consent.
 */
export type AnalyticsEventName = "page_view" | "newsletter_signup_success" | "newsletter_signup_error" | "quiz_complete" | "enquiry_sent";

export type AnalyticsSink = (name: AnalyticsEventName, payload: Record<string, unknown>) => void;

let sink: AnalyticsSink | null = null;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export function emitAnalyticsEvent(name: AnalyticsEventName, payload: Record<string, unknown>): void {
  if (!sink) return;
  try {
    sink(name, payload);
  } catch (error) {
    console.warn("Analytics event could not be sent", name, error);
  }
}
