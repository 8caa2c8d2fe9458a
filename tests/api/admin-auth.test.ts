import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, ensureAdminUser, LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS, signIn } from "../../app/features/admin/auth.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import type { RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase, signInCookie } from "./support/api";

const ADMIN_PASSWORD = "correct horse battery staple";
const WRITER_PASSWORD = "a therapist who writes posts";
const FORGED = { "X-Auth-User": "admin", "X-Auth-Admin": "true" };

/** Every admin endpoint there is, and a few that are not (they must not tell that apart without a session). */
const ENDPOINTS: [method: string, path: string][] = [
  ["GET", "/api/admin/session"],
  ["POST", "/api/admin/password"],
  ["POST", "/api/admin/sign-out-everywhere"],
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users"],
  ["PATCH", "/api/admin/users/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/admin/users/00000000-0000-4000-8000-000000000000/password"],
  ["GET", "/api/admin/no-such-thing"],
  ["GET", "/api/clarity/summary"],
  ["GET", "/api/blog/posts"],
  ["POST", "/api/blog/posts"],
];

describe.each(databaseKinds)("admin sign-in and sessions on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
    expect(await ensureAdminUser(database.handle.db, "Owner", ADMIN_PASSWORD)).toBe("created");
    expect(await ensureAdminUser(database.handle.db, "owner", "a different password entirely")).toBe("exists");
    await createUser(database.handle.db, { username: "writer", password: WRITER_PASSWORD, isAdmin: false });
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  const session = (username: string, password: string, clientAddress = "198.51.100.1") => signInCookie(database, username, password, clientAddress);
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("stores an argon2id hash with OWASP parameters and a hashed session token, never the secrets", async () => {
    const [user] = await database.query<{ password_hash: string }>("select password_hash from admin_users where username = 'owner'");
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cookie = await session("owner", ADMIN_PASSWORD);
    const token = cookie.split("=")[1]!;
    const rows = await database.query<{ token_hash: string }>("select token_hash from admin_sessions");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("answers 401 on every admin endpoint without a session, also with forged identity headers", async () => {
    for (const [method, path] of ENDPOINTS) {
      for (const headers of [{}, FORGED, { ...FORGED, Cookie: "ml_admin=forged-token-forged-token-forged" }]) {
        const res = await call(method, path, headers, method === "GET" ? undefined : {});
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(((await res.json()) as { message: string }).message).toBe("Please sign in.");
      }
    }
  });

  it("refuses a change another site makes a signed-in browser send (foreign Origin), whatever the cookie", async () => {
    const cookie = await session("owner", ADMIN_PASSWORD);
    const body = { username: "csrf-victim", password: "long enough password 1", isAdmin: true };
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      const res = await call("POST", "/api/admin/users", { Cookie: cookie, ...headers }, body);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await call("POST", "/api/admin/sign-out-everywhere", { Cookie: cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect((await call("GET", "/api/admin/session", { Cookie: cookie })).status).toBe(200);
    const [{ n }] = (await database.query<{ n: number }>("select count(*)::int as n from admin_users where username = 'csrf-victim'")) as [{ n: number }];
    expect(n).toBe(0);
    // The same request from the site's own page goes through.
    const own = await call("POST", "/api/admin/users", { Cookie: cookie, Origin: api.url, "Sec-Fetch-Site": "same-origin" }, { ...body, isAdmin: false });
    expect(own.status).toBe(201);
  });

  it("lets a writer in but answers 403 on what only admins may do", async () => {
    const cookie = await session("writer", WRITER_PASSWORD);
    const me = await call("GET", "/api/admin/session", { Cookie: cookie, ...FORGED });
    expect(await me.json()).toEqual({ username: "writer", isAdmin: false });
    for (const [method, path] of [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users"],
      ["GET", "/api/clarity/summary"],
    ] as const) {
      const res = await call(method, path, { Cookie: cookie, ...FORGED }, method === "GET" ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("lets an admin manage users: add, refuse bad input, disable (ending sessions), reset a password", async () => {
    const cookie = await session("owner", ADMIN_PASSWORD);
    const add = await call("POST", "/api/admin/users", { Cookie: cookie }, { username: "Associate", password: "long enough password 1", isAdmin: false });
    expect(add.status).toBe(201);
    const { user } = (await add.json()) as { user: { id: string; username: string } };
    expect(user.username).toBe("associate");
    for (const bad of [
      { username: "associate", password: "long enough password 1", isAdmin: false },
      { username: "x", password: "long enough password 1", isAdmin: false },
      { username: "fine.name", password: "short", isAdmin: false },
      { username: "fine.name", password: "nul\u0000character pass", isAdmin: false },
      { username: "fine.name", password: "long enough password 1", isAdmin: "yes" },
      { username: ["array"], password: "long enough password 1", isAdmin: false },
    ]) {
      const res = await call("POST", "/api/admin/users", { Cookie: cookie }, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const text = await fetch(`${api.url}/api/admin/users`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "text/plain" }, body: "x" });
    expect(text.status).toBe(415);

    const theirs = await session("associate", "long enough password 1");
    expect((await call("GET", "/api/admin/session", { Cookie: theirs })).status).toBe(200);
    expect((await call("PATCH", `/api/admin/users/${user.id}`, { Cookie: cookie }, { disabled: true })).status).toBe(200);
    expect((await call("GET", "/api/admin/session", { Cookie: theirs })).status).toBe(401);
    expect((await signIn(database.handle.db, { username: "associate", password: "long enough password 1", clientAddress: "198.51.100.9" })).ok).toBe(false);
    expect((await call("PATCH", `/api/admin/users/${user.id}`, { Cookie: cookie }, { disabled: false })).status).toBe(200);

    const reset = await call("POST", `/api/admin/users/${user.id}/password`, { Cookie: cookie }, { password: "a brand new password" });
    expect(reset.status).toBe(200);
    expect((await signIn(database.handle.db, { username: "associate", password: "long enough password 1", clientAddress: "198.51.100.9" })).ok).toBe(false);
    expect((await signIn(database.handle.db, { username: "associate", password: "a brand new password", clientAddress: "198.51.100.9" })).ok).toBe(true);

    // An admin cannot lock themselves out.
    const [owner] = await database.query<{ id: string }>("select id from admin_users where username = 'owner'");
    expect((await call("PATCH", `/api/admin/users/${owner!.id}`, { Cookie: cookie }, { disabled: true })).status).toBe(400);
  });

  it("ends a session after the idle time and at its absolute expiry", async () => {
    const idle = await session("owner", ADMIN_PASSWORD);
    const absolute = await session("owner", ADMIN_PASSWORD);
    expect((await call("GET", "/api/admin/session", { Cookie: idle })).status).toBe(200);
    const hash = async (cookie: string) => {
      const { createHash } = await import("node:crypto");
      return createHash("sha256").update(cookie.split("=")[1]!).digest("hex");
    };
    await database.query("update admin_sessions set last_seen_at = now() - interval '8 hours 1 minute' where token_hash = $1", [await hash(idle)]);
    await database.query("update admin_sessions set expires_at = now() - interval '1 second' where token_hash = $1", [await hash(absolute)]);
    expect((await call("GET", "/api/admin/session", { Cookie: idle })).status).toBe(401);
    expect((await call("GET", "/api/admin/session", { Cookie: absolute })).status).toBe(401);
  });

  it("signs out everywhere, and a password change signs out the other sessions", async () => {
    const phone = await session("writer", WRITER_PASSWORD);
    const laptop = await session("writer", WRITER_PASSWORD);
    const out = await call("POST", "/api/admin/sign-out-everywhere", { Cookie: phone });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^ml_admin=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await call("GET", "/api/admin/session", { Cookie: phone })).status).toBe(401);
    expect((await call("GET", "/api/admin/session", { Cookie: laptop })).status).toBe(401);

    const here = await session("writer", WRITER_PASSWORD);
    const there = await session("writer", WRITER_PASSWORD);
    const wrong = await call("POST", "/api/admin/password", { Cookie: here }, { currentPassword: "not it at all", newPassword: "another long password" });
    expect(wrong.status).toBe(400);
    const ok = await call("POST", "/api/admin/password", { Cookie: here }, { currentPassword: WRITER_PASSWORD, newPassword: "another long password" });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/api/admin/session", { Cookie: here })).status).toBe(200);
    expect((await call("GET", "/api/admin/session", { Cookie: there })).status).toBe(401);
    await call("POST", "/api/admin/password", { Cookie: here }, { currentPassword: "another long password", newPassword: WRITER_PASSWORD });
  });

  it("throttles failed sign-ins per account and per client address, counted in the database", async () => {
    const db = database.handle.db;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect(await signIn(db, { username: "writer", password: "wrong guess", clientAddress: `203.0.113.${i}` })).toEqual({ ok: false, reason: "invalid" });
    }
    // The right password from a fresh address is still refused: the account is locked for the window.
    expect(await signIn(db, { username: "writer", password: WRITER_PASSWORD, clientAddress: "203.0.113.200" })).toEqual({ ok: false, reason: "throttled" });
    await database.query("update rate_limit_buckets set window_started_at = now() - interval '16 minutes' where key = 'login-account:writer'");
    expect((await signIn(db, { username: "writer", password: WRITER_PASSWORD, clientAddress: "203.0.113.200" })).ok).toBe(true);

    // One address trying many accounts (real or not) is stopped too.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      await signIn(db, { username: `guess${i}`, password: "wrong guess", clientAddress: "192.0.2.50" });
    }
    expect(await signIn(db, { username: "owner", password: ADMIN_PASSWORD, clientAddress: "192.0.2.50" })).toEqual({ ok: false, reason: "throttled" });
    expect((await signIn(db, { username: "owner", password: ADMIN_PASSWORD, clientAddress: "192.0.2.51" })).ok).toBe(true);
  });

  it("refuses odd input to sign-in without an error", async () => {
    const db = database.handle.db;
    for (const [username, password] of [
      [undefined, undefined],
      [["owner"], ADMIN_PASSWORD],
      ["owner\u0000", ADMIN_PASSWORD],
      ["owner", "x".repeat(100_000)],
      ["o".repeat(10_000), "y"],
    ] as const) {
      expect((await signIn(db, { username, password, clientAddress: "192.0.2.99" })).ok).toBe(false);
    }
  });
});
