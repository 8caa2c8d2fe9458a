import express, { type NextFunction, type Request, type Response } from "express";
import { sendFailure } from "./responses";

/** A lead is a few short fields: 32 KB is generous for JSON. */
export const JSON_BODY_LIMIT = "32kb";
/**
 * Percent-encoding turns one non-Latin character into up to 12 bytes, so a 5,000-character
 * message typed in, say, Korean or emoji needs ~60 KB as a form post: allow 64 KB there.
 */
export const FORM_BODY_LIMIT = "64kb";
/** A blog post: 100,000 characters of Markdown, up to 4 bytes each in UTF-8, plus its fields. */
export const POST_BODY_LIMIT = "512kb";

type BodyType = "json" | "form";
const MEDIA_TYPES: Record<BodyType, string> = { json: "application/json", form: "application/x-www-form-urlencoded" };

/**
 * Accepts only the given body types (415 otherwise, before anything is read), parses with a size
 * limit (413) and turns parser failures into JSON answers instead of Express's HTML error page.
 */
export function parseBody(...types: BodyType[]) {
  return parseBodyUpTo(JSON_BODY_LIMIT, ...types);
}

/** parseBody with another JSON size limit (a blog post is far longer than a lead). */
export function parseBodyUpTo(jsonLimit: string, ...types: BodyType[]) {
  const parsers = {
    json: express.json({ limit: jsonLimit, strict: true, type: MEDIA_TYPES.json }),
    form: express.urlencoded({ limit: FORM_BODY_LIMIT, extended: false, parameterLimit: 50, type: MEDIA_TYPES.form }),
  };
  const accepted = types.map((t) => MEDIA_TYPES[t]).join(" or ");
  return (req: Request, res: Response, next: NextFunction) => {
    const type = types.find((t) => req.is(MEDIA_TYPES[t]));
    if (!type) {
      res.status(415).json({ message: `Send the form as ${accepted}.` });
      return;
    }
    parsers[type](req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status;
      const kind = (error as { type?: string }).type;
      if (status === 413 || kind === "entity.too.large" || kind === "parameters.too.many") {
        return sendFailure(req, res, 413, { message: "That is more text than this form takes. Please shorten it and try again." });
      }
      if (status === 415) return sendFailure(req, res, 415, { message: "Send the form as UTF-8 text." });
      return sendFailure(req, res, 400, { message: type === "json" ? "The request body is not valid JSON." : "The form data could not be read." });
    });
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
