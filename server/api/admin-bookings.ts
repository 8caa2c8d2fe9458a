import { Router, type Request, type Response } from "express";
import {
  addException,
  addHost,
  addWeeklyHours,
  availabilityAdmin,
  callForLead,
  callsOverview,
  changeCallStatus,
  clearCalDav,
  hostExists,
  removeException,
  removeWeeklyHours,
  revokeFeed,
  rotateFeed,
  setCalDav,
  updateHost,
  updateSettings,
} from "~/features/booking/booking-admin.server";
import {
  calDavSchema,
  callStatusSchema,
  exceptionSchema,
  hostChangeSchema,
  newHostSchema,
  settingsSchema,
  uuidSchema,
  weeklyHoursSchema,
} from "~/features/booking/booking-admin.schema";
import { logLeadAccess } from "~/features/leads/leads-inbox.server";
import type { z } from "~/lib/zod";
import { adminLocals, requireAdminRole } from "./admin-guard";
import { parseBody } from "./body";
import type { ApiDeps } from "./deps";
import { validationFailure } from "./responses";

/** A refusal the handler decided on: answered with its status and message, never logged as a failure. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** SQLSTATE class 22 (bad data) and 23 (a constraint): the database refused the input, nothing changed. */
function isInputRejectedByDatabase(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23]/.test(code)) return true;
  }
  return false;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, errors } = validationFailure(result.error, result.error.issues[0]?.message ?? "Please check the form and try again.");
    throw new Refusal(400, message, errors);
  }
  return result.data;
}

function idParam(req: Request, name: string, what: string): string {
  const result = uuidSchema.safeParse(req.params[name]);
  if (!result.success) throw new Refusal(404, `No such ${what}.`);
  return result.data;
}

/**
 * /api/admin/bookings/...: the calls (status changes) and the availability rules. Admins only,
 * behind the session guard; every body is parsed with the schemas of booking-admin.schema.ts.
 * Public pages read availability fresh on every request, so a change shows there at once.
 */
export function adminBookingsRouter({ db, logger, onLeadStored }: ApiDeps) {
  const router = Router();
  router.use("/bookings", requireAdminRole);

  const handle = (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await work(req, res);
    } catch (error) {
      if (error instanceof Refusal) {
        res.status(error.status).json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
        return;
      }
      if (isInputRejectedByDatabase(error)) {
        res.status(400).json({ message: "That change does not fit the booking rules. Please check it and try again." });
        return;
      }
      logger.error({ err: error, path: req.path }, "admin bookings request failed");
      res.status(503).json({ message: "That did not work just now. Please try again." });
    }
  };
  const json = parseBody("json");
  const requireHost = async (hostId: string, status = 404) => {
    if (!(await hostExists(db, hostId))) throw new Refusal(status, "No such host.");
  };

  // Calls ---------------------------------------------------------------------------------------------------------
  router.get(
    "/bookings/calls",
    handle(async (_req, res) => {
      res.json(await callsOverview(db, new Date()));
    }),
  );

  router.get(
    "/bookings/calls/by-lead/:leadId",
    handle(async (req, res) => {
      res.json({ call: await callForLead(db, idParam(req, "leadId", "enquiry"), new Date()) });
    }),
  );

  router.patch(
    "/bookings/calls/:id",
    json,
    handle(async (req, res) => {
      const id = idParam(req, "id", "call");
      const { status } = parse(callStatusSchema, req.body);
      const outcome = await changeCallStatus(db, id, status, new Date());
      if (outcome.kind === "not-found") throw new Refusal(404, "No such call. It may have been deleted with its enquiry.");
      if (outcome.kind === "conflict") throw new Refusal(409, outcome.message);
      await logLeadAccess(db, {
        username: adminLocals(res).adminUser.username,
        action: "update",
        subject: `enquiry ${outcome.leadId}`,
        detail: `call ${status}`,
      });
      // A cancellation's e-mails are queued: wake the worker so they leave at once.
      if (status === "cancelled") onLeadStored?.();
      res.json({ ok: true });
    }),
  );

  // Availability --------------------------------------------------------------------------------------------------
  router.get(
    "/bookings/availability",
    handle(async (_req, res) => {
      res.json(await availabilityAdmin(db, new Date()));
    }),
  );

  router.put(
    "/bookings/settings",
    json,
    handle(async (req, res) => {
      await updateSettings(db, parse(settingsSchema, req.body), new Date());
      res.json({ ok: true });
    }),
  );

  router.post(
    "/bookings/hosts",
    json,
    handle(async (req, res) => {
      res.status(201).json({ id: await addHost(db, parse(newHostSchema, req.body)) });
    }),
  );

  router.patch(
    "/bookings/hosts/:id",
    json,
    handle(async (req, res) => {
      const id = idParam(req, "id", "host");
      const change = parse(hostChangeSchema, req.body);
      if (!(await updateHost(db, id, change))) throw new Refusal(404, "No such host.");
      res.json({ ok: true });
    }),
  );

  router.post(
    "/bookings/hosts/:id/hours",
    json,
    handle(async (req, res) => {
      const id = idParam(req, "id", "host");
      const hours = parse(weeklyHoursSchema, req.body);
      await requireHost(id);
      res.status(201).json({ id: await addWeeklyHours(db, id, hours) });
    }),
  );

  router.delete(
    "/bookings/hours/:id",
    handle(async (req, res) => {
      if (!(await removeWeeklyHours(db, idParam(req, "id", "hours")))) throw new Refusal(404, "Those hours are already gone.");
      res.json({ ok: true });
    }),
  );

  router.post(
    "/bookings/exceptions",
    json,
    handle(async (req, res) => {
      const exception = parse(exceptionSchema, req.body);
      if (exception.hostId !== null) await requireHost(exception.hostId, 400);
      res.status(201).json({ id: await addException(db, exception) });
    }),
  );

  router.delete(
    "/bookings/exceptions/:id",
    handle(async (req, res) => {
      if (!(await removeException(db, idParam(req, "id", "exception")))) throw new Refusal(404, "That exception is already gone.");
      res.json({ ok: true });
    }),
  );

  router.post(
    "/bookings/hosts/:id/feed",
    handle(async (req, res) => {
      const token = await rotateFeed(db, idParam(req, "id", "host"));
      if (!token) throw new Refusal(404, "No such host.");
      // The only time the token leaves the server: the address is shown once and kept by no one here.
      res.status(201).json({ path: `/calendar-feed/${token}.ics` });
    }),
  );

  router.delete(
    "/bookings/hosts/:id/feed",
    handle(async (req, res) => {
      if (!(await revokeFeed(db, idParam(req, "id", "host")))) throw new Refusal(404, "No such host.");
      res.json({ ok: true });
    }),
  );

  router.put(
    "/bookings/hosts/:id/caldav",
    json,
    handle(async (req, res) => {
      const id = idParam(req, "id", "host");
      if (!(await setCalDav(db, id, parse(calDavSchema, req.body)))) throw new Refusal(404, "No such host.");
      res.json({ ok: true });
    }),
  );

  router.delete(
    "/bookings/hosts/:id/caldav",
    handle(async (req, res) => {
      if (!(await clearCalDav(db, idParam(req, "id", "host")))) throw new Refusal(404, "No such host.");
      res.json({ ok: true });
    }),
  );

  return router;
}
