import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "./account-rules";
import { buttonClass, Chip, EmptyState, ErrorNote, formatDate, inputClass, Panel, SuccessNote } from "~/components/ui/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import type { AdminUserSummary } from "./auth.server";

const USERS = "/api/admin/users";

/** The accounts, first as the page's loader read them (shown at once), then kept fresh after each change. */
export function UserManager({ currentUserId, initialUsers }: { currentUserId: string; initialUsers: AdminUserSummary[] }) {
  const users = useQuery<{ users: AdminUserSummary[] } | null>({ queryKey: [USERS], initialData: { users: initialUsers } });
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
      <Panel title="Accounts">
        {users.isPending ? (
          <p className="text-sm text-ink-soft">Loading...</p>
        ) : users.isError ? (
          <ErrorNote>{users.error.message}</ErrorNote>
        ) : users.data?.users.length ? (
          <ul className="divide-y divide-line">
            {users.data.users.map((user) => (
              <UserItem key={user.id} user={user} self={user.id === currentUserId} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No accounts yet" />
        )}
      </Panel>
      <AddUserForm />
    </div>
  );
}

function UserItem({ user, self }: { user: AdminUserSummary; self: boolean }) {
  const toggle = useAdminMutation<boolean>(
    "PATCH",
    () => `${USERS}/${user.id}`,
    [USERS],
    (disabled) => ({ disabled }),
  );
  const reset = useAdminMutation<string>(
    "POST",
    () => `${USERS}/${user.id}/password`,
    [USERS],
    (password) => ({ password }),
  );
  const [password, setPassword] = useState("");
  const onReset = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(password, { onSuccess: () => setPassword("") });
  };
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-semibold text-ink">{user.username}</p>
        <Chip tone={user.isAdmin ? "teal" : "mist"}>{user.isAdmin ? "Admin" : "Writer"}</Chip>
        {user.disabled ? <Chip tone="coral">Disabled</Chip> : <Chip tone="sand">Active</Chip>}
        {user.twoFactor ? <Chip tone="teal">Two-factor on</Chip> : <Chip tone="mist">Password only</Chip>}
        {self ? <Chip tone="ink">You</Chip> : null}
        <p className="w-full text-xs text-ink-soft sm:ml-auto sm:w-auto">
          Added {formatDate(user.createdAt)} · {user.activeSessions} {user.activeSessions === 1 ? "session" : "sessions"}
        </p>
        <p className="w-full text-sm text-ink-soft">
          {user.email ? (
            <>
              Reset links go to <span className="font-medium break-all text-ink">{user.email}</span>
            </>
          ) : (
            <>
              No email address, so no reset link by email:{" "}
              {self ? (
                <a href="/admin/account" className="font-semibold text-teal-800 underline underline-offset-2">
                  add yours on Your account
                </a>
              ) : (
                `if ${user.username} forgets the password, set a new one below`
              )}
              .
            </>
          )}
        </p>
      </div>
      {self ? null : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <button
            type="button"
            className={user.disabled ? buttonClass.secondary : buttonClass.danger}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!user.disabled)}
          >
            {user.disabled ? `Enable ${user.username}` : `Disable ${user.username}`}
          </button>
          <form onSubmit={onReset} className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={`reset-${user.id}`} className="mb-1 block text-xs font-semibold text-ink-soft">
                New password for {user.username}
              </label>
              <input
                id={`reset-${user.id}`}
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={inputClass}
              />
            </div>
            <button type="submit" className={buttonClass.secondary} disabled={reset.isPending}>
              Reset password
            </button>
          </form>
        </div>
      )}
      <div className="mt-2 space-y-2" aria-live="polite">
        {toggle.isError ? <ErrorNote>{toggle.error.message}</ErrorNote> : null}
        {reset.isError ? <ErrorNote>{reset.error.message}</ErrorNote> : null}
        {reset.isSuccess ? <SuccessNote>Password reset. {user.username} was signed out everywhere.</SuccessNote> : null}
      </div>
    </li>
  );
}

function AddUserForm() {
  const add = useAdminMutation<{ username: string; password: string; isAdmin: boolean }>(
    "POST",
    () => USERS,
    [USERS],
    (input) => input,
  );
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [isAdmin, setIsAdmin] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { username, password, isAdmin },
      {
        onSuccess: () => {
          setUsername("");
          setPassword("");
          setIsAdmin(false);
        },
      },
    );
  };
  return (
    <Panel title="Add someone">
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="new-username" className="mb-1.5 block text-sm font-semibold text-ink">
            Username
          </label>
          <input
            id="new-username"
            autoComplete="off"
            autoCapitalize="none"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            className={inputClass}
          />
          <p className="mt-1 text-xs text-ink-soft">Lower-case letters, digits, dots or dashes.</p>
        </div>
        <div>
          <label htmlFor="new-password" className="mb-1.5 block text-sm font-semibold text-ink">
            First password
          </label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
          <p className="mt-1 text-xs text-ink-soft">At least {PASSWORD_MIN_LENGTH} characters; they can change it after signing in.</p>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} className="h-5 w-5 accent-teal-700" />
          Admin (leads, visits, users and publishing)
        </label>
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={add.isPending}>
          Add account
        </button>
        <div aria-live="polite">
          {add.isError ? <ErrorNote>{add.error.message}</ErrorNote> : null}
          {add.isSuccess ? <SuccessNote>Account added.</SuccessNote> : null}
        </div>
      </form>
    </Panel>
  );
}
