import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { PASSWORD_MAX_LENGTH, PASSWORDS_DIFFER } from "./account-rules";
import { ErrorNote, inputClass, Panel } from "~/components/admin/admin-kit";
import { USER_STORAGE_KEY } from "~/lib/api-client";
import type { AccountFormAnswer } from "./account-actions.server";
import { EmailPanel, labelClass, TwoFactorPanel } from "./account-security";
import { answerFor, Notes, SubmitButton } from "./form-answers";
import { NewPasswordFields } from "./new-password-fields";
import type { TwoFactorState } from "./two-factor.server";

/**
 * The account page: every panel is a native form posting to the page's action, so each works
 * before (and without) JavaScript; once it has loaded, the router submits them in place.
 */
export function AccountSettings({ email, twoFactor, answer }: { email: string; twoFactor: TwoFactorState; answer?: AccountFormAnswer }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChangePassword answer={answerFor(answer, "password")} />
      <TwoFactorPanel state={twoFactor} answer={answer} />
      <EmailPanel email={email} answer={answer} />
      <SignOutEverywhere />
    </div>
  );
}

function ChangePassword({ answer }: { answer?: AccountFormAnswer }) {
  const form = useRef<HTMLFormElement>(null);
  // Read from the fields themselves (not React state), so what was typed before the script arrived counts.
  const [mismatch, setMismatch] = useState(false);
  const checkRepeat = () => {
    const fields = form.current?.elements;
    const repeat = (fields?.namedItem("repeatPassword") as HTMLInputElement | null)?.value ?? "";
    const fresh = (fields?.namedItem("newPassword") as HTMLInputElement | null)?.value ?? "";
    setMismatch(repeat.length > 0 && repeat !== fresh);
  };
  // A changed password empties the form (it was sent, so the two matched); a refused one keeps what was typed.
  useEffect(() => {
    if (answer?.notice) form.current?.reset();
  }, [answer]);
  return (
    <Panel title="Change your password">
      <Form
        method="post"
        ref={form}
        onChange={checkRepeat}
        // The server refuses two different passwords too; with the script, they are not sent.
        onSubmit={(event) => {
          if (mismatch) event.preventDefault();
        }}
        className="space-y-4"
      >
        <div>
          <label htmlFor="current-password" className={labelClass}>
            Current password
          </label>
          <input
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            className={inputClass}
          />
        </div>
        <NewPasswordFields mismatch={mismatch} />
        <SubmitButton intent="password">Change password</SubmitButton>
        {mismatch ? <ErrorNote>{PASSWORDS_DIFFER}</ErrorNote> : <Notes answer={answer} />}
      </Form>
    </Panel>
  );
}

function SignOutEverywhere() {
  return (
    <Panel title="Sign out everywhere">
      <Form
        method="post"
        onSubmit={() => {
          try {
            localStorage.removeItem(USER_STORAGE_KEY);
          } catch {
            // Storage blocked: nothing to remove.
          }
        }}
      >
        <p className="mb-4 text-sm text-ink-soft">Lost a phone, or signed in on a shared computer? This ends every session of your account, this one too.</p>
        <SubmitButton intent="sign-out-everywhere" tone="danger">
          Sign out on every device
        </SubmitButton>
      </Form>
    </Panel>
  );
}
