import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { Secret, TOTP } from "otpauth";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT, signIn } from "../../app/features/admin/auth.server";
import { RESET_MAX_PER_ADDRESS } from "../../app/features/admin/password-reset.server";
import { authorise } from "../../app/features/admin/session.server";
import { twoFactorState } from "../../app/features/admin/two-factor.server";
import { action as accountAction } from "../../app/routes/admin/account";
import { action as forgotAction } from "../../app/routes/admin/forgot-password";
import { action as loginAction } from "../../app/routes/admin/login";
import { action as resetAction, loader as resetLoader } from "../../app/routes/admin/reset-password";
import { refuseCrossSite } from "../../server/cross-site";
import { PASSWORD_RESET_SUBJECT, passwordResetDeliverer } from "../../server/jobs/password-reset-deliveries";
import { createOutboxWorker } from "../../server/jobs/outbox-worker";
import { startRetentionJob } from "../../server/jobs/retention";
import { capSignInBody } from "../../server/sign-in-body";
import { signInCookie } from "./support/api";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startSmtpServer, waitFor } from "./support/stand-ins";

/**
 * Two-factor sign-in and password reset through the pages' own actions, behind the app's
 * cross-site guard and body cap, with codes from the test's own authenticator (otpauth) and the
 * reset email caught by a real SMTP server on loopback.
 */

const PASSWORD = "a long enough password";
type Action = (args: never) => Promise<unknown>;

/** What a React Router action or loader answered, as the page handler would send it. */
function answerOf(value: unknown): { status: number; location?: string | null; cookie?: string | null; body?: unknown } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), cookie: value.headers.get("set-cookie") };
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } } | null;
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  return { status: 200, body: value };
}

/** The mail's text as written: soft line breaks joined, "=3D" back to "=". */
const quotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

