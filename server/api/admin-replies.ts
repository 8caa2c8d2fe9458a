import { Router, type Request, type Response } from "express";
import { listReplyTemplates, removeReplyTemplate, saveReplyTemplate, sendReply, type ChangeOutcome } from "~/features/leads/replies.server";
import { logLeadAccess } from "~/features/leads/leads-inbox.server";
import { adminLocals, requireAdminRole } from "./admin-guard";
import { parseBody } from "./body";
import type { ApiDeps } from "./deps";

/**
 * /api/admin/reply-templates and /api/admin/leads/:id/replies: admins only. The admin pages post
 * the same changes to their own actions; both go through the same checks in replies.server.ts.
 */
export function adminRepliesRouter({ db, logger, config, onLeadStored }: ApiDeps) {
  const router = Router();
  router.use("/reply-templates", requireAdminRole);
  router.use("/leads/:id/replies", requireAdminRole);
  const bookingLink = new URL("/vibe-check", config.ADMIN_BASE_URL).href;

  const answer = <T>(res: Response, outcome: ChangeOutcome<T>, okStatus = 200) => {
    if (outcome.ok) res.status(okStatus).json({ ok: true, ...outcome.value });
    else res.status(outcome.status).json({ message: outcome.message, errors: outcome.errors });
  };
  const handle = (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await work(req, res);
    } catch (error) {
      logger.error({ err: error, path: req.path }, "admin replies request failed");
      res.status(503).json({ message: "That did not work just now. Please try again." });
    }
  };

  router.get(
    "/reply-templates",
    handle(async (_req, res) => {
      res.json({ templates: await listReplyTemplates(db), emailConfigured: Boolean(config.SMTP_URL) });
    }),
  );
  router.post(
    "/reply-templates",
    parseBody("json", "form"),
    handle(async (req, res) => answer(res, await saveReplyTemplate(db, { body: req.body }), 201)),
  );
  router.put(
    "/reply-templates/:id",
    parseBody("json", "form"),
    handle(async (req, res) => answer(res, await saveReplyTemplate(db, { id: String(req.params.id), body: req.body }))),
  );
  router.delete(
    "/reply-templates/:id",
    handle(async (req, res) => answer(res, await removeReplyTemplate(db, String(req.params.id)))),
  );

  router.post(
    "/leads/:id/replies",
    parseBody("json", "form"),
    handle(async (req, res) => {
      const username = adminLocals(res).adminUser.username;
      const enquiryId = String(req.params.id);
      const outcome = await sendReply(db, { enquiryId, body: req.body, sentBy: username, bookingLink });
      if (outcome.ok) {
        await logLeadAccess(db, { username, action: "update", subject: `enquiry ${enquiryId}`, detail: "reply" });
        onLeadStored?.();
      }
      answer(res, outcome, 201);
    }),
  );

  return router;
}
