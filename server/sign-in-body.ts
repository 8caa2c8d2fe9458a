import type { NextFunction, Request, Response } from "express";

/** A username, a password (at most 1,024 characters) and where to go next: 16 KB is generous. */
export const SIGN_IN_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The sign-in page's form posts, capped like the API's bodies: a declared length over the limit
 * is refused with 413 before a byte is read, and a body without a declared length (browsers always
 * declare it for a form) with 411, since its size is only known once it has been read.
 */
export function capSignInBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    if (declared === undefined && req.headers["transfer-encoding"] !== undefined) {
      refuse(res, 411, "Send the sign-in form with its length.");
      return;
    }
    if (declared !== undefined && !(Number(declared) <= SIGN_IN_BODY_LIMIT_BYTES)) {
      refuse(res, 413, "That is more than the sign-in form takes.");
      return;
    }
    next();
  };
}

function refuse(res: Response, status: number, message: string) {
  // The unread body is not drained: the connection closes after this answer.
  res.set({ Connection: "close", "Cache-Control": "no-store" }).status(status).type("text/plain").send(message);
}
