import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { AccountError, changePassword, endUserSessions, GuessThrottledError, type SessionUser } from "./auth.server";
import { PASSWORDS_DIFFER } from "./account-rules";
import { field, readAuthForm } from "./auth-form.server";
import { accountEmail, setAccountEmail } from "./password-reset.server";
import { authorise, clearedSessionCookie, readSessionToken } from "./session.server";
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup, twoFactorState } from "./two-factor.server";

/** What the account page's forms answer: which form, and its message or the new recovery codes. */
export type AccountFormAnswer = { form: AccountFormIntent; error?: string; notice?: string; recoveryCodes?: string[] };
export type AccountFormIntent = "password" | "email" | "two-factor-start" | "two-factor-confirm" | "two-factor-off" | "sign-out-everywhere";
const INTENTS: readonly AccountFormIntent[] = ["password", "email", "two-factor-start", "two-factor-confirm", "two-factor-off", "sign-out-everywhere"];

export async function accountPageData(db: Database, user: SessionUser) {
  return { username: user.username, email: await accountEmail(db, user), twoFactor: await twoFactorState(db, user) };
}

/** The account page's native form posts: 401 before the body is read, 415/413/400 for what is not one of its forms. */
export async function accountAction({
  request,
  context,
}: {
  request: Request;
  context: { db: Database; clientAddress: string; sessionCookieSecure: boolean };
}) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "writer", context.sessionCookieSecure);
  if (outcome.kind !== "ok") throw data({ message: "Sign in to change your account." }, { status: 401 });
  const read = await readAuthForm(request);
  if (!read.ok) throw data({ message: read.message }, { status: read.status });
  const { form } = read;
  const intent = INTENTS.find((name) => name === form.get("intent"));
  if (!intent) throw data({ message: "That is not one of this page's forms." }, { status: 400 });
  const { user } = outcome;
  const answer = (fields: Omit<AccountFormAnswer, "form">, status = 200) => data<AccountFormAnswer>({ form: intent, ...fields }, { status });
  try {
    switch (intent) {
      case "password": {
        const newPassword = field(form, "newPassword");
        if (newPassword !== field(form, "repeatPassword")) throw new AccountError(PASSWORDS_DIFFER);
        await changePassword(context.db, user, {
          currentPassword: field(form, "currentPassword"),
          newPassword,
          // This browser stays signed in; every other session ends.
          keepToken: readSessionToken(request.headers.get("cookie"), context.sessionCookieSecure) ?? "",
          clientAddress: context.clientAddress,
        });
        return answer({ notice: "Password changed. Your other sessions were signed out." });
      }
      case "sign-out-everywhere":
        await endUserSessions(context.db, user.id);
        throw redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(context.sessionCookieSecure) } });
      case "email":
        await setAccountEmail(context.db, user, field(form, "email"));
        return answer({ notice: "Email address saved." });
      case "two-factor-start":
        await startTwoFactorSetup(context.db, user);
        return answer({});
      case "two-factor-confirm":
        return answer({ recoveryCodes: await confirmTwoFactorSetup(context.db, user, { code: form.get("code"), clientAddress: context.clientAddress }) });
      case "two-factor-off":
        await disableTwoFactor(context.db, user, { password: form.get("password"), code: form.get("code"), clientAddress: context.clientAddress });
        return answer({ notice: "Two-factor sign-in is off. Your password alone signs you in again." });
    }
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return answer({ error: error.message }, error instanceof GuessThrottledError ? 429 : 400);
  }
}
