import type { Request, Response } from "express";
import { newsletterSignupSchema } from "~/features/newsletter/newsletter-schema";
import { upsertNewsletterSignup } from "~/features/newsletter/newsletter.server";
import { isPlainObject } from "./body";
import type { ApiDeps } from "./deps";
import { isFormPost, redirectBackToForm, sendFailure, sendServiceUnavailable, validationFailure } from "./responses";

/**
 * POST /api/submit-hubspot: the newsletter modal (JSON) and the signup page's form without
 * JavaScript (a form post, answered with a 303 back to the form). Only the configured HubSpot
 * form is accepted (no open relay into anyone's portal). The signup is stored, and forwarded to
 * HubSpot by the outbox worker when forwarding is on. A repeat of the same e-mail is a success.
 */
export function submitHubspot({ db, logger, config, onLeadStored }: ApiDeps) {
  return async (req: Request, res: Response) => {
    const formPost = isFormPost(req);
    const body: unknown = req.body;
    if (!isPlainObject(body)) {
      return sendFailure(req, res, 400, { message: "The request body must be a JSON object with the form's fields.", errors: {} });
    }
    const parsed = newsletterSignupSchema.safeParse(body);
    if (!parsed.success) return sendFailure(req, res, 400, validationFailure(parsed.error));
    if (parsed.data.portalId !== config.NEWSLETTER_PORTAL_ID || parsed.data.formId !== config.NEWSLETTER_FORM_ID) {
      return sendFailure(req, res, 400, { message: "This newsletter form is not known here.", errors: {} });
    }

    try {
      await upsertNewsletterSignup(db, parsed.data);
    } catch (error) {
      logger.error({ err: error, path: req.path }, "could not store a newsletter signup");
      return sendServiceUnavailable(req, res);
    }
    onLeadStored?.();
    if (formPost) return redirectBackToForm(req, res, "submitted");
    res.status(200).json({ ok: true, message: "You're now on the list!" });
  };
}
