import type { Request, Response } from "express";
import { NEWSLETTER_FORM_ANCHOR } from "~/features/newsletter/newsletter-constants";
import { sameSitePath } from "~/lib/same-site-path";
import type { z } from "~/lib/zod";

/**
 * Answers for the lead endpoints. A browser with JavaScript posts JSON and reads JSON; the form
 * without JavaScript posts application/x-www-form-urlencoded and is sent back to its page with
 * `?submitted=1#<form>` or `?error=1#<form>`, which the page turns into a message.
 */
export function isFormPost(req: Request): boolean {
  return Boolean(req.is("application/x-www-form-urlencoded"));
}

/** Where on its page each endpoint's form sits: the redirect back lands on it. */
const FORM_ANCHORS: Readonly<Record<string, string>> = { "/submit-hubspot": NEWSLETTER_FORM_ANCHOR };

export function redirectBackToForm(req: Request, res: Response, outcome: "submitted" | "error") {
  const body = req.body as Record<string, unknown> | undefined;
  const pageUri = body && Object.hasOwn(body, "pageUri") ? body.pageUri : undefined;
  const anchor = FORM_ANCHORS[req.path] ?? "contact";
  // Only ever a path on this site (checked after normalisation): never an open redirect.
  res.redirect(303, `${sameSitePath(pageUri)}?${outcome}=1#${anchor}`);
}

export function sendFailure(req: Request, res: Response, status: number, body: { message: string; errors?: Record<string, string> }) {
  if (isFormPost(req)) return redirectBackToForm(req, res, "error");
  res.status(status).json(body);
}

export function sendServiceUnavailable(req: Request, res: Response) {
  res.set("Retry-After", "30");
  sendFailure(req, res, 503, { message: "We could not save that just now. Please try again in a few minutes." });
}

/** `{ message, errors: { field: message } }`: the first problem as the message, one message per field. */
export function validationFailure(error: z.ZodError, fallback = "Please check the form and try again."): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  const first = error.issues.find((issue) => typeof issue.path[0] === "string");
  return { message: first?.message ?? fallback, errors };
}
