import { Router, type Request, type Response } from "express";
import { isUuid } from "~/lib/uuid";
import { AccountError, GuessThrottledError, createUser, listUsers, resetUserPassword, setUserDisabled } from "~/features/admin/auth.server";
import { adminLocals, requireAdminRole } from "./admin-guard";
import { isPlainObject, parseBody } from "./body";
import type { ApiDeps } from "./deps";

/**
 * /api/admin/session (any signed-in user) and /users (admins). Changing one's own password and
 * signing out everywhere are the account page's native forms. Mounted behind requireSession.
 */
export function adminAccountsRouter({ db, logger }: ApiDeps) {
  const router = Router();
  const admin = requireAdminRole;

  const handle = (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await work(req, res);
    } catch (error) {
      if (error instanceof AccountError) {
        res.status(error instanceof GuessThrottledError ? 429 : 400).json({ message: error.message });
        return;
      }
      logger.error({ err: error, path: req.path }, "admin account request failed");
      res.status(503).json({ message: "That did not work just now. Please try again." });
    }
  };

  router.get("/session", (_req, res) => {
    const { adminUser } = adminLocals(res);
    res.json({ username: adminUser.username, isAdmin: adminUser.isAdmin });
  });

  router.get(
    "/users",
    admin,
    handle(async (_req, res) => {
      res.json({ users: await listUsers(db) });
    }),
  );

  router.post(
    "/users",
    admin,
    parseBody("json"),
    handle(async (req, res) => {
      const body: unknown = req.body;
      if (!isPlainObject(body) || typeof body.username !== "string" || typeof body.password !== "string" || typeof body.isAdmin !== "boolean") {
        res.status(400).json({ message: "Send username, password and isAdmin." });
        return;
      }
      const user = await createUser(db, { username: body.username, password: body.password, isAdmin: body.isAdmin });
      res.status(201).json({ user });
    }),
  );

  router.patch(
    "/users/:id",
    admin,
    parseBody("json"),
    handle(async (req, res) => {
      const body: unknown = req.body;
      const id = String(req.params.id);
      if (!isUuid(id) || !isPlainObject(body) || typeof body.disabled !== "boolean") {
        res.status(400).json({ message: "Send disabled as true or false for an existing user." });
        return;
      }
      await setUserDisabled(db, adminLocals(res).adminUser, id, body.disabled);
      res.json({ ok: true });
    }),
  );

  router.post(
    "/users/:id/password",
    admin,
    parseBody("json"),
    handle(async (req, res) => {
      const body: unknown = req.body;
      const id = String(req.params.id);
      if (!isUuid(id) || !isPlainObject(body) || typeof body.password !== "string") {
        res.status(400).json({ message: "Send the new password for an existing user." });
        return;
      }
      await resetUserPassword(db, id, body.password);
      res.json({ ok: true, message: "Password reset. Their sessions were signed out." });
    }),
  );

  return router;
}
