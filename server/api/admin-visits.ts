import { Router } from "express";
import { parseDashboardRange, visitsDashboard } from "~/features/analytics/visits-dashboard.server";
import type { ApiDeps } from "./deps";

/** GET /api/clarity/dashboard?days=7|30|90 or ?from=&to=: the visits dashboard (admins only, mounted behind requireSession). */
export function adminVisitsRouter({ db, logger }: ApiDeps) {
  const router = Router();
  router.get("/dashboard", async (req, res) => {
    try {
      const range = parseDashboardRange(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
      res.json(await visitsDashboard(db, range));
    } catch (error) {
      logger.error({ err: error, path: req.path }, "visits dashboard failed");
      res.status(503).json({ message: "The figures could not be read just now. Please try again." });
    }
  });
  return router;
}
