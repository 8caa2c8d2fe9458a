import { Field, inputClass } from "~/components/admin/admin-kit";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-rules";

/**
 * A new password and the same again, as the reset link's page and the account settings both ask
 * for it. `mismatch` marks the repeat as wrong once the script has seen the two differ.
 */
export function NewPasswordFields({ mismatch = false }: { mismatch?: boolean }) {
  return (
    <>
      <Field id="new-password" label="New password" hint={<>At least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.</>}>
        <input
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          required
          aria-describedby="new-password-hint"
          className={inputClass}
        />
      </Field>
      <Field id="repeat-password" label="New password again">
        <input
          id="repeat-password"
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          aria-invalid={mismatch || undefined}
          className={inputClass}
        />
      </Field>
    </>
  );
}
