import { data, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { AccountError } from "~/features/admin/auth.server";
import { field, readAuthForm } from "~/features/admin/auth-form.server";
import { isResetToken, resetPasswordWithToken, resetTokenIsOpen } from "~/features/admin/password-reset.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { ResetPasswordPage } from "~/features/admin/sign-in-page";

const copy = adminScreenCopy.resetPassword;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const open = await resetTokenIsOpen(context.db, token);
  return { token: open && isResetToken(token) ? token : "", open };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request);
  if (!read.ok) return data({ error: read.message, open: false }, { status: read.status });
  const { form } = read;
  if (field(form, "newPassword") !== field(form, "repeatPassword")) {
    return data({ error: "The two new passwords are not the same.", open: true }, { status: 400 });
  }
  try {
    await resetPasswordWithToken(context.db, { token: form.get("token"), newPassword: form.get("newPassword") });
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const open = await resetTokenIsOpen(context.db, form.get("token"));
    return data({ error: error.message, open }, { status: 400 });
  }
  return redirect("/admin/login?reset=1");
}

export function meta(_: Route.MetaArgs) {
  const [title, noindex] = adminMeta(copy.title);
  return [title, { name: "description", content: copy.description }, noindex, { name: "referrer", content: "no-referrer" }];
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordPage
      title={copy.title}
      lede={copy.description}
      token={loaderData.token}
      open={actionData ? actionData.open : loaderData.open}
      error={actionData?.error}
    />
  );
}
