import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminPasswordResets, adminUsers, outbox, type OutboxKind } from "~/db/schema";
import { hasNoControlCharacters } from "~/lib/form-text";
import { passwordProblem } from "./account-rules";
import { AccountError, endUserSessions, failureCounts, hashPassword, normalizeUsername, recordFailure, tokenHash, type SessionUser } from "./auth.server";

/**
 * Password reset by email, for accounts that have an email address. Asking always gets the same
 * answer, whether or not the account exists or has an email. The link's token is made when the
 * email is sent (the outbox holds no secret) and only its SHA-256 is stored; it works once, for
 * 30 minutes, and a newer request ends the older ones.
 */

export const RESET_TOKEN_MS = 30 * 60 * 1000;
/** Per client address: every request counts, known account or not. */
export const RESET_MAX_PER_ADDRESS = 5;
/** Per account: more requests get the same answer, and no email. */
export const RESET_MAX_PER_ACCOUNT = 3;

export const EMAIL_MAX_LENGTH = 254;

/** A plain address check: something@host.tld, no spaces or control characters. */
export function emailProblem(email: string): string | null {
  if (email.length > EMAIL_MAX_LENGTH || !hasNoControlCharacters(email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return "Type an email address such as name@example.com, or leave it empty.";
  }
  return null;
}

export async function accountEmail(db: Database, user: SessionUser): Promise<string> {
  const [row] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, user.id));
  return row?.email ?? "";
}

/** Sets or clears (empty) the account's email address; two accounts cannot share one. */
export async function setAccountEmail(db: Database, user: SessionUser, input: unknown): Promise<void> {
  const email = typeof input === "string" ? input.trim().toLowerCase() : "";
  if (typeof input !== "string") throw new AccountError("Send the email address.");
  const problem = email ? emailProblem(email) : null;
  if (problem) throw new AccountError(problem);
  const [taken] = email
    ? await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.email, email), sql`${adminUsers.id} <> ${user.id}`))
    : [];
  if (taken) throw new AccountError("Another account uses that email address.");
  await db
    .update(adminUsers)
    .set({ email: email || null })
    .where(eq(adminUsers.id, user.id));
}

const WINDOW_KEY = (kind: "address" | "account", value: string) => `reset-${kind}:${value.slice(0, 100)}`;

/**
 * Queues the reset email when the username or email names an enabled account with an email.
 * Answers "throttled" only for the asking address's own limit, which says nothing about accounts.
 */
export async function requestPasswordReset(db: Database, input: { identifier: unknown; clientAddress: string }): Promise<"queued" | "throttled" | "invalid"> {
  const typed = typeof input.identifier === "string" && input.identifier.length <= EMAIL_MAX_LENGTH ? normalizeUsername(input.identifier) : "";
  // What no username or email can be (empty, control characters, too long) is refused as input, before any look-up.
  if (!typed || !hasNoControlCharacters(typed)) return "invalid";
  const addressKey = WINDOW_KEY("address", input.clientAddress);
  const counts = await failureCounts(db, [addressKey]);
  if ((counts.get(addressKey) ?? 0) >= RESET_MAX_PER_ADDRESS) return "throttled";
  await recordFailure(db, [addressKey]);

  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, disabled: adminUsers.disabled })
    .from(adminUsers)
    .where(typed.includes("@") ? eq(adminUsers.email, typed) : eq(adminUsers.username, typed));
  if (!user || user.disabled || !user.email) return "queued";

  const accountKey = WINDOW_KEY("account", user.id);
  if (((await failureCounts(db, [accountKey])).get(accountKey) ?? 0) >= RESET_MAX_PER_ACCOUNT) return "queued";
  await recordFailure(db, [accountKey]);
  await db.transaction(async (tx) => {
    await tx
      .update(adminPasswordResets)
      .set({ endedAt: sql`now()` })
      .where(and(eq(adminPasswordResets.userId, user.id), isNull(adminPasswordResets.endedAt)));
    const [reset] = await tx
      .insert(adminPasswordResets)
      .values({ userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_MS) })
      .returning({ id: adminPasswordResets.id });
    await tx.insert(outbox).values({ kind: "admin-password-reset" satisfies OutboxKind, passwordResetId: reset!.id });
  });
  return "queued";
}

