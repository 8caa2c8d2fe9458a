import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { signIn } from "~/features/admin/auth.server";
import { field, readAuthForm } from "~/features/admin/auth-form.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { afterSignInPath, authorise, sessionCookie } from "~/features/admin/session.server";
import { SignInPage } from "~/features/admin/sign-in-page";
import { completeSignIn } from "~/features/admin/two-factor.server";

const copy = adminScreenCopy.login;

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  const outcome = await authorise(context.db, request.headers.get("cookie"), "writer", context.sessionCookieSecure);
  if (outcome.kind !== "unauthenticated") throw redirect(afterSignInPath(next));
  return { next: afterSignInPath(next), notice: new URL(request.url).searchParams.has("reset") ? adminScreenCopy.resetPassword.done : undefined };
}

/** Two posts: username and password, then (for an account with two-factor) the code with the challenge. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request);
  if (!read.ok) return data({ step: "password" as const, error: read.message, username: "" }, { status: read.status });
  const { form } = read;
  const next = afterSignInPath(form.get("next"));
  const signedIn = (token: string) => redirect(next, { headers: { "Set-Cookie": sessionCookie(token, context.sessionCookieSecure) } });

  if (form.get("intent") === "code") {
    const challenge = field(form, "challenge");
    const result = await completeSignIn(context.db, { challenge, code: form.get("code"), clientAddress: context.clientAddress });
    if (result.ok) return signedIn(result.token);
    if (result.reason === "expired") return data({ step: "password" as const, error: copy.codeExpired, username: "" }, { status: 401 });
    const throttled = result.reason === "throttled";
    return data({ step: "code" as const, challenge, next, error: throttled ? copy.throttled : copy.codeFailed }, { status: throttled ? 429 : 401 });
  }

  const username = form.get("username");
  const result = await signIn(context.db, { username, password: form.get("password"), clientAddress: context.clientAddress });
  if (result.ok) return signedIn(result.token);
  if (result.reason === "second-step") return { step: "code" as const, challenge: result.challenge, next };
  const throttled = result.reason === "throttled";
  return data(
    { step: "password" as const, error: throttled ? copy.throttled : copy.failed, username: typeof username === "string" ? username.slice(0, 40) : "" },
    { status: throttled ? 429 : 401 },
  );
}

export function meta(_: Route.MetaArgs) {
  const [title, noindex] = adminMeta(copy.title);
  return [title, { name: "description", content: copy.description }, noindex];
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage next={loaderData.next} notice={actionData ? undefined : loaderData.notice} failure={actionData} />;
}
