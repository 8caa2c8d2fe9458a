import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { CspSources } from "~/lib/csp-sources";

/** Extra hosts (consent-gated analytics, reviews widget) come only when their ids are configured. */
export interface CspOptions extends Partial<CspSources> {
  /** Pages rendered per request (personal, admin, errors) allow their inline scripts by nonce... */
  nonce?: string;
  /**
   * ...cacheable pages by the hashes of the exact inline scripts they carry (the same page is sent
   * to many visitors, so a nonce would be no secret). `'strict-dynamic'` then lets the scripts
   * those load (the route modules, consent-gated analytics) run too.
   */
  scriptHashes?: string[];
  /** Vite's dev server needs inline scripts and a websocket for hot reload. */
  dev: boolean;
}

export function buildCsp({ nonce, scriptHashes, dev, scriptHosts = [], connectHosts = [], imgHosts = [], frameHosts = [] }: CspOptions): string {
  const inline = scriptHashes ? [...scriptHashes, "'strict-dynamic'"] : nonce ? [`'nonce-${nonce}'`] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // With 'strict-dynamic', CSP3 browsers ignore 'self' and the hosts; older ones still read them.
    "script-src": ["'self'", ...inline, ...scriptHosts, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imgHosts],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connectHosts, ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": frameHosts.length ? frameHosts : ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export type CspHosts = Omit<CspOptions, "nonce" | "scriptHashes" | "dev">;

/**
 * Security headers on every response, with a fresh CSP nonce per request (res.locals.cspNonce);
 * the render cache replaces the CSP of the pages it shares with their scripts' hashes.
 */
export function securityHeaders(options: { dev: boolean; hsts: boolean; csp?: CspHosts }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", buildCsp({ nonce, dev: options.dev, ...options.csp }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (options.hsts && req.secure) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
