import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { LogoMark } from "~/components/layout/logo";
import { signIn } from "~/features/admin/auth.server";
import { afterSignInPath, authorise, sessionCookie } from "~/features/admin/session.server";
import { buttonClass, ErrorNote, inputClass } from "~/components/ui/admin-kit";
import { Heading } from "~/components/ui/heading";

const FAILED = "Sign-in failed. Check your username and password and try again.";
const THROTTLED = "Too many attempts. Please wait 15 minutes, then try again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  const outcome = await authorise(context.db, request.headers.get("cookie"), "writer");
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
      { error: throttled ? THROTTLED : FAILED, username: typeof username === "string" ? username.slice(0, 40) : "" },
      { status: throttled ? 429 : 401 },
    );
  }
  const next = afterSignInPath(typeof form?.get("next") === "string" ? (form.get("next") as string) : null);
  return redirect(next, { headers: { "Set-Cookie": sessionCookie(result.token, context.sessionCookieSecure) } });
}

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Millennial Life admin" },
  { name: "description", content: "Sign in to the Millennial Life admin area to answer enquiries, publish posts and read visits." },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLogin() {
  const { next } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-[radial-gradient(circle_at_top_left,var(--color-teal-50),transparent_55%),radial-gradient(circle_at_bottom_right,var(--color-coral-50),transparent_50%)] px-5 py-12"
    >
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center justify-center gap-3">
          <LogoMark />
          <p className="font-display text-xl text-ink">Millennial Life</p>
        </div>
        <div className="rounded-3xl border border-line bg-white p-7 shadow-lift sm:p-9">
          <Heading as="h1" size="card">
            Sign in to the admin
          </Heading>
          <p className="mt-1.5 text-sm text-ink-soft">Enquiries, posts and visits, in one place for the practice.</p>
          <form method="post" className="mt-7 space-y-5">
            <input type="hidden" name="next" value={next} />
            {failure?.error ? <ErrorNote>{failure.error}</ErrorNote> : null}
            <div>
              <label htmlFor="username" className="mb-1.5 block text-sm font-semibold text-ink">
                Username
              </label>
              <input
                id="username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={40}
                defaultValue={failure?.username ?? ""}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="password" className="mb-1.5 block text-sm font-semibold text-ink">
                Password
              </label>
              <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={256} className={inputClass} />
            </div>
            <button type="submit" className={`${buttonClass.primary} w-full`}>
              Sign in
            </button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-ink-soft">
          Forgot your password? Ask the practice's admin to reset it.{" "}
          <a href="/" className="font-semibold text-teal-800 underline underline-offset-2">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
