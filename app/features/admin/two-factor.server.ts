import { Secret, TOTP } from "otpauth";
import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminRecoveryCodes, adminSignInChallenges, adminUsers } from "~/db/schema";
import {
  AccountError,
  clearGuesses,
  createSession,
  GuessThrottledError,
  guessKeys,
  hashPassword,
  recordFailure,
  sleep,
  throttleGuess,
  tokenHash,
  verifyPassword,
  type SessionUser,
  type Wait,
} from "./auth.server";
import { verify } from "@node-rs/argon2";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s), plus ten
 * one-time recovery codes. Every code guess goes through the sign-in guess throttle under `code-*`
 * keys, so a stolen password cannot be followed by free code guesses.
 */

const ISSUER = "Millennial Life admin";
const PERIOD_SECONDS = 30;
/** The previous and next step count too: a phone clock a little off, or a code typed as it turned over. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31^10, about 2^50 per code. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function totpFor(secret: string, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** What the account page shows about two-factor. */
export interface TwoFactorState {
  enabled: boolean;
  /** A secret waiting for its first code: the otpauth:// address and the secret in groups of four for typing. */
  pending: { uri: string; groups: string[] } | null;
  recoveryCodesLeft: number;
}

export async function twoFactorState(db: Database, user: SessionUser): Promise<TwoFactorState> {
  const [row] = await db
    .select({ enabledAt: adminUsers.totpEnabledAt, pending: adminUsers.totpPendingSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, user.id));
  if (!row) throw new AccountError("No such user.");
  const [left] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, user.id), isNull(adminRecoveryCodes.usedAt)));
  const pending = !row.enabledAt && row.pending ? { uri: totpFor(row.pending, user.username).toString(), groups: row.pending.match(/.{1,4}/g) ?? [] } : null;
  return { enabled: Boolean(row.enabledAt), pending, recoveryCodesLeft: Number(left?.n ?? 0) };
}

/** A new secret to add to the authenticator app; it counts only once a code from it is confirmed. */
export async function startTwoFactorSetup(db: Database, user: SessionUser): Promise<void> {
  const secret = new Secret({ size: 20 }).base32;
  const updated = await db
    .update(adminUsers)
    .set({ totpPendingSecret: secret })
    .where(and(eq(adminUsers.id, user.id), isNull(adminUsers.totpEnabledAt)))
    .returning({ id: adminUsers.id });
  if (!updated.length) throw new AccountError("Two-factor sign-in is already on.");
}

/** The digits of a code as typed, or null when it is not six of them (spaces are allowed: apps show "123 456"). */
function totpCode(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 64) return null;
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

function recoveryCode(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 64) return null;
  const code = input.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}

/**
 * Accepts a TOTP code of the current step or one either side, once: the step is written only if it
 * is later than the last accepted one, in one statement, so two requests with one code cannot both pass.
 */
async function acceptTotp(db: Database, userId: string, secret: string, code: string): Promise<boolean> {
  const now = Date.now();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp: now,
    window: WINDOW_STEPS,
  });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  const accepted = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return accepted.length > 0;
}

/** Uses up a recovery code: the matching unused one is marked used in a statement that only one request can win. */
async function spendRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: adminRecoveryCodes.id, codeHash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verify(row.codeHash, code).catch(() => false))) continue;
    const used = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(adminRecoveryCodes.id, row.id), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    return used.length > 0;
  }
  return false;
}

/** A code from the app, or a recovery code (used up), for an account with two-factor on. */
async function acceptSecondFactor(db: Database, userId: string, secret: string, input: unknown): Promise<boolean> {
  const digits = totpCode(input);
  if (digits) return acceptTotp(db, userId, secret, digits);
  const recovery = recoveryCode(input);
  return recovery ? spendRecoveryCode(db, userId, recovery) : false;
}

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * Turns two-factor on once a code from the pending secret is right, and answers the recovery codes:
 * the only time they exist in clear text.
 */
