import type { ReactNode } from "react";
import { LogoMark } from "~/components/layout/logo";
import { buttonClass, ErrorNote, inputClass, SuccessNote } from "~/components/admin/admin-kit";
import { Heading } from "~/components/ui/heading";
import { NewPasswordFields } from "./new-password-fields";

const copy = {
  heading: "Sign in to the admin",
  lede: "Inquiries, posts and visits, in one place for the practice.",
  codeHeading: "Two-factor sign-in",
  codeLede: "Type the 6-digit code your authenticator app shows for Millennial Life, or one of your recovery codes.",
};

const linkClass = "inline-link";
const labelClass = "mb-1.5 block text-sm font-semibold text-ink";

/** The frame of the signed-out screens: sign-in, its code step, forgot and reset password. */
export function SignedOutCard({ title, lede, children, footer }: { title: string; lede: string; children: ReactNode; footer?: ReactNode }) {
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
            {title}
          </Heading>
          <p className="mt-1.5 text-sm text-ink-soft">{lede}</p>
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-ink-soft">
          {footer}
          {footer ? <span aria-hidden="true"> · </span> : null}
          <a href="/" className={linkClass}>
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}

export type SignInFailure = { step: "password"; error: string; username: string } | { step: "code"; challenge: string; next: string; error?: string };

/** /admin/login: plain form posts, so signing in (and its code step) needs no script. */
export function SignInPage({ next, notice, failure }: { next: string; notice?: string; failure?: SignInFailure }) {
  if (failure?.step === "code") return <CodeStep challenge={failure.challenge} next={failure.next} error={failure.error} />;
  return (
    <SignedOutCard
      title={copy.heading}
      lede={copy.lede}
      footer={
        <a href="/admin/forgot-password" className={linkClass}>
          Forgot your password?
        </a>
      }
    >
      <form method="post" className="mt-7 space-y-5">
        <input type="hidden" name="next" value={next} />
        {notice ? <SuccessNote>{notice}</SuccessNote> : null}
        {failure?.error ? <ErrorNote>{failure.error}</ErrorNote> : null}
        <div>
          <label htmlFor="username" className={labelClass}>
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
          <label htmlFor="password" className={labelClass}>
            Password
          </label>
          <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={256} className={inputClass} />
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full`}>
          Sign in
        </button>
      </form>
    </SignedOutCard>
  );
}

function CodeStep({ challenge, next, error }: { challenge: string; next: string; error?: string }) {
  return (
    <SignedOutCard title={copy.codeHeading} lede={copy.codeLede}>
      <form method="post" className="mt-7 space-y-5">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="next" value={next} />
        {error ? <ErrorNote>{error}</ErrorNote> : null}
        <div>
          <label htmlFor="code" className={labelClass}>
            Code
          </label>
          <input
            id="code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={20}
            aria-describedby="code-hint"
            className={`${inputClass} font-mono tracking-widest`}
          />
          <p id="code-hint" className="mt-1 text-xs text-ink-soft">
            6 digits from the app, or a recovery code like abcde-fgh23 (each works once).
          </p>
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full`}>
          Sign in
        </button>
      </form>
    </SignedOutCard>
  );
}

/** /admin/forgot-password: one neutral answer, whatever was typed. */
export function ForgotPasswordPage({ title, lede, sent, error }: { title: string; lede: string; sent?: string; error?: string }) {
  return (
    <SignedOutCard
      title={title}
      lede={lede}
      footer={
        <a href="/admin/login" className={linkClass}>
          Back to sign-in
        </a>
      }
    >
      <form method="post" className="mt-7 space-y-5">
        {sent ? <SuccessNote>{sent}</SuccessNote> : null}
        {error ? <ErrorNote>{error}</ErrorNote> : null}
        <div>
          <label htmlFor="identifier" className={labelClass}>
            Username or email
          </label>
          <input
            id="identifier"
            name="identifier"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            aria-describedby="identifier-hint"
            className={inputClass}
          />
          <p id="identifier-hint" className="mt-1 text-xs text-ink-soft">
            The link goes to the email address saved on your account. No address saved? Ask the practice&rsquo;s admin to reset your password.
          </p>
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full`}>
          Email me a link
        </button>
      </form>
    </SignedOutCard>
  );
}

/** /admin/reset-password: the email's link; the token travels in a hidden field of the form. */
export function ResetPasswordPage({ title, lede, token, open, error }: { title: string; lede: string; token: string; open: boolean; error?: string }) {
  return (
    <SignedOutCard
      title={title}
      lede={lede}
      footer={
        <a href="/admin/login" className={linkClass}>
          Back to sign-in
        </a>
      }
    >
      {open ? (
        <form method="post" className="mt-7 space-y-5">
          <input type="hidden" name="token" value={token} />
          {error ? <ErrorNote>{error}</ErrorNote> : null}
          <NewPasswordFields />
          <button type="submit" className={`${buttonClass.primary} w-full`}>
            Set new password
          </button>
        </form>
      ) : (
        <div className="mt-7 space-y-5">
          <ErrorNote>{error ?? "This reset link has expired or was already used. Ask for a new one."}</ErrorNote>
          <a href="/admin/forgot-password" className={`${buttonClass.secondary} w-full`}>
            Ask for a new link
          </a>
        </div>
      )}
    </SignedOutCard>
  );
}
