import type { Request, Response } from "express";
import { contactRequestSchema, HONEYPOT_FIELD } from "~/features/contact/contact-schema";
import { storeContactRequest } from "~/features/contact/contact.server";
import { isPlainObject } from "./body";
import type { ApiDeps } from "./deps";
import { safeError } from "./rate-limit";
import { isFormPost, redirectBackToForm, sendFailure, sendServiceUnavailable, validationFailure } from "./responses";

/**
 * POST /api/submit-homepage-form: the contact request. Answers 2xx only once the enquiry and its
 * notification are committed; a bot that fills the honeypot gets the same answer and stores nothing.
 */
export function submitHomepageForm({ db, logger, onLeadStored }: ApiDeps) {
  return async (req: Request, res: Response) => {
    const formPost = isFormPost(req);
    const body: unknown = req.body;
    if (!isPlainObject(body)) {
      return sendFailure(req, res, 400, { message: "The request body must be a JSON object with the form's fields.", errors: {} });
    }
    if (honeypotFilled(body)) return succeed(req, res, formPost);

    const parsed = contactRequestSchema.safeParse(formPost ? checkboxesFromFormPost(body) : body);
    if (!parsed.success) return sendFailure(req, res, 400, validationFailure(parsed.error));

    try {
      await storeContactRequest(db, parsed.data);
    } catch (error) {
      logger.error({ err: safeError(error), path: req.path }, "could not store a contact request");
      return sendServiceUnavailable(req, res);
    }
    onLeadStored?.();
    succeed(req, res, formPost);
  };
}

function succeed(req: Request, res: Response, formPost: boolean) {
  if (formPost) return redirectBackToForm(req, res, "submitted");
  res.status(201).json({ ok: true, message: "Request submitted" });
}

function honeypotFilled(body: Record<string, unknown>): boolean {
  if (!Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = body[HONEYPOT_FIELD];
  return !(value === "" || value === null || value === undefined || value === false);
}

/** A checkbox in a form post is "on" when ticked and missing when not (its value attribute may say "true"). */
function checkboxesFromFormPost(body: Record<string, unknown>): Record<string, unknown> {
  const checkbox = (value: unknown) => {
    if (value === undefined || value === "" || value === "off" || value === "false") return false;
    if (value === "on" || value === "true" || value === "1") return true;
    return value; // anything else (a repeated field, say) is left for the schema to refuse
  };
  return { ...body, communicationsOptIn: checkbox(body.communicationsOptIn), dataStorageConsent: checkbox(body.dataStorageConsent) };
}
