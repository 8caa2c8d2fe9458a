import type { Request, Response } from "express";
import { newsletterSignupSchema } from "~/features/newsletter/newsletter-schema";
import { upsertNewsletterSignup } from "~/features/newsletter/newsletter.server";
import { isPlainObject } from "./body";
import type { ApiDeps } from "./deps";
import { safeError } from "./rate-limit";
import { sendServiceUnavailable, validationFailure } from "./responses";

/**
 * POST /api/submit-hubspot: the newsletter modal. Only the configured HubSpot
 * form is accepted (no open relay into anyone's portal). The signup is stored, and forwarded to
 * HubSpot by the outbox worker when forwarding is on. A repeat of the same e-mail is a success.
 */
export function submitHubspot({ db, logger, config, onLeadStored }: ApiDeps) {
  return async (req: Request, res: Response) => {
    const body: unknown = req.body;
    if (!isPlainObject(body)) {
      return res.status(400).json({ message: "The request body must be a JSON object with the form's fields.", errors: {} });
    }
    const parsed = newsletterSignupSchema.safeParse(body);
    if (!parsed.success) return res.status(400).json(validationFailure(parsed.error));
    if (parsed.data.portalId !== config.NEWSLETTER_PORTAL_ID || parsed.data.formId !== config.NEWSLETTER_FORM_ID) {
      return res.status(400).json({ message: "This newsletter form is not known here.", errors: {} });
    }

    try {
      await upsertNewsletterSignup(db, parsed.data);
    } catch (error) {
      logger.error({ err: safeError(error), path: req.path }, "could not store a newsletter signup");
      return sendServiceUnavailable(req, res);
    }
    onLeadStored?.();
    res.status(200).json({ ok: true, message: "You're now on the list!" });
  };
}
