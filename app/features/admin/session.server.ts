import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { hasRole, userForSessionToken, SESSION_ABSOLUTE_MS, type Role, type SessionUser } from "./auth.server";

/**
 * THE guard of the admin area: every admin page loader and action and every /api/admin,
 * /api/blog and /api/clarity endpoint asks it. It reads the session cookie and nothing else.
 */
export type Authorisation = { kind: "ok"; user: SessionUser; token: string } | { kind: "unauthenticated" } | { kind: "forbidden"; user: SessionUser };

export async function authorise(db: Database, cookieHeader: string | null | undefined, role: Role, secure: boolean): Promise<Authorisation> {
  const token = readSessionToken(cookieHeader, secure);
  const user = await userForSessionToken(db, token);
  if (!user || !token) return { kind: "unauthenticated" };
  if (!hasRole(user, role)) return { kind: "forbidden", user };
  return { kind: "ok", user, token };
}

/** `__Host-` binds the cookie to this host over HTTPS (no Domain, Path=/); plain HTTP in development cannot use it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-ml_admin" : "ml_admin";
}

/**
 * The token of the one cookie name this server sets: over HTTPS only `__Host-ml_admin`, so a plain
 * `ml_admin` planted by a sibling subdomain or plain-HTTP page is never read.
 */
export function readSessionToken(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const wanted = sessionCookieName(secure);
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === wanted) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/**
 * For admin page loaders and actions: the signed-in user, or a redirect to the sign-in page (which
 * brings them back here), or 403 for a writer on an admin-only page.
 */
export async function requireAdminPage(
  { request, context }: { request: Request; context: { db: Database; sessionCookieSecure: boolean } },
  role: Role = "writer",
): Promise<{ user: SessionUser; token: string }> {
  const outcome = await authorise(context.db, request.headers.get("cookie"), role, context.sessionCookieSecure);
  if (outcome.kind === "unauthenticated") {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (outcome.kind === "forbidden") throw data({ message: "Your account does not have access to this page." }, { status: 403 });
  return outcome;
}

/** Where to go after signing in: an admin path on this site, never another host. */
export function afterSignInPath(next: string | null): string {
  if (!next || next.length > 500 || !/^\/admin(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%._-]*)?$/.test(next)) return "/admin";
  if (next.startsWith("/admin/login") || next.startsWith("/admin/logout")) return "/admin";
  return next;
}
