import { Form } from "react-router";
import { Chip, EmptyState, formatDate, inputClass, Panel } from "~/components/admin/admin-kit";
import { PASSWORD_MIN_LENGTH } from "./account-rules";
import type { AdminUserSummary } from "./auth.server";
import { answerFor, Notes, SubmitButton } from "./form-answers";
import type { UsersFormAnswer } from "./user-actions.server";

/**
 * The accounts and the forms that change them: native forms posting to the screen's action, so they
 * work before (and without) the page's JavaScript; after each post the loader reads the list again.
 */
export function UserManager({ currentUserId, users, answer }: { currentUserId: string; users: AdminUserSummary[]; answer?: UsersFormAnswer }) {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
      <Panel title="Accounts">
        {users.length ? (
          <ul className="divide-y divide-line">
            {users.map((user) => (
              <UserItem key={user.id} user={user} self={user.id === currentUserId} answer={answer?.userId === user.id ? answer : undefined} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No accounts yet" />
        )}
      </Panel>
      <AddUserForm answer={answerFor(answer, "add")} />
    </div>
  );
}

function UserItem({ user, self, answer }: { user: AdminUserSummary; self: boolean; answer?: UsersFormAnswer }) {
  const reset = answerFor(answer, "reset-password");
  const row = { name: "userId", value: user.id };
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
                <a href="/admin/account" className="inline-link">
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
          <Form method="post">
            <input type="hidden" name="userId" value={user.id} />
            <SubmitButton intent={user.disabled ? "enable" : "disable"} field={row} tone={user.disabled ? "secondary" : "danger"}>
              {user.disabled ? `Enable ${user.username}` : `Disable ${user.username}`}
            </SubmitButton>
          </Form>
          {/* A reset that worked empties the field: the form is drawn anew for each answer. */}
          <Form key={reset?.notice ? reset.at : "reset"} method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="userId" value={user.id} />
            <div className="flex-1">
              <label htmlFor={`reset-${user.id}`} className="mb-1 block text-xs font-semibold text-ink-soft">
                New password for {user.username}
              </label>
              <input
                id={`reset-${user.id}`}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                required
                className={inputClass}
              />
            </div>
            <SubmitButton intent="reset-password" field={row} tone="secondary">
              Reset password
            </SubmitButton>
          </Form>
        </div>
      )}
      <div className="mt-2">
        <Notes answer={answer} />
      </div>
    </li>
  );
}

function AddUserForm({ answer }: { answer?: UsersFormAnswer }) {
  return (
    <Panel title="Add someone">
      {/* An account that was added empties the form: it is drawn anew for each answer that worked. */}
      <Form key={answer?.notice ? answer.at : "add"} method="post" className="space-y-4">
        <div>
          <label htmlFor="new-username" className="mb-1.5 block text-sm font-semibold text-ink">
            Username
          </label>
          <input id="new-username" name="username" autoComplete="off" autoCapitalize="none" required defaultValue={answer?.username} className={inputClass} />
          <p className="mt-1 text-xs text-ink-soft">Lower-case letters, digits, dots or dashes.</p>
        </div>
        <div>
          <label htmlFor="new-password" className="mb-1.5 block text-sm font-semibold text-ink">
            First password
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            className={inputClass}
          />
          <p className="mt-1 text-xs text-ink-soft">At least {PASSWORD_MIN_LENGTH} characters; they can change it after signing in.</p>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" name="isAdmin" className="h-5 w-5 accent-teal-700" />
          Admin (leads, visits, users and publishing)
        </label>
        <SubmitButton intent="add" className="w-full">
          Add account
        </SubmitButton>
        <Notes answer={answer} />
      </Form>
    </Panel>
  );
}
