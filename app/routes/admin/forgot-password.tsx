import { data, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { readAuthForm } from "~/features/admin/auth-form.server";
import { requestPasswordReset } from "~/features/admin/password-reset.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { authorise } from "~/features/admin/session.server";
import { ForgotPasswordPage } from "~/features/admin/sign-in-page";

const copy = adminScreenCopy.forgotPassword;

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "writer", context.sessionCookieSecure);
  if (outcome.kind !== "unauthenticated") throw redirect("/admin/account");
  return null;
}

/** The same answer for every username or email, known or not; only this address's own limit shows. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const outcome = await requestPasswordReset(context.db, { identifier: read.form.get("identifier"), clientAddress: context.clientAddress });
  if (outcome === "throttled") return data({ error: copy.throttled }, { status: 429 });
  if (outcome === "invalid") return data({ error: copy.invalid }, { status: 400 });
  context.onLeadStored?.();
  return { sent: copy.sent };
}

export function meta(_: Route.MetaArgs) {
  const [title, noindex] = adminMeta(copy.title);
  return [title, { name: "description", content: copy.description }, noindex];
}

export default function AdminForgotPassword({ actionData }: Route.ComponentProps) {
  const answer = actionData as { sent?: string; error?: string } | undefined;
  return <ForgotPasswordPage title={copy.title} lede={copy.description} sent={answer?.sent} error={answer?.error} />;
}