export async function confirmTwoFactorSetup(
  db: Database,
  user: SessionUser,
  input: { code: unknown; clientAddress: string },
  wait: Wait = sleep,
): Promise<string[]> {
  const keys = guessKeys("code", user.username, input.clientAddress);
  if ((await throttleGuess(db, keys, wait)) === "throttled") throw new GuessThrottledError("Too many wrong codes. Please wait 15 minutes and try again.");
  const [row] = await db
    .select({ pending: adminUsers.totpPendingSecret, enabledAt: adminUsers.totpEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, user.id));
  if (!row || row.enabledAt) throw new AccountError("Two-factor sign-in is already on.");
  if (!row.pending) throw new AccountError("Start again: there is no secret waiting to be confirmed.");
  const code = totpCode(input.code);
  if (!code || !(await acceptTotp(db, user.id, row.pending, code))) {
    await recordFailure(db, Object.values(keys));
    throw new AccountError("That code is not right. Type the 6 digits your app shows now.");
  }
  await clearGuesses(db, keys);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code.replace("-", ""))));
  await db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    await tx.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
    await tx
      .update(adminUsers)
      .set({ totpSecret: row.pending, totpPendingSecret: null, totpEnabledAt: sql`now()` })
      .where(eq(adminUsers.id, user.id));
  });
  return codes;
}

/** Turning two-factor off takes the password and a code, under the same throttle. */
export async function disableTwoFactor(
  db: Database,
  user: SessionUser,
  input: { password: unknown; code: unknown; clientAddress: string },
  wait: Wait = sleep,
): Promise<void> {
  const keys = guessKeys("code", user.username, input.clientAddress);
  if ((await throttleGuess(db, keys, wait)) === "throttled") throw new GuessThrottledError("Too many wrong tries. Please wait 15 minutes and try again.");
  const [row] = await db.select({ passwordHash: adminUsers.passwordHash, secret: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, user.id));
  if (!row?.secret) throw new AccountError("Two-factor sign-in is already off.");
  const password = typeof input.password === "string" && input.password.length <= 1024 ? input.password : "";
  const passwordOk = password.length > 0 && (await verifyPassword(row.passwordHash, password));
  if (!passwordOk || !(await acceptSecondFactor(db, user.id, row.secret, input.code))) {
    await recordFailure(db, Object.values(keys));
    throw new AccountError("The password or the code is not right.");
  }
  await clearGuesses(db, keys);
  await db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    await tx.update(adminUsers).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(adminUsers.id, user.id));
  });
}

export type SecondStepResult = { ok: true; token: string; user: SessionUser } | { ok: false; reason: "invalid" | "throttled" | "expired" };

/** The shape of a sign-in challenge token; anything else is not looked up. */
export function isChallengeToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * The sign-in's second step: the challenge from the right password plus a code from the app or a
 * recovery code. A wrong code keeps the challenge (until it expires) and counts as a guess.
 */
export async function completeSignIn(
  db: Database,
  input: { challenge: unknown; code: unknown; clientAddress: string },
  wait: Wait = sleep,
): Promise<SecondStepResult> {
  if (!isChallengeToken(input.challenge)) return { ok: false, reason: "expired" };
  const hashed = tokenHash(input.challenge);
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, isAdmin: adminUsers.isAdmin, secret: adminUsers.totpSecret })
    .from(adminSignInChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSignInChallenges.userId))
    .where(and(eq(adminSignInChallenges.tokenHash, hashed), gt(adminSignInChallenges.expiresAt, sql`now()`), eq(adminUsers.disabled, false)));
  if (!row?.secret) return { ok: false, reason: "expired" };
  const keys = guessKeys("code", row.username, input.clientAddress);
  if ((await throttleGuess(db, keys, wait)) === "throttled") return { ok: false, reason: "throttled" };
  if (!(await acceptSecondFactor(db, row.id, row.secret, input.code))) {
    await recordFailure(db, Object.values(keys));
    return { ok: false, reason: "invalid" };
  }
  // One challenge, one session: a second request with the same challenge finds nothing to delete.
  const taken = await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.tokenHash, hashed)).returning({ userId: adminSignInChallenges.userId });
  if (!taken.length) return { ok: false, reason: "expired" };
  await clearGuesses(db, keys);
  return { ok: true, token: await createSession(db, row.id), user: { id: row.id, username: row.username, isAdmin: row.isAdmin } };
}
