import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminSessions, adminSignInChallenges, adminUsers, rateLimitBuckets } from "~/db/schema";
import { passwordProblem, usernameProblem } from "./account-rules";

/**
 * Accounts, passwords and sessions of the admin area. The server knows who is asking from the
 * session cookie alone; the identity headers the browser sends (X-Auth-User, X-Auth-Admin) are
 * never read.
 */

/** OWASP's argon2id floor: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_MEMORY_KIB = 19_456;
const ARGON2_PASSES = 2;
const ARGON2_OPTIONS = { memoryCost: ARGON2_MEMORY_KIB, timeCost: ARGON2_PASSES, parallelism: 1 } as const;

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** ...and this long after sign-in, whatever happens. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Wrong passwords are counted per client address, per username from that address, and per
 * account from everywhere, in the database (every instance shares the counts). Each count slows
 * the next try down (progressive delay); the address and the username-from-that-address then
 * stop for the rest of the window. The account-wide count only ever slows down: a stranger
 * guessing from elsewhere cannot lock the owner out.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/** No delay for the first two slips; then 250 ms, doubling, never more than this. */
export const LOGIN_MAX_DELAY_MS = 3_000;

export function loginDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(LOGIN_MAX_DELAY_MS, 250 * 2 ** (failures - 3));
}

export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export type Role = "writer" | "admin";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the username is unknown, so a wrong username costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export class AccountError extends Error {
  override name = "AccountError";
}

export async function createUser(db: Database, input: { username: string; password: string; isAdmin: boolean }): Promise<SessionUser> {
  const username = normalizeUsername(input.username);
  const problem = usernameProblem(username) ?? passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash, isAdmin: input.isAdmin })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning({ id: adminUsers.id, username: adminUsers.username, isAdmin: adminUsers.isAdmin });
  if (!row) throw new AccountError("That username is taken.");
  return row;
}

/** The first admin from ADMIN_USERNAME/ADMIN_PASSWORD: created only when no user has that name. */
export async function ensureAdminUser(db: Database, username: string, password: string): Promise<"created" | "exists"> {
  const existing = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, normalizeUsername(username)));
  if (existing.length) return "exists";
  try {
    await createUser(db, { username, password, isAdmin: true });
    return "created";
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof AccountError && error.message === "That username is taken.") return "exists";
    throw error;
  }
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SignInResult =
  { ok: true; token: string; user: SessionUser } | { ok: false; reason: "invalid" | "throttled" } | { ok: false; reason: "second-step"; challenge: string };

/** Waits out a throttle delay; tests pass their own to record it instead. */
export type Wait = (ms: number) => Promise<void>;
export const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The three counters of one guess: what the address tries, what it tries on this account, and the account from everywhere. */
export function guessKeys(kind: "login" | "password" | "code", account: string, clientAddress: string) {
  const address = clientAddress.slice(0, 100);
  return { address: `${kind}-address:${address}`, pair: `${kind}-pair:${account}@${address}`, account: `${kind}-account:${account}` };
}
export type GuessKeys = ReturnType<typeof guessKeys>;

/** Refuses a guess past the limits, else waits the delay the counts call for. */
export async function throttleGuess(db: Database, keys: GuessKeys, wait: Wait): Promise<"throttled" | "go"> {
  const counts = await failureCounts(db, Object.values(keys));
  const count = (key: string) => counts.get(key) ?? 0;
  if (count(keys.pair) >= LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT || count(keys.address) >= LOGIN_MAX_FAILURES_PER_ADDRESS) return "throttled";
  const delay = loginDelayMs(Math.max(count(keys.pair), count(keys.address), count(keys.account)));
  if (delay > 0) await wait(delay);
  return "go";
}

/**
 * Checks a username and password under the guess throttle. Unknown users, disabled users and
 * wrong passwords fail alike.
 */
export async function signIn(db: Database, input: { username: unknown; password: unknown; clientAddress: string }, wait: Wait = sleep): Promise<SignInResult> {
  const typed = typeof input.username === "string" ? normalizeUsername(input.username) : "";
  // A name no account can have (control characters, 10,000 letters) counts under one shared key.
  const username = usernameProblem(typed) ? "" : typed;
  const password = typeof input.password === "string" ? input.password : "";
  const keys = guessKeys("login", username || "(not a username)", input.clientAddress);
  if ((await throttleGuess(db, keys, wait)) === "throttled") return { ok: false, reason: "throttled" };

  const [user] = username ? await db.select().from(adminUsers).where(eq(adminUsers.username, username)) : [];
  const passwordOk = password.length > 0 && password.length <= 1024 && (await verifyPassword(user?.passwordHash, password));
  if (!user || user.disabled || !passwordOk) {
    await recordFailure(db, Object.values(keys));
    return { ok: false, reason: "invalid" };
  }
  await clearGuesses(db, keys);
  // Two-factor: the password alone opens nothing; a caller that does not know the second step fails closed.
  if (user.totpEnabledAt) return { ok: false, reason: "second-step", challenge: await createSignInChallenge(db, user.id) };
  const token = await createSession(db, user.id);
  return { ok: true, token, user: { id: user.id, username: user.username, isAdmin: user.isAdmin } };
}

/** A right guess forgives this account's slips (the address-wide count stays). */
export async function clearGuesses(db: Database, keys: GuessKeys): Promise<void> {
  await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [keys.pair, keys.account]));
}

