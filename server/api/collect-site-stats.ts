import express, { type NextFunction, type Request, type Response } from "express";
import { isbot } from "isbot";
import { COLLECT_MAX_BYTES, SLOW_LCP_MS } from "~/features/analytics/collect-events";
import { collectBodySchema } from "~/features/analytics/collect-schema";
import { deviceClassFromUserAgent, recordSiteStats } from "~/features/analytics/collect.server";
import type { ApiDeps } from "./deps";
import { sendServiceUnavailable } from "./responses";

/**
 * Beacons arrive as application/json (a Blob) or text/plain (a string, which needs no CORS
 * preflight in any browser); both carry JSON. Anything else is 415 before the body is read;
 * more than 4 KB is 413.
 */
export function parseBeaconBody() {
  const json = express.json({ limit: COLLECT_MAX_BYTES, strict: true, type: "application/json" });
  const text = express.text({ limit: COLLECT_MAX_BYTES, type: "text/plain" });
  return (req: Request, res: Response, next: NextFunction) => {
    const parser = req.is("application/json") ? json : req.is("text/plain") ? text : null;
    if (!parser) {
      res.status(415).json({ message: "Send statistics as application/json or text/plain." });
      return;
    }
    parser(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: number }).status;
        if (status === 413) return res.status(413).json({ message: "Too large." });
        return res.status(400).json({ message: "The request body is not valid JSON." });
      }
      if (typeof req.body === "string") {
        try {
          req.body = JSON.parse(req.body) as unknown;
        } catch {
          return res.status(400).json({ message: "The request body is not valid JSON." });
        }
      }
      next();
    });
  };
}

/**
 * POST /api/clarity/collect: our own, consent-gated statistics (page views, Web Vitals,
 * conversions). The browser sends them only after the visitor granted analytics. Stored without IP
 * address, cookie, user-agent string or anything typed into a form; bots are answered and ignored.
 * A largest contentful paint over 2500 ms is logged as slow. Reports from other sites are
 * refused before this (server/cross-site.ts).
 */
export function collectSiteStats({ db, logger }: ApiDeps) {
  return async (req: Request, res: Response) => {
    const parsed = collectBodySchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return res.status(400).json({ message: `Invalid statistics: ${issue ? `${issue.path.join(".") || "body"} ${issue.message}` : "unreadable"}` });
    }
    const userAgent = req.get("user-agent");
    if (userAgent && isbot(userAgent)) return res.status(204).end();

    for (const event of parsed.data.events) {
      if (event.type === "web_vital" && event.name === "LCP" && event.value > SLOW_LCP_MS) {
        logger.warn({ path: event.path, lcpMs: Math.round(event.value), rating: event.rating }, "slow page: largest contentful paint over 2500 ms");
      }
    }
    try {
      await recordSiteStats(db, parsed.data.events, deviceClassFromUserAgent(userAgent), parsed.data.visit ?? null);
    } catch (error) {
      logger.error({ err: error, path: req.path }, "could not store site statistics");
      return sendServiceUnavailable(req, res);
    }
    res.status(204).end();
  };
}
