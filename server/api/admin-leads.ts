import { Router, type Request, type Response } from "express";
import { isUuid } from "~/lib/uuid";
import { leadStatuses, type LeadStatus } from "~/db/schema";
import { accessLogPage, leadFilterParams, parseLeadFilter, type LeadFilter } from "~/features/leads/lead-filter";
import {
  erasePerson,
  exportLeadsCsv,
  getEnquiry,
  listAccessLog,
  listLeads,
  logLeadAccess,
  retryDelivery,
  updateEnquiry,
} from "~/features/leads/leads-inbox.server";
import { LEAD_NOTES_MAX } from "~/features/leads/manage-lead";
import { adminLocals, requireAdminRole } from "./admin-guard";
import { isPlainObject, parseBody } from "./body";
import type { ApiDeps } from "./deps";

/** The filter for the access log: what was asked for, without the search words (they may be a name). */
function describeFilter(filter: LeadFilter): string {
  const params = leadFilterParams({ ...filter, q: "", page: 1 });
  const parts = [...params].map(([k, v]) => `${k}=${v}`);
  if (filter.q) parts.push("with a search");
  return parts.length ? parts.join(", ") : "everything";
}

/**
 * /api/admin/leads, /leads.csv, /leads/:id, /people/:kind/:id, /deliveries/:id/retry and
 * /access-log: admins only (mounted behind requireSession). Reading one person's details, an
 * export and an erasure each leave a line in the access log.
 */
export function adminLeadsRouter({ db, logger, onLeadStored }: ApiDeps) {
  const router = Router();
  router.use(["/leads", "/leads.csv", "/people", "/deliveries", "/access-log"], requireAdminRole);

  const handle = (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await work(req, res);
    } catch (error) {
      logger.error({ err: error, path: req.path }, "admin leads request failed");
      res.status(503).json({ message: "That did not work just now. Please try again." });
    }
  };
  const query = (req: Request) => new URLSearchParams(req.originalUrl.split("?")[1] ?? "");

  router.get(
    "/leads",
    handle(async (req, res) => {
      res.json(await listLeads(db, parseLeadFilter(query(req))));
    }),
  );

  router.get(
    "/leads.csv",
    handle(async (req, res) => {
      const filter = parseLeadFilter(query(req));
      if (filter.type === "deliveries") {
        res.status(400).json({ message: "Export enquiries or newsletter signups." });
        return;
      }
      const { csv, rows } = await exportLeadsCsv(db, filter);
      await logLeadAccess(db, {
        username: adminLocals(res).adminUser.username,
        action: "export",
        subject: filter.type,
        detail: `${rows} rows; ${describeFilter(filter)}`,
      });
      const day = new Date().toISOString().slice(0, 10);
      res
        .set("Content-Type", "text/csv; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="millennial-life-${filter.type}-${day}.csv"`)
        .set("X-Content-Type-Options", "nosniff")
        .send(`\uFEFF${csv}`);
    }),
  );

  router.get(
    "/leads/:id",
    handle(async (req, res) => {
      const id = String(req.params.id);
      const lead = isUuid(id) ? await getEnquiry(db, id) : null;
      if (!lead) {
        res.status(404).json({ message: "No such enquiry. It may have been deleted." });
        return;
      }
      await logLeadAccess(db, { username: adminLocals(res).adminUser.username, action: "view", subject: `enquiry ${id}` });
      res.json(lead);
    }),
  );

  router.patch(
    "/leads/:id",
    parseBody("json"),
    handle(async (req, res) => {
      const id = String(req.params.id);
      const body: unknown = req.body;
      const change: { status?: LeadStatus; notes?: string } = {};
      if (isPlainObject(body) && Object.hasOwn(body, "status")) {
        if (!(leadStatuses as readonly unknown[]).includes(body.status)) {
          res.status(400).json({ message: `Status must be one of: ${leadStatuses.join(", ")}.` });
          return;
        }
        change.status = body.status as LeadStatus;
      }
      if (isPlainObject(body) && Object.hasOwn(body, "notes")) {
        if (typeof body.notes !== "string" || body.notes.length > LEAD_NOTES_MAX || body.notes.includes("\u0000")) {
          res.status(400).json({ message: `Notes are text of at most ${LEAD_NOTES_MAX.toLocaleString("en-US")} characters.` });
          return;
        }
        change.notes = body.notes;
      }
      if (!isUuid(id) || !isPlainObject(body) || Object.keys(change).length === 0) {
        res.status(400).json({ message: "Send a status or notes for an existing enquiry." });
        return;
      }
      if (!(await updateEnquiry(db, id, change, adminLocals(res).adminUser.username))) {
        res.status(404).json({ message: "No such enquiry. It may have been deleted." });
        return;
      }
      await logLeadAccess(db, {
        username: adminLocals(res).adminUser.username,
        action: "update",
        subject: `enquiry ${id}`,
        detail: Object.keys(change).join(" and "),
      });
      res.json({ ok: true });
    }),
  );

  router.delete(
    "/people/:kind/:id",
    handle(async (req, res) => {
      const kind = String(req.params.kind);
      const id = String(req.params.id);
      if ((kind !== "enquiry" && kind !== "signup") || !isUuid(id)) {
        res.status(400).json({ message: "Name an enquiry or a signup." });
        return;
      }
      const erased = await erasePerson(db, { kind, id });
      if (!erased) {
        res.status(404).json({ message: "Nothing to delete: it is already gone." });
        return;
      }
      const { counts, ids } = erased;
      await logLeadAccess(db, {
        username: adminLocals(res).adminUser.username,
        action: "delete",
        subject: `${kind} ${id}`,
        detail: `erased ${counts.contactRequests} enquiries, ${counts.newsletterSignups} signups, ${counts.outbox} deliveries (${ids.join(", ")})`,
      });
      res.json({ ok: true, deleted: counts });
    }),
  );

  router.post(
    "/deliveries/:id/retry",
    handle(async (req, res) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id < 1 || !(await retryDelivery(db, id))) {
        res.status(404).json({ message: "No failed delivery with that number." });
        return;
      }
      onLeadStored?.();
      res.json({ ok: true, message: "Queued again: the worker is trying it now." });
    }),
  );

  router.get(
    "/access-log",
    handle(async (req, res) => {
      res.json(await listAccessLog(db, accessLogPage(query(req))));
    }),
  );

  return router;
}
