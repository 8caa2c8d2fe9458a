import type { NextFunction, Request, Response } from "express";
import { site } from "~/content/site";
import { resolveLegacyRedirect } from "~/lib/redirects";

/**
 * 301s before any page renders: the landing sub-site hosts (their home page goes to one offer),
 * then the legacy path table. The query string is kept.
 */
export function redirects() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    const subsiteTarget = site.subsiteRedirects[req.hostname.toLowerCase()];
    if (subsiteTarget && req.path === "/") {
      return res.redirect(301, `https://${site.hostnames.primary}${subsiteTarget}${query}`);
    }
    const target = resolveLegacyRedirect(req.path);
    if (target) return res.redirect(301, `${target}${query}`);
    next();
  };
}