/**
 * For the email: a fresh token for a reset that is still open (a retry makes a new one, and the
 * older link stops working), with the address to send it to; null when the reset has ended.
 */
export async function issueResetToken(db: Database, resetId: string): Promise<{ to: string; token: string } | null> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .update(adminPasswordResets)
    .set({ tokenHash: tokenHash(token) })
    .where(and(eq(adminPasswordResets.id, resetId), isNull(adminPasswordResets.endedAt), gt(adminPasswordResets.expiresAt, sql`now()`)))
    .returning({ userId: adminPasswordResets.userId });
  if (!row) return null;
  const [user] = await db.select({ email: adminUsers.email, disabled: adminUsers.disabled }).from(adminUsers).where(eq(adminUsers.id, row.userId));
  return user?.email && !user.disabled ? { to: user.email, token } : null;
}

export function isResetToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

function openReset(token: string) {
  return and(eq(adminPasswordResets.tokenHash, tokenHash(token)), isNull(adminPasswordResets.endedAt), gt(adminPasswordResets.expiresAt, sql`now()`));
}

/** Whether the link's page should show the form. */
export async function resetTokenIsOpen(db: Database, token: unknown): Promise<boolean> {
  if (!isResetToken(token)) return false;
  const [row] = await db.select({ id: adminPasswordResets.id }).from(adminPasswordResets).where(openReset(token));
  return Boolean(row);
}

export const RESET_LINK_ENDED = "This reset link has expired or was already used. Ask for a new one.";

/**
 * Sets the new password (same rules as the account page) and ends the token, every other open
 * reset of that user and every session. A password that breaks the rules leaves the link usable.
 */
export async function resetPasswordWithToken(db: Database, input: { token: unknown; newPassword: unknown }): Promise<void> {
  if (!isResetToken(input.token)) throw new AccountError(RESET_LINK_ENDED);
  const problem = passwordProblem(input.newPassword as string);
  if (problem) throw new AccountError(problem);
  const newHash = await hashPassword(input.newPassword as string);
  const [used] = await db
    .update(adminPasswordResets)
    .set({ endedAt: sql`now()` })
    .where(openReset(input.token))
    .returning({ userId: adminPasswordResets.userId });
  if (!used) throw new AccountError(RESET_LINK_ENDED);
  await db
    .update(adminPasswordResets)
    .set({ endedAt: sql`now()` })
    .where(and(eq(adminPasswordResets.userId, used.userId), isNull(adminPasswordResets.endedAt)));
  await db
    .update(adminUsers)
    .set({ passwordHash: newHash, passwordChangedAt: sql`now()` })
    .where(and(eq(adminUsers.id, used.userId), eq(adminUsers.disabled, false)));
  await endUserSessions(db, used.userId);
}

/** A reset whose link stopped working (used, replaced or expired) is kept this long, then deleted. */
export const ENDED_RESET_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes resets whose link stopped working more than a day ago, with their outbox entries: the
 * rows only say that someone asked, and an ended token is of no use to anyone.
 */
export async function purgeEndedPasswordResets(db: Database): Promise<number> {
  const deleted = await db
    .delete(adminPasswordResets)
    .where(
      sql`least(coalesce(${adminPasswordResets.endedAt}, ${adminPasswordResets.expiresAt}), ${adminPasswordResets.expiresAt}) < now() - (${ENDED_RESET_KEPT_MS}::bigint * interval '1 millisecond')`,
    )
    .returning({ id: adminPasswordResets.id });
  return deleted.length;
}
