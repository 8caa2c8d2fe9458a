/**
 * Which global errors are noise. Pure functions over the parts of an event we read, so
 * they are unit-tested without a browser; install-global-error-handlers.ts acts on the verdicts.
 */

/**
 * The homepage's third-party reviews widget. Its script fails in ways we cannot fix
 * (ad blockers, its own outages); those errors are swallowed and logged, never shown.
 * The pattern names the common review-embed vendors and the generic words.
 */
export const REVIEWS_WIDGET_PATTERN = /reviews?[-_ ]?widget|elfsight|trustindex|featurable|embedsocial|reviewsonmywebsite/i;

/** Scripts injected by browser extensions, by URL scheme. */
export const EXTENSION_SCRIPT_PATTERN = /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

export const UNAUTHORIZED_REQUEST_MESSAGE = "Request failed with status code 401";

export interface ErrorEventLike {
  message?: string;
  filename?: string;
  error?: unknown;
}

export type ErrorEventVerdict = "reviews-widget" | "extension-noise" | "report";
export type RejectionVerdict = "extension-noise" | "report";

export function classifyErrorEvent(event: ErrorEventLike): ErrorEventVerdict {
  const text = [event.message, event.filename, stackOf(event.error), messageOf(event.error)].filter(Boolean).join("\n");
  if (REVIEWS_WIDGET_PATTERN.test(text)) return "reviews-widget";
  // A null error is what extensions and cross-origin scripts without CORS produce ("Script error.").
  if (event.error === null) return "extension-noise";
  return "report";
}

export function classifyRejection(reason: unknown): RejectionVerdict {
  if (EXTENSION_SCRIPT_PATTERN.test(stackOf(reason) ?? "")) return "extension-noise";
  if ((messageOf(reason) ?? "").includes(UNAUTHORIZED_REQUEST_MESSAGE)) return "extension-noise";
  return "report";
}

export function stackOf(value: unknown): string | undefined {
  const stack = (value as { stack?: unknown } | null | undefined)?.stack;
  return typeof stack === "string" ? stack : undefined;
}

export function messageOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  const message = (value as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}
