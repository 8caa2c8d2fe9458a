import { Router } from "express";
import { adminAccountsRouter } from "./admin-accounts";
import { adminBookingsRouter } from "./admin-bookings";
import { requireSession } from "./admin-guard";
import { adminLeadsRouter } from "./admin-leads";
import { adminRepliesRouter } from "./admin-replies";
import { adminVisitsRouter } from "./admin-visits";
import { parseBody } from "./body";
import { adminBlogRouter, publicBlogHandler } from "./blog";
import { collectSiteStats, parseBeaconBody } from "./collect-site-stats";
import { rateLimit } from "./rate-limit";
import { submitHomepageForm } from "./submit-homepage-form";
import { submitHubspot } from "./submit-hubspot";
import type { ApiDeps } from "./deps";
import { sessionCookieSecure } from "../config";

/**
 * The JSON API under /api, in Express rather than React Router resource routes: see
 * docs/decisions/0010-api-in-express.md. Mounted before the page handler.
 */
export function createApiRouter(deps: ApiDeps) {
  const { config, logger, db } = deps;
  const router = Router();
  const limit = (bucket: string, max: number) =>
    rateLimit({ db, logger, enabled: config.RATE_LIMIT_ENABLED, rule: { bucket, max, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS } });

  // Answers about one visitor's submission: never cached by a browser or proxy.
  router.use(["/submit-homepage-form", "/submit-hubspot"], (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.post("/submit-homepage-form", parseBody("json", "form"), limit("contact", config.RATE_LIMIT_CONTACT_MAX), submitHomepageForm(deps));
  router.post("/submit-hubspot", parseBody("json", "form"), limit("newsletter", config.RATE_LIMIT_NEWSLETTER_MAX), submitHubspot(deps));

  // First-party statistics, sent by the browser only with analytics consent.
  router.use("/clarity/collect", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.post("/clarity/collect", parseBeaconBody(), limit("stats", config.RATE_LIMIT_STATS_MAX), collectSiteStats(deps));

  for (const path of ["/submit-homepage-form", "/submit-hubspot", "/clarity/collect"]) {
    router.all(path, (_req, res) => {
      res.set("Allow", "POST").status(405).json({ message: "Use POST." });
    });
  }

  // The admin APIs. The session cookie alone decides who is asking (never X-Auth-User or
  // X-Auth-Admin): 401 without a session, whatever the path, before anything else is looked at.
  const signedIn = requireSession({ db, logger, role: "writer", secure: sessionCookieSecure(config) });
  const adminOnly = requireSession({ db, logger, role: "admin", secure: sessionCookieSecure(config) });
  router.use("/admin", signedIn, adminAccountsRouter(), adminLeadsRouter(deps), adminRepliesRouter(deps), adminBookingsRouter(deps));
  router.use("/clarity", adminOnly, adminVisitsRouter(deps));
  // GET /api/blog (published posts) is public; everything under it is for signed-in writers.
  router.get("/blog", publicBlogHandler(deps));
  router.use("/blog", signedIn, adminBlogRouter(deps));
  router.use(["/admin", "/clarity", "/blog"], (_req, res) => {
    res.status(404).json({ message: "No such admin endpoint." });
  });
  return router;
}
