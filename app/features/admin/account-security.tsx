import { Form } from "react-router";
import type { AccountFormAnswer } from "./account-actions.server";
import { answerFor, Notes, SubmitButton } from "./form-answers";
import type { TwoFactorState } from "./two-factor.server";
import { buttonClass, inputClass, Panel, SuccessNote } from "~/components/admin/admin-kit";

export const labelClass = "mb-1.5 block text-sm font-semibold text-ink";

/** The address a password reset link goes to. */
export function EmailPanel({ email, answer }: { email: string; answer?: AccountFormAnswer }) {
  return (
    <Panel title="Email for password resets">
      <Form method="post" className="space-y-4">
        <div>
          <label htmlFor="account-email" className={labelClass}>
            Email address
          </label>
          <input
            id="account-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={email}
            aria-describedby="account-email-hint"
            className={inputClass}
          />
          <p id="account-email-hint" className="mt-1 text-xs text-ink-soft">
            Optional. With it, &ldquo;Forgot your password?&rdquo; on the sign-in page emails you a link. Leave it empty to remove it.
          </p>
        </div>
        <SubmitButton intent="email">Save email</SubmitButton>
        <Notes answer={answerFor(answer, "email")} />
      </Form>
    </Panel>
  );
}

/** Two-factor sign-in: off, being set up (secret shown, code asked), on (turn off with password and code). */
export function TwoFactorPanel({ state, answer }: { state: TwoFactorState; answer?: AccountFormAnswer }) {
  const mine = answerFor(answer, "two-factor-start", "two-factor-confirm", "two-factor-off");
  if (mine?.recoveryCodes) return <RecoveryCodes codes={mine.recoveryCodes} />;
  return (
    <Panel title="Two-factor sign-in">
      {state.enabled ? (
        <TurnOff left={state.recoveryCodesLeft} answer={mine} />
      ) : state.pending ? (
        <Confirm pending={state.pending} answer={mine} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-ink-soft">
            Off. With it on, signing in takes your password and a 6-digit code from an authenticator app on your phone (such as 1Password, Google Authenticator
            or Microsoft Authenticator), so a stolen password alone does not open the admin.
          </p>
          <SubmitButton intent="two-factor-start">Set up two-factor sign-in</SubmitButton>
          <Notes answer={mine} />
        </Form>
      )}
    </Panel>
  );
}

function Confirm({ pending, answer }: { pending: NonNullable<TwoFactorState["pending"]>; answer?: AccountFormAnswer }) {
  return (
    <div className="space-y-4 text-sm text-ink-soft">
      <p>1. In your authenticator app, add an account and type this key (or open the link on the phone that has the app). It is time-based, 6 digits.</p>
      <p className="rounded-xl bg-sand px-4 py-3 font-mono text-base tracking-wider break-words text-ink" aria-label={`Key: ${pending.groups.join(" ")}`}>
        {pending.groups.join(" ")}
      </p>
      <p>
        <a href={pending.uri} className="inline-link break-all">
          Open in an authenticator app
        </a>
      </p>
      <Form method="post" className="space-y-4">
        <div>
          <label htmlFor="setup-code" className={labelClass}>
            2. The 6-digit code the app shows now
          </label>
          <input
            id="setup-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            className={`${inputClass} font-mono tracking-widest sm:max-w-48`}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent="two-factor-confirm">Turn on two-factor sign-in</SubmitButton>
        </div>
        <Notes answer={answer} />
      </Form>
      <Form method="post">
        <p className="text-xs">
          Lost the key before confirming?{" "}
          <SubmitButton intent="two-factor-start" tone="secondary">
            Make a new key
          </SubmitButton>
        </p>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Panel title="Two-factor sign-in is on">
      <div className="space-y-4 text-sm text-ink-soft">
        <SuccessNote>From now on, signing in asks for a code from your app.</SuccessNote>
        <p>
          <strong className="text-ink">Save these recovery codes now</strong> (print them or keep them in your password manager). Each one signs you in once if
          you lose your phone. They are not shown again.
        </p>
        <ul className="grid grid-cols-2 gap-2 rounded-xl bg-sand px-4 py-3 font-mono text-base text-ink" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <a href="/admin/account" className={buttonClass.secondary}>
          I have saved them
        </a>
      </div>
    </Panel>
  );
}

function TurnOff({ left, answer }: { left: number; answer?: AccountFormAnswer }) {
  return (
    <Form method="post" className="space-y-4">
      <p className="text-sm text-ink-soft">
        On. Signing in asks for a code from your authenticator app. {left} of 10 recovery codes left. To turn it off, type your password and a current code.
      </p>
      <div>
        <label htmlFor="off-password" className={labelClass}>
          Password
        </label>
        <input id="off-password" name="password" type="password" autoComplete="current-password" maxLength={256} required className={inputClass} />
      </div>
      <div>
        <label htmlFor="off-code" className={labelClass}>
          Code from the app, or a recovery code
        </label>
        <input
          id="off-code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          required
          className={`${inputClass} font-mono tracking-widest sm:max-w-48`}
        />
      </div>
      <SubmitButton intent="two-factor-off" tone="danger">
        Turn off two-factor sign-in
      </SubmitButton>
      <Notes answer={answer} />
    </Form>
  );
}
