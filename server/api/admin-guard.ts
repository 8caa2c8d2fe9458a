import type { NextFunction, Request, Response } from "express";
import type { Database } from "~/db/client.server";
import type { Role, SessionUser } from "~/features/admin/auth.server";
import { authorise } from "~/features/admin/session.server";
import type { Logger } from "../logger";

export interface AdminLocals {
  adminUser: SessionUser;
  sessionToken: string;
}

/**
 * The admin APIs' door: the session cookie decides, never X-Auth-User or X-Auth-Admin. No session:
 * 401; a session without the role: 403. Answers are personal, so nothing is cached.
 */
export function requireSession({ db, logger, role, secure }: { db: Database; logger: Logger; role: Role; secure: boolean }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.set("Cache-Control", "private, no-store");
    let outcome;
    try {
      outcome = await authorise(db, req.get("cookie"), role, secure);
    } catch (error) {
      logger.error({ err: error, path: req.path }, "session check failed");
      res.set("Retry-After", "30").status(503).json({ message: "The admin area is unavailable for a moment. Please try again." });
      return;
    }
    if (outcome.kind === "unauthenticated") {
      res.status(401).json({ message: "Please sign in." });
      return;
    }
    if (outcome.kind === "forbidden") {
      res.status(403).json({ message: "Your account does not have access to this." });
      return;
    }
    res.locals.adminUser = outcome.user;
    res.locals.sessionToken = outcome.token;
    next();
  };
}

export function adminLocals(res: Response): AdminLocals {
  return res.locals as unknown as AdminLocals;
}

/** After requireSession: 403 unless the signed-in user is an admin. */
export function requireAdminRole(_req: Request, res: Response, next: NextFunction) {
  if (!adminLocals(res).adminUser?.isAdmin) {
    res.status(403).json({ message: "Your account does not have access to this." });
    return;
  }
  next();
}
