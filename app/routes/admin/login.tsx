import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { signIn } from "~/features/admin/auth.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { afterSignInPath, authorise, sessionCookie } from "~/features/admin/session.server";
import { SignInPage } from "~/features/admin/sign-in-page";

const copy = adminScreenCopy.login;

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  const outcome = await authorise(context.db, request.headers.get("cookie"), "writer", context.sessionCookieSecure);
  if (outcome.kind !== "unauthenticated") throw redirect(afterSignInPath(next));
  return { next: afterSignInPath(next) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const username = form?.get("username");
  const result = await signIn(context.db, { username, password: form?.get("password"), clientAddress: context.clientAddress });
  if (!result.ok) {
    const throttled = result.reason === "throttled";
    return data(
      { error: throttled ? copy.throttled : copy.failed, username: typeof username === "string" ? username.slice(0, 40) : "" },
      { status: throttled ? 429 : 401 },
    );
  }
  const next = afterSignInPath(typeof form?.get("next") === "string" ? (form.get("next") as string) : null);
  return redirect(next, { headers: { "Set-Cookie": sessionCookie(result.token, context.sessionCookieSecure) } });
}

export function meta(_: Route.MetaArgs) {
  const [title, noindex] = adminMeta(copy.title);
  return [title, { name: "description", content: copy.description }, noindex];
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage next={loaderData.next} failure={actionData} />;
}
