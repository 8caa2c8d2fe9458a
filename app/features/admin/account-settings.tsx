import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "./account-rules";
import { buttonClass, ErrorNote, inputClass, Panel, SuccessNote } from "~/components/ui/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import type { AccountFormAnswer } from "./account-actions.server";
import { EmailPanel, TwoFactorPanel } from "./account-security";
import type { TwoFactorState } from "./two-factor.server";

export function AccountSettings({ email, twoFactor, answer }: { email: string; twoFactor: TwoFactorState; answer?: AccountFormAnswer }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChangePassword />
      <TwoFactorPanel state={twoFactor} answer={answer} />
      <EmailPanel email={email} answer={answer} />
      <SignOutEverywhere />
    </div>
  );
}

function ChangePassword() {
  const change = useAdminMutation<{ currentPassword: string; newPassword: string }>(
    "POST",
    () => "/api/admin/password",
    [],
    (input) => input,
  );
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const mismatch = repeat.length > 0 && repeat !== newPassword;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent("");
          setNew("");
          setRepeat("");
        },
      },
    );
  };
  return (
    <Panel title="Change your password">
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="current-password" className="mb-1.5 block text-sm font-semibold text-ink">
            Current password
          </label>
          <input
            id="current-password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="new-password" className="mb-1.5 block text-sm font-semibold text-ink">
            New password
          </label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
            aria-describedby="new-password-hint"
            className={inputClass}
          />
          <p id="new-password-hint" className="mt-1 text-xs text-ink-soft">
            At least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.
          </p>
        </div>
        <div>
          <label htmlFor="repeat-password" className="mb-1.5 block text-sm font-semibold text-ink">
            New password again
          </label>
          <input
            id="repeat-password"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-invalid={mismatch}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass.primary} disabled={change.isPending || mismatch}>
          Change password
        </button>
        <div aria-live="polite" className="space-y-2">
          {mismatch ? <ErrorNote>The two new passwords are not the same.</ErrorNote> : null}
          {change.isError ? <ErrorNote>{change.error.message}</ErrorNote> : null}
          {change.isSuccess ? <SuccessNote>Password changed. Your other sessions were signed out.</SuccessNote> : null}
        </div>
      </form>
    </Panel>
  );
}

function SignOutEverywhere() {
  const signOut = useAdminMutation<void>("POST", () => "/api/admin/sign-out-everywhere", []);
  return (
    <Panel title="Sign out everywhere">
      <p className="mb-4 text-sm text-ink-soft">Lost a phone, or signed in on a shared computer? This ends every session of your account, this one too.</p>
      <button
        type="button"
        className={buttonClass.danger}
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              try {
                localStorage.removeItem("user");
              } catch {
                // Storage blocked: nothing to remove.
              }
              window.location.assign("/admin/login");
            },
          })
        }
      >
        Sign out on every device
      </button>
      {signOut.isError ? (
        <div className="mt-3">
          <ErrorNote>{signOut.error.message}</ErrorNote>
        </div>
      ) : null}
    </Panel>
  );
}