async function startPages(database: TestDatabase) {
  const app = express();
  app.use(refuseCrossSite());
  app.post(/^\/admin\/(login|forgot-password|reset-password)$/, capSignInBody());
  const route = (handler: Action) => async (req: ExpressRequest, res: ExpressResponse) => {
    const request = new Request(`http://${req.get("host")}${req.originalUrl}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === "GET" ? undefined : (Readable.toWeb(req) as ReadableStream),
      duplex: "half",
    } as RequestInit);
    // The test picks the client address the way TRUST_PROXY would hand it to the page.
    const context = { db: database.handle.db, clientAddress: req.get("x-test-address") ?? "192.0.2.1", sessionCookieSecure: false, onLeadStored: () => {} };
    let answer;
    try {
      answer = answerOf(await handler({ request, context, params: {} } as never));
    } catch (thrown) {
      answer = answerOf(thrown);
    }
    if (answer.location) res.set("Location", answer.location);
    if (answer.cookie) res.set("Set-Cookie", answer.cookie);
    res.status(answer.status).json(answer.body ?? null);
  };
  app.post("/admin/login", route(loginAction as Action));
  app.post("/admin/forgot-password", route(forgotAction as Action));
  app.post("/admin/reset-password", route(resetAction as Action));
  app.get("/admin/reset-password", route(resetLoader as Action));
  app.post("/admin/account", route(accountAction as Action));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe.each(databaseKinds)("two-factor sign-in, password reset and the account page on %s", (kind) => {
  let database: TestDatabase;
  let pages: Awaited<ReturnType<typeof startPages>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    pages = await startPages(database);
    smtp = await startSmtpServer();
    await createUser(database.handle.db, { username: "owner", password: PASSWORD, isAdmin: true });
    await createUser(database.handle.db, { username: "writer", password: PASSWORD, isAdmin: false });
  });
  afterAll(async () => {
    await pages?.close();
    await smtp?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.query("delete from rate_limit_buckets");
  });

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${pages.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

  /** Turns two-factor on for `username` through the account page and answers the app's view of it and the recovery codes. */
  async function enableTwoFactor(username: string) {
    const cookie = await signInCookie(database, username, PASSWORD);
    expect((await post("/admin/account", { intent: "two-factor-start" }, { Cookie: cookie })).status).toBe(200);
    const [row] = await database.query<{ totp_pending_secret: string }>("select totp_pending_secret from admin_users where username = $1", [username]);
    const app = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(row!.totp_pending_secret) });
    const wrong = await post("/admin/account", { intent: "two-factor-confirm", code: "000000" === app.generate() ? "111111" : "000000" }, { Cookie: cookie });
    expect(wrong.status).toBe(400);
    const confirm = await post("/admin/account", { intent: "two-factor-confirm", code: app.generate() }, { Cookie: cookie });
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = (await json(confirm)) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    return { app, recoveryCodes, cookie };
  }

  /** The password step: answers the challenge of the code step. */
  async function passwordStep(username: string, address = "192.0.2.1"): Promise<string> {
    const res = await post("/admin/login", { username, password: PASSWORD, next: "/admin/leads" }, { "X-Test-Address": address });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.step).toBe("code");
    expect(res.headers.get("set-cookie")).toBeNull();
    return body.challenge as string;
  }
  const codeStep = (challenge: string, code: string, address = "192.0.2.1") =>
    post("/admin/login", { intent: "code", challenge, code, next: "/admin/leads" }, { "X-Test-Address": address });

  it("turns two-factor on with a confirmed code, stores the recovery codes hashed, and then asks for a code after the password", async () => {
    const { app, recoveryCodes } = await enableTwoFactor("owner");
    const stored = await database.query<{ code_hash: string }>(
      "select code_hash from admin_recovery_codes c join admin_users u on u.id = c.user_id where u.username = 'owner'",
    );
    expect(stored).toHaveLength(10);
    expect(stored.every((r) => r.code_hash.startsWith("$argon2id$") && !recoveryCodes.some((code) => r.code_hash.includes(code.replace("-", ""))))).toBe(true);
    // The password alone is no session, here or for a caller of signIn that ignores the second step.
    expect((await signIn(database.handle.db, { username: "owner", password: PASSWORD, clientAddress: "192.0.2.9" })).ok).toBe(false);
    const [{ n }] = (await database.query<{ n: number }>(
      "select count(*)::int as n from admin_sign_in_challenges c join admin_users u on u.id = c.user_id where u.username = 'owner' and c.expires_at <= now() + interval '5 minutes'",
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);

    // A code of the previous step still counts (window 1), and one of the next step; a code used once is a replay.
    // (Confirming used the current step's code, so the test starts the record afresh.)
    await database.query("update admin_users set totp_last_step = null where username = 'owner'");
    const ok = await codeStep(await passwordStep("owner"), app.generate({ timestamp: Date.now() - 30_000 }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/leads");
    expect(ok.headers.get("set-cookie")).toMatch(/^ml_admin=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    const next = app.generate({ timestamp: Date.now() + 30_000 });
    expect((await codeStep(await passwordStep("owner"), next)).status).toBe(302);
    const replay = await codeStep(await passwordStep("owner"), next);
    expect(replay.status).toBe(401);
    expect((await json(replay)).step).toBe("code");
    // Two steps away is outside the window.
    await database.query("update admin_users set totp_last_step = null where username = 'owner'");
    expect((await codeStep(await passwordStep("owner"), app.generate({ timestamp: Date.now() + 90_000 }))).status).toBe(401);
    expect((await codeStep(await passwordStep("owner"), app.generate({ timestamp: Date.now() - 90_000 }))).status).toBe(401);
  });

  it("lets a recovery code sign in once, and refuses it the second time", async () => {
    const [code] = (await enableTwoFactor("writer")).recoveryCodes;
    const first = await codeStep(await passwordStep("writer"), code!.toUpperCase().replace("-", " "));
    expect(first.status).toBe(302);
    expect((await codeStep(await passwordStep("writer"), code!)).status).toBe(401);
    const [{ used }] = (await database.query<{ used: number }>("select count(*)::int as used from admin_recovery_codes where used_at is not null")) as [
      { used: number },
    ];
    expect(used).toBe(1);
    const [writer] = await database.query<{ id: string }>("select id from admin_users where username = 'writer'");
    expect((await twoFactorState(database.handle.db, { id: writer!.id, username: "writer", isAdmin: false })).recoveryCodesLeft).toBe(9);
  });

  it("throttles wrong codes per address and account like passwords, without locking the owner out elsewhere", async () => {
    const [row] = await database.query<{ totp_secret: string }>("select totp_secret from admin_users where username = 'owner'");
    const app = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(row!.totp_secret) });
    const challenge = await passwordStep("owner", "203.0.113.5");
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) {
      const wrong = await codeStep(challenge, String(100000 + i), "203.0.113.5");
      expect(wrong.status).toBe(401);
    }
    await database.query("update admin_users set totp_last_step = null where username = 'owner'");
    const throttled = await codeStep(challenge, app.generate(), "203.0.113.5");
    expect(throttled.status).toBe(429);
    const keys = (await database.query<{ key: string }>("select key from rate_limit_buckets where key like 'code-%'")).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["code-address:203.0.113.5", "code-pair:owner@203.0.113.5", "code-account:owner"]));
    // The owner, from another address, gets in (slowed down, never locked).
    expect((await codeStep(await passwordStep("owner", "198.51.100.20"), app.generate(), "198.51.100.20")).status).toBe(302);
  });

  it("refuses an expired or made-up challenge, and hostile input to the code step with 4xx", async () => {
    const [row] = await database.query<{ totp_secret: string }>("select totp_secret from admin_users where username = 'owner'");
    const app = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(row!.totp_secret) });
    const challenge = await passwordStep("owner");
    await database.query("update admin_sign_in_challenges set expires_at = now() - interval '1 second'");
    await database.query("update admin_users set totp_last_step = null where username = 'owner'");
    const expired = await codeStep(challenge, app.generate());
    expect(expired.status).toBe(401);
    expect((await json(expired)).step).toBe("password");
    for (const [made, code] of [
      ["x".repeat(43), app.generate()],
      ["", app.generate()],
      [challenge + "\u0000", app.generate()],
    ]) {
      expect((await codeStep(made!, code!)).status).toBe(401);
    }
    const fresh = await passwordStep("owner");
    for (const code of ["\u0000\u0000\u0000\u0000\u0000\u0000", "9".repeat(5_000), "12345", "abcdefghijklmnop"]) {
      expect((await codeStep(fresh, code)).status).toBe(401);
    }
    const text = await fetch(`${pages.url}/admin/login`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "intent=code" });
    expect(text.status).toBe(415);
    const huge = await post("/admin/login", { intent: "code", challenge: fresh, code: "1".repeat(20_000) });
    expect(huge.status).toBe(413);
    const foreign = await post(
      "/admin/login",
      { intent: "code", challenge: fresh, code: app.generate() },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
  });

  it("turns two-factor off only with the password and a code", async () => {
    const cookie = await signInCookie(database, "writer", PASSWORD).catch(() => null);
    expect(cookie).toBeNull(); // the writer has two-factor on: signInCookie gets no session
    const challenge = await passwordStep("writer");
    const [row] = await database.query<{ totp_secret: string }>("select totp_secret from admin_users where username = 'writer'");
    const app = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(row!.totp_secret) });
    await database.query("update admin_users set totp_last_step = null where username = 'writer'");
    const signedIn = await codeStep(challenge, app.generate());
    const session = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    await database.query("update admin_users set totp_last_step = null where username = 'writer'");
    expect((await post("/admin/account", { intent: "two-factor-off", password: "not the password", code: app.generate() }, { Cookie: session })).status).toBe(
      400,
    );
    expect((await post("/admin/account", { intent: "two-factor-off", password: PASSWORD, code: "000000" }, { Cookie: session })).status).toBe(400);
    expect((await post("/admin/account", { intent: "two-factor-off", password: PASSWORD, code: app.generate() }, { Cookie: session })).status).toBe(200);
    expect((await signIn(database.handle.db, { username: "writer", password: PASSWORD, clientAddress: "192.0.2.1" })).ok).toBe(true);
    expect((await post("/admin/account", { intent: "something-else" }, { Cookie: session })).status).toBe(400);
    expect((await post("/admin/account", { intent: "email" })).status).toBe(401);
  });

  it("emails a single-use reset link, answers unknown accounts alike, and ends the old sessions", async () => {
    const cookie = await signInCookie(database, "writer", PASSWORD);
    expect((await post("/admin/account", { intent: "email", email: "not an email" }, { Cookie: cookie })).status).toBe(400);
    expect((await post("/admin/account", { intent: "email", email: "Writer@Example.com" }, { Cookie: cookie })).status).toBe(200);
    const worker = createOutboxWorker({
      db: database.handle.db,
      logger: pino({ level: "silent" }),
      maxAttempts: 3,
      retryBaseMs: 40,
      pollMs: 30,
      deliverers: {
        "admin-password-reset": passwordResetDeliverer({
          db: database.handle.db,
          smtpUrl: smtp.url,
          tls: smtp.tls,
          from: "Website <website@example.com>",
          adminBaseUrl: "https://admin.example.com",
        }),
      },
    });
    try {
      const known = await post("/admin/forgot-password", { identifier: "writer@example.com" });
      const unknown = await post("/admin/forgot-password", { identifier: "nobody-here" });
      const noEmail = await post("/admin/forgot-password", { identifier: "owner" });
      const answers = await Promise.all([known, unknown, noEmail].map(async (res) => [res.status, await res.text()]));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]![0]).toBe(200);
      await worker.runOnce();
      await waitFor(() => smtp.received.length === 1, { what: "the reset email" });
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(["writer@example.com"]);
      expect(mail.raw).toContain(`Subject: ${PASSWORD_RESET_SUBJECT}`);
      const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(quotedPrintable(mail.raw))![1]!;
      const stored = await database.query<{ token_hash: string }>("select token_hash from admin_password_resets where token_hash is not null");
      expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);

      expect(await json(await fetch(`${pages.url}/admin/reset-password?token=${token}`))).toEqual({ token, open: true });
      expect((await post("/admin/reset-password", { token, newPassword: "short", repeatPassword: "short" })).status).toBe(400);
      expect((await post("/admin/reset-password", { token, newPassword: "a brand new password", repeatPassword: "another one" })).status).toBe(400);
      const done = await post("/admin/reset-password", { token, newPassword: "a brand new password", repeatPassword: "a brand new password" });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe("/admin/login?reset=1");
      expect((await post("/admin/account", { intent: "email", email: "" }, { Cookie: cookie })).status).toBe(401);
      expect((await signIn(database.handle.db, { username: "writer", password: "a brand new password", clientAddress: "192.0.2.1" })).ok).toBe(true);
      // The link works once.
      const again = await post("/admin/reset-password", { token, newPassword: "yet another password", repeatPassword: "yet another password" });
      expect(again.status).toBe(400);
      expect(await json(again)).toEqual({ error: "This reset link has expired or was already used. Ask for a new one.", open: false });
    } finally {
      await worker.stop();
    }
  });

  it("refuses an expired link and one replaced by a newer request", async () => {
    await database.query("delete from outbox");
    smtp.received.length = 0;
    const worker = createOutboxWorker({
      db: database.handle.db,
      logger: pino({ level: "silent" }),
      maxAttempts: 3,
      retryBaseMs: 40,
      pollMs: 30,
      deliverers: {
        "admin-password-reset": passwordResetDeliverer({
          db: database.handle.db,
          smtpUrl: smtp.url,
          tls: smtp.tls,
          from: "website@example.com",
          adminBaseUrl: "https://admin.example.com",
        }),
      },
    });
    const tokenOf = (raw: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(quotedPrintable(raw))![1]!;
    try {
      await post("/admin/forgot-password", { identifier: "writer" });
      await worker.runOnce();
      await waitFor(() => smtp.received.length === 1, { what: "the first email" });
      const first = tokenOf(smtp.received[0]!.raw);
      await post("/admin/forgot-password", { identifier: "writer" });
      await worker.runOnce();
      await waitFor(() => smtp.received.length === 2, { what: "the second email" });
      const second = tokenOf(smtp.received[1]!.raw);
      expect(
        (await post("/admin/reset-password", { token: first, newPassword: "replaced link password", repeatPassword: "replaced link password" })).status,
      ).toBe(400);
      await database.query("update admin_password_resets set expires_at = now() - interval '1 second' where ended_at is null");
      expect(await json(await fetch(`${pages.url}/admin/reset-password?token=${second}`))).toEqual({ token: "", open: false });
      expect(
        (await post("/admin/reset-password", { token: second, newPassword: "expired link password", repeatPassword: "expired link password" })).status,
      ).toBe(400);
      expect((await signIn(database.handle.db, { username: "writer", password: "a brand new password", clientAddress: "192.0.2.1" })).ok).toBe(true);
      // A third request inside the window is the account's last; more get the same answer and no email.
      const before = (await database.query("select id from outbox")).length;
      for (let i = 0; i < 2; i++)
        expect((await post("/admin/forgot-password", { identifier: "writer" }, { "X-Test-Address": `198.51.100.${i}` })).status).toBe(200);
      expect((await database.query("select id from outbox")).length).toBe(before + 1);
    } finally {
      await worker.stop();
    }
  });

  it("limits reset requests per address and refuses hostile input with 4xx", async () => {
    for (let i = 0; i < RESET_MAX_PER_ADDRESS; i++)
      expect((await post("/admin/forgot-password", { identifier: `someone${i}` }, { "X-Test-Address": "203.0.113.80" })).status).toBe(200);
    expect((await post("/admin/forgot-password", { identifier: "writer" }, { "X-Test-Address": "203.0.113.80" })).status).toBe(429);
    expect((await post("/admin/forgot-password", { identifier: "writer" }, { "X-Test-Address": "203.0.113.81" })).status).toBe(200);
    for (const identifier of ["", "writer\u0000", "x".repeat(1_000)]) {
      expect((await post("/admin/forgot-password", { identifier })).status, JSON.stringify(identifier.slice(0, 10))).toBe(400);
    }
    expect((await post("/admin/forgot-password", { identifier: "y".repeat(20_000) })).status).toBe(413);
    const text = await fetch(`${pages.url}/admin/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: '{"identifier":"writer"}',
    });
    expect(text.status).toBe(415);
    expect((await post("/admin/forgot-password", { identifier: "writer" }, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect(
      (await post("/admin/reset-password", { token: "\u0000", newPassword: "a long enough new one", repeatPassword: "a long enough new one" })).status,
    ).toBe(400);
    expect(
      (await post("/admin/reset-password", { token: "x".repeat(43), newPassword: "nul\u0000in the password", repeatPassword: "nul\u0000in the password" }))
        .status,
    ).toBe(400);
    expect(
      (await post("/admin/account", { intent: "email", email: "a@b.co\u0000" }, { Cookie: await signInCookie(database, "writer", "a brand new password") }))
        .status,
    ).toBe(400);
  });

  it("retention deletes resets whose link stopped working over a day ago, with their deliveries, and keeps the rest", async () => {
    await database.query("delete from outbox");
    await database.query("delete from admin_password_resets");
    const [writer] = await database.query<{ id: string }>("select id from admin_users where username = 'writer'");
    const reset = (label: string, expires: string, ended: string | null) =>
      database.query<{ id: string }>(
        `insert into admin_password_resets (user_id, token_hash, expires_at, ended_at) values ($1, $2, now() + interval '${expires}', ${ended ? `now() + interval '${ended}'` : "null"}) returning id`,
        [writer!.id, label],
      );
    const [usedLongAgo] = await reset("used two days ago", "-47 hours", "-2 days");
    await reset("expired two days ago", "-2 days", null);
    await reset("used an hour ago", "-30 minutes", "-1 hour");
    await reset("expired an hour ago", "-1 hour", null);
    await reset("still open", "20 minutes", null);
    await database.query("insert into outbox (kind, password_reset_id) values ('admin-password-reset', $1)", [usedLongAgo!.id]);

    const job = startRetentionJob({ db: database.handle.db, logger: pino({ level: "silent" }), retentionDays: 365, rateLimitWindowSeconds: 600 });
    await job.stop();
    expect((await database.query<{ token_hash: string }>("select token_hash from admin_password_resets order by token_hash")).map((r) => r.token_hash)).toEqual(
      ["expired an hour ago", "still open", "used an hour ago"],
    );
    expect(await database.query("select id from outbox")).toEqual([]);
  });

  /** Whether a session cookie still signs in. */
  const signedIn = async (cookie: string) => (await authorise(database.handle.db, cookie, "writer", false)).kind === "ok";

  it("changes the password by the account page's form, ending the other sessions and keeping this one", async () => {
    await createUser(database.handle.db, { username: "changer", password: PASSWORD, isAdmin: false });
    const here = await signInCookie(database, "changer", PASSWORD);
    const there = await signInCookie(database, "changer", PASSWORD);
    const change = (fields: Record<string, string>) =>
      post("/admin/account", { intent: "password", ...fields }, { Cookie: here, "X-Test-Address": "192.0.2.60" });

    const differ = await change({ currentPassword: PASSWORD, newPassword: "another long password", repeatPassword: "another long passwort" });
    expect(differ.status).toBe(400);
    expect(await json(differ)).toEqual({ form: "password", error: "The two new passwords are not the same." });
    const wrong = await change({ currentPassword: "not it at all", newPassword: "another long password", repeatPassword: "another long password" });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({ form: "password", error: "Your current password is not right." });
    const short = await change({ currentPassword: PASSWORD, newPassword: "short", repeatPassword: "short" });
    expect(short.status).toBe(400);
    expect((await signIn(database.handle.db, { username: "changer", password: PASSWORD, clientAddress: "192.0.2.61" })).ok).toBe(true);

    const ok = await change({ currentPassword: PASSWORD, newPassword: "another long password", repeatPassword: "another long password" });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ form: "password", notice: "Password changed. Your other sessions were signed out." });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(there)).toBe(false);
    expect((await signIn(database.handle.db, { username: "changer", password: "another long password", clientAddress: "192.0.2.61" })).ok).toBe(true);
    const back = await change({ currentPassword: "another long password", newPassword: PASSWORD, repeatPassword: PASSWORD });
    expect(back.status).toBe(200);
  });

  it("throttles wrong current passwords like sign-in, and refuses the right one meanwhile from that address", async () => {
    await createUser(database.handle.db, { username: "guesser", password: PASSWORD, isAdmin: false });
    const cookie = await signInCookie(database, "guesser", PASSWORD);
    const change = (currentPassword: string) =>
      post(
        "/admin/account",
        { intent: "password", currentPassword, newPassword: "another long password", repeatPassword: "another long password" },
        { Cookie: cookie, "X-Test-Address": "192.0.2.70" },
      );
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) expect((await change(`guess number ${i}`)).status).toBe(400);
    const right = await change(PASSWORD);
    expect(right.status).toBe(429);
    expect(await json(right)).toEqual({ form: "password", error: "Too many wrong passwords. Please wait 15 minutes and try again." });
    expect((await signIn(database.handle.db, { username: "guesser", password: PASSWORD, clientAddress: "198.51.100.3" })).ok).toBe(true);
  });

  it("signs out everywhere by the account page's form: every session ends, this one's cookie is cleared, and it lands on the sign-in page", async () => {
    await createUser(database.handle.db, { username: "leaver", password: PASSWORD, isAdmin: false });
    const phone = await signInCookie(database, "leaver", PASSWORD);
    const laptop = await signInCookie(database, "leaver", PASSWORD);
    await createUser(database.handle.db, { username: "bystander", password: PASSWORD, isAdmin: false });
    const bystander = await signInCookie(database, "bystander", PASSWORD);
    const foreign = await post(
      "/admin/account",
      { intent: "sign-out-everywhere" },
      { Cookie: phone, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await signedIn(phone)).toBe(true);

    const out = await post("/admin/account", { intent: "sign-out-everywhere" }, { Cookie: phone });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/login");
    expect(out.headers.get("set-cookie")).toMatch(/^ml_admin=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(bystander)).toBe(true);
    // Without a session the form is refused before its body is read.
    expect((await post("/admin/account", { intent: "sign-out-everywhere" }, { Cookie: phone })).status).toBe(401);
    expect((await post("/admin/account", { intent: "password\u0000" }, { Cookie: bystander })).status).toBe(400);
  });
});
