import { Router } from "express";
import { adminLocals } from "./admin-guard";

/**
 * /api/admin/session: who is signed in, for the admin's script. Accounts are managed on the Users
 * screen and one's own account on the account page, both native forms. Mounted behind requireSession.
 */
export function adminAccountsRouter() {
  const router = Router();

  router.get("/session", (_req, res) => {
    const { adminUser } = adminLocals(res);
    res.json({ username: adminUser.username, isAdmin: adminUser.isAdmin });
  });

  return router;
}
