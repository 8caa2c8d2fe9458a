import type { NextFunction, Request, Response } from "express";
import { site } from "~/content/site";

/** The hosts the site's own pages are served from: canonical hostnames and landing sub-sites. */
export const SITE_HOSTS: readonly string[] = [...Object.values(site.hostnames), ...Object.keys(site.subsiteRedirects)];

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses, with 403, any state-changing request (POST, PUT, PATCH, DELETE) that another site made
 * a browser send: otherwise any page on the internet could make its visitors submit enquiries,
 * sign up, or act in the admin area with their cookie. Mounted once for the whole app, before the
 * API and the pages; exported so a router mounted elsewhere applies the very same rule.
 */
export function refuseCrossSite({ hosts = SITE_HOSTS }: { hosts?: readonly string[] } = {}) {
  const ownHosts = new Set(hosts.map((host) => host.toLowerCase()));
  return (req: Request, res: Response, next: NextFunction) => {
    if (READ_ONLY_METHODS.has(req.method) || isFromOwnPages(req, ownHosts)) return next();
    res.set("Cache-Control", "no-store").status(403).json({ message: "This site only accepts forms sent from this site's own pages." });
  };
}

/**
 * Sec-Fetch-Site when the browser sends it (every current one does); otherwise the Origin, else
 * the Referer, against our hosts and the host the request came to. A request that carries none
 * of them is not from a browser page (a script, a health check, a server) and passes.
 */
export function isFromOwnPages(req: Request, ownHosts: ReadonlySet<string>): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "same-origin" || fetchSite === "none") return true;
  if (fetchSite !== undefined && fetchSite !== "same-site") return false;
  // same-site: a sibling host of the same domain, which may or may not be ours; the Origin says.
  const source = req.get("origin") ?? req.get("referer");
  if (source === undefined) return fetchSite === undefined;
  let host: string;
  try {
    host = new URL(source).host.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
  if (host === "") return false;
  return ownHosts.has(host) || host === req.get("host")?.toLowerCase();
}
