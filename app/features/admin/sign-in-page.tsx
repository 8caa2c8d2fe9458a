import { LogoMark } from "~/components/layout/logo";
import { buttonClass, ErrorNote, inputClass } from "~/components/ui/admin-kit";
import { Heading } from "~/components/ui/heading";

const copy = {
  heading: "Sign in to the admin",
  lede: "Inquiries, posts and visits, in one place for the practice.",
};

/** /admin/login: a plain form post, so signing in needs no script. */
export function SignInPage({ next, failure }: { next: string; failure?: { error: string; username: string } }) {
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
            {copy.heading}
          </Heading>
          <p className="mt-1.5 text-sm text-ink-soft">{copy.lede}</p>
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
