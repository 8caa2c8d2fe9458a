import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { isUuid } from "~/lib/uuid";
import { AccountError, createUser, resetUserPassword, setUserDisabled } from "./auth.server";
import { field, readAuthForm } from "./auth-form.server";
import { authorise } from "./session.server";

/** What the users screen's forms answer: which form (and for whom), its message, and when, so a form that worked can empty itself. */
export type UsersFormAnswer = {
  form: UsersFormIntent;
  userId?: string;
  /** The username a refused "add" asked for, so the form shows it again (never the password). */
  username?: string;
  error?: string;
  notice?: string;
  at: number;
};
export type UsersFormIntent = "add" | "disable" | "enable" | "reset-password";
const INTENTS: readonly UsersFormIntent[] = ["add", "disable", "enable", "reset-password"];

/**
 * The users screen's native form posts (admins only): 401/403 before the body is read, 415/413 for
 * what is not a form, 400 for what is not one of its forms or names no account.
 */
export async function usersAction({ request, context }: { request: Request; context: { db: Database; sessionCookieSecure: boolean } }) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "admin", context.sessionCookieSecure);
  if (outcome.kind === "unauthenticated") throw data({ message: "Sign in to manage accounts." }, { status: 401 });
  if (outcome.kind === "forbidden") throw data({ message: "Only an admin manages accounts." }, { status: 403 });
  const read = await readAuthForm(request);
  if (!read.ok) throw data({ message: read.message }, { status: read.status });
  const { form } = read;
  const intent = INTENTS.find((name) => name === form.get("intent"));
  if (!intent) throw data({ message: "That is not one of this page's forms." }, { status: 400 });
  const userId = intent === "add" ? undefined : field(form, "userId");
  if (userId !== undefined && !isUuid(userId)) throw data({ message: "No such account." }, { status: 400 });
  const answer = (fields: Pick<UsersFormAnswer, "error" | "notice" | "username">, status = 200) =>
    data<UsersFormAnswer>({ form: intent, userId, ...fields, at: Date.now() }, { status });
  try {
    switch (intent) {
      case "add": {
        const user = await createUser(context.db, {
          username: field(form, "username"),
          password: field(form, "password"),
          isAdmin: form.get("isAdmin") === "on",
        });
        return answer({ notice: `Account added: ${user.username} can sign in now.` });
      }
      case "disable":
      case "enable":
        await setUserDisabled(context.db, outcome.user, userId!, intent === "disable");
        return answer({ notice: intent === "disable" ? "Account disabled and signed out everywhere." : "Account enabled: it can sign in again." });
      case "reset-password":
        await resetUserPassword(context.db, userId!, field(form, "password"));
        return answer({ notice: "Password reset. They were signed out everywhere." });
    }
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return answer({ error: error.message, username: intent === "add" ? field(form, "username").slice(0, 64) : undefined }, 400);
  }
}