/** How long the half-signed-in step between password and code lasts. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60 * 1000;

async function createSignInChallenge(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.delete(adminSignInChallenges).where(lt(adminSignInChallenges.expiresAt, sql`now()`));
  await db.insert(adminSignInChallenges).values({ tokenHash: tokenHash(token), userId, expiresAt: new Date(Date.now() + SIGN_IN_CHALLENGE_MS) });
  return token;
}

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Failures per key within the current window. */
export async function failureCounts(db: Database, keys: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: rateLimitBuckets.key, hits: rateLimitBuckets.hits })
    .from(rateLimitBuckets)
    .where(and(inArray(rateLimitBuckets.key, keys), gt(rateLimitBuckets.windowStartedAt, sql`now() - (${LOGIN_WINDOW_SECONDS}::int * interval '1 second')`)));
  return new Map(rows.map((row) => [row.key, row.hits]));
}

/** One upsert per counter: a fixed window that restarts once it has run out. */
export async function recordFailure(db: Database, keys: string[]): Promise<void> {
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= now() - (${LOGIN_WINDOW_SECONDS}::int * interval '1 second')`;
  for (const key of keys) {
    await db
      .insert(rateLimitBuckets)
      .values({ key, windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStartedAt} end`,
        },
      });
  }
}

export async function createSession(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSessions).values({ tokenHash: tokenHash(token), userId, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return token;
}

/** The user behind a session token, or null when it is unknown, idle too long, past its end, or the user is disabled. */
export async function userForSessionToken(db: Database, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const hashed = tokenHash(token);
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, isAdmin: adminUsers.isAdmin, lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashed),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.lastSeenAt, sql`now() - (${SESSION_IDLE_MS}::bigint * interval '1 millisecond')`),
        eq(adminUsers.disabled, false),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(adminSessions.tokenHash, hashed));
  }
  return { id: row.id, username: row.username, isAdmin: row.isAdmin };
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)));
}

/** Sign out everywhere: every session of this user, except `keepToken`'s when given. */
export async function endUserSessions(db: Database, userId: string, keepToken?: string): Promise<number> {
  const conditions = [eq(adminSessions.userId, userId)];
  if (keepToken) conditions.push(ne(adminSessions.tokenHash, tokenHash(keepToken)));
  const ended = await db
    .delete(adminSessions)
    .where(and(...conditions))
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}

/** Too many wrong current passwords: the caller answers 429. */
export class GuessThrottledError extends AccountError {
  override name = "GuessThrottledError";
}

/**
 * Changing one's own password needs the current one, guessed under the same throttle as
 * sign-in (a stolen session cannot try passwords freely); other sessions end, this one stays.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string; keepToken: string; clientAddress: string },
  wait: Wait = sleep,
): Promise<void> {
  const keys = guessKeys("password", user.id, input.clientAddress);
  if ((await throttleGuess(db, keys, wait)) === "throttled") {
    throw new GuessThrottledError("Too many wrong passwords. Please wait 15 minutes and try again.");
  }
  const [row] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await recordFailure(db, Object.values(keys));
    throw new AccountError("Your current password is not right.");
  }
  await clearGuesses(db, keys);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new AccountError(problem);
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordChangedAt: sql`now()` })
    .where(eq(adminUsers.id, user.id));
  await endUserSessions(db, user.id, input.keepToken);
}

export interface AdminUserSummary {
  id: string;
  username: string;
  isAdmin: boolean;
  disabled: boolean;
  createdAt: string;
  activeSessions: number;
  /** Where "Forgot your password?" sends a link; null: the account cannot reset its own password. */
  email: string | null;
  twoFactor: boolean;
}

export async function listUsers(db: Database): Promise<AdminUserSummary[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      isAdmin: adminUsers.isAdmin,
      disabled: adminUsers.disabled,
      createdAt: adminUsers.createdAt,
      email: adminUsers.email,
      twoFactor: sql<boolean>`${adminUsers.totpEnabledAt} is not null`,
      activeSessions: sql<number>`(select count(*)::int from ${adminSessions} s where s.user_id = ${adminUsers.id} and s.expires_at > now())`,
    })
    .from(adminUsers)
    .orderBy(adminUsers.username);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), activeSessions: Number(r.activeSessions), twoFactor: Boolean(r.twoFactor) }));
}

/** An admin disables or re-enables an account (never their own: the practice must keep an admin). */
export async function setUserDisabled(db: Database, actor: SessionUser, userId: string, disabled: boolean): Promise<void> {
  if (actor.id === userId) throw new AccountError("You cannot disable your own account.");
  const updated = await db.update(adminUsers).set({ disabled }).where(eq(adminUsers.id, userId)).returning({ id: adminUsers.id });
  if (!updated.length) throw new AccountError("No such user.");
  if (disabled) await endUserSessions(db, userId);
}

/** An admin sets a new password for someone who lost theirs; that person's sessions end. */
export async function resetUserPassword(db: Database, userId: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  const updated = await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: sql`now()` })
    .where(eq(adminUsers.id, userId))
    .returning({ id: adminUsers.id });
  if (!updated.length) throw new AccountError("No such user.");
  await endUserSessions(db, userId);
}

/** Sessions past either expiry: the retention job deletes them. */
export async function purgeExpiredSessions(db: Database): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(
      sql`${lt(adminSessions.expiresAt, sql`now()`)} or ${lt(adminSessions.lastSeenAt, sql`now() - (${SESSION_IDLE_MS}::bigint * interval '1 millisecond')`)}`,
    )
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}

/** Whether a signed-in user may do what needs `role`. */
export function hasRole(user: SessionUser, role: Role): boolean {
  return role === "writer" || user.isAdmin;
}
