import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/features/admin/auth.server";
import { clearedSessionCookie, readSessionToken } from "~/features/admin/session.server";

/** Signing out is a POST (a form in the admin's top bar); a GET just goes back to the admin. */
export function loader() {
  throw redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await endSession(context.db, readSessionToken(request.headers.get("cookie"), context.sessionCookieSecure));
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(context.sessionCookieSecure) } });
}
