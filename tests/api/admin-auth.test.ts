import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  ensureAdminUser,
  LOGIN_MAX_DELAY_MS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  listUsers,
  setUserDisabled,
  signIn,
} from "../../app/features/admin/auth.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import type { RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase, signInCookie } from "./support/api";
import { startApi } from "./support/server";
import { request as httpRequest } from "node:http";

const ADMIN_PASSWORD = "correct horse battery staple";
const WRITER_PASSWORD = "a therapist who writes posts";
const FORGED = { "X-Auth-User": "admin", "X-Auth-Admin": "true" };

/** Every admin endpoint there is, and a few that are not (they must not tell that apart without a session). */
const ENDPOINTS: [method: string, path: string][] = [
  ["GET", "/api/admin/session"],
  ["GET", "/api/admin/reply-templates"],
  ["POST", "/api/admin/reply-templates"],
  ["PATCH", "/api/admin/leads/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/admin/bookings/hosts"],
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
    const body = { name: "csrf-victim", subject: "Planted", body: "Planted by another site." };
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      const res = await call("POST", "/api/admin/reply-templates", { Cookie: cookie, ...headers }, body);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await call("GET", "/api/admin/session", { Cookie: cookie })).status).toBe(200);
    const [{ n }] = (await database.query<{ n: number }>("select count(*)::int as n from reply_templates where name = 'csrf-victim'")) as [{ n: number }];
    expect(n).toBe(0);
    // The same request from the site's own page goes through.
    const own = await call("POST", "/api/admin/reply-templates", { Cookie: cookie, Origin: api.url, "Sec-Fetch-Site": "same-origin" }, body);
    expect(own.status).toBe(201);
  });

  it("lets a writer in but answers 403 on what only admins may do", async () => {
    const cookie = await session("writer", WRITER_PASSWORD);
    const me = await call("GET", "/api/admin/session", { Cookie: cookie, ...FORGED });
    expect(await me.json()).toEqual({ username: "writer", isAdmin: false });
    for (const [method, path] of [
      ["GET", "/api/admin/reply-templates"],
      ["POST", "/api/admin/reply-templates"],
      ["GET", "/api/clarity/summary"],
    ] as const) {
      const res = await call(method, path, { Cookie: cookie, ...FORGED }, method === "GET" ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  // Adding, refusing, disabling and resetting through the Users screen's form: admin-users-form.test.ts.
  it("an account an admin disables is signed out at once; the list says where its reset links go and whether it has two-factor sign-in", async () => {
    const associate = await createUser(database.handle.db, { username: "Associate", password: "long enough password 1", isAdmin: false });
    expect(associate.username).toBe("associate");
    await expect(createUser(database.handle.db, { username: "fine.name", password: "nul\u0000character pass", isAdmin: false })).rejects.toThrow();
    await database.query("update admin_users set email = 'associate@example.com' where username = 'associate'");
    const listed = await listUsers(database.handle.db);
    expect(listed.find((u) => u.username === "associate")).toMatchObject({ email: "associate@example.com", twoFactor: false, isAdmin: false });
    expect(listed.find((u) => u.username === "owner")).toMatchObject({ email: null, twoFactor: false, isAdmin: true });

    const theirs = await session("associate", "long enough password 1");
    expect((await call("GET", "/api/admin/session", { Cookie: theirs })).status).toBe(200);
    const owner = listed.find((u) => u.username === "owner")!;
    await setUserDisabled(database.handle.db, { id: owner.id, username: "owner", isAdmin: true }, associate.id, true);
    expect((await call("GET", "/api/admin/session", { Cookie: theirs })).status).toBe(401);
    expect((await signIn(database.handle.db, { username: "associate", password: "long enough password 1", clientAddress: "198.51.100.9" })).ok).toBe(false);
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

  /** Records the throttle's delays instead of waiting them out. */
  const delays = () => {
    const waited: number[] = [];
    return { waited, wait: async (ms: number) => void waited.push(ms) };
  };

  it("slows down wrong passwords, then stops that address for that account, yet the right password from elsewhere still signs in", async () => {
    const db = database.handle.db;
    const { waited, wait } = delays();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) {
      expect(await signIn(db, { username: "writer", password: "wrong guess", clientAddress: "203.0.113.7" }, wait)).toEqual({ ok: false, reason: "invalid" });
    }
    // A progressive delay: none for the first slips, then longer each time.
    expect(waited).toEqual([250, 500]);
    expect(await signIn(db, { username: "writer", password: WRITER_PASSWORD, clientAddress: "203.0.113.7" }, wait)).toEqual({ ok: false, reason: "throttled" });
    // Another address: slowed down by the account's count, never locked out.
    const elsewhere = delays();
    const owner = await signIn(db, { username: "writer", password: WRITER_PASSWORD, clientAddress: "198.51.100.77" }, elsewhere.wait);
    expect(owner.ok).toBe(true);
    expect(elsewhere.waited).toEqual([1_000]);
    // The counts live in the database, keyed by address, by account from that address, and by account.
    const keys = (await database.query<{ key: string }>("select key from rate_limit_buckets where key like 'login-%' order by key")).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["login-address:203.0.113.7", "login-pair:writer@203.0.113.7"]));
    expect(keys).not.toContain("login-account:writer");
    await database.query("update rate_limit_buckets set window_started_at = now() - interval '16 minutes' where key like '%@203.0.113.7'");
    expect((await signIn(db, { username: "writer", password: WRITER_PASSWORD, clientAddress: "203.0.113.7" }, wait)).ok).toBe(true);
  });

  it("lets many addresses against one account raise the delay up to a ceiling, never lock it", async () => {
    const db = database.handle.db;
    const { waited, wait } = delays();
    for (let i = 0; i < 12; i++) {
      expect(await signIn(db, { username: "owner", password: "wrong guess", clientAddress: `203.0.113.${100 + i}` }, wait)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(waited).toEqual([250, 500, 1_000, 2_000, 3_000, 3_000, 3_000, 3_000, 3_000]);
    expect(Math.max(...waited)).toBe(LOGIN_MAX_DELAY_MS);
    const owner = delays();
    expect((await signIn(db, { username: "owner", password: ADMIN_PASSWORD, clientAddress: "198.51.100.1" }, owner.wait)).ok).toBe(true);
    expect(owner.waited).toEqual([LOGIN_MAX_DELAY_MS]);
    // Signing in clears the account's count.
    const after = delays();
    expect((await signIn(db, { username: "owner", password: ADMIN_PASSWORD, clientAddress: "198.51.100.1" }, after.wait)).ok).toBe(true);
    expect(after.waited).toEqual([]);
  });

  it("stops one address trying many accounts, and only that address", async () => {
    const db = database.handle.db;
    const { wait } = delays();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      await signIn(db, { username: `guess${i}`, password: "wrong guess", clientAddress: "192.0.2.50" }, wait);
    }
    expect(await signIn(db, { username: "owner", password: ADMIN_PASSWORD, clientAddress: "192.0.2.50" }, wait)).toEqual({ ok: false, reason: "throttled" });
    expect((await signIn(db, { username: "owner", password: ADMIN_PASSWORD, clientAddress: "192.0.2.51" }, wait)).ok).toBe(true);
  });

  it("refuses a 50 MB sign-in body with 413 before reading it, and one of unknown length with 411", async () => {
    const post = (headers: Record<string, string | number>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          `${api.url}/admin/login`,
          { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        // Only the first kilobyte is ever sent: the answer must not wait for the rest.
        req.write("username=owner&password=" + "x".repeat(1_000));
      });
    const started = performance.now();
    expect(await post({ "Content-Length": 50 * 1024 * 1024 })).toEqual({ status: 413, body: "That is more than the sign-in form takes." });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await post({ "Transfer-Encoding": "chunked" })).status).toBe(411);
  });

  it("reads only the __Host- cookie when cookies are secure (production): a plain ml_admin is ignored", async () => {
    const production = await startApi(database, { SESSION_COOKIE_SECURE: "true" });
    try {
      const token = (await session("owner", ADMIN_PASSWORD)).split("=")[1]!;
      const ask = (cookie: string) => fetch(`${production.url}/api/admin/session`, { headers: { Cookie: cookie } }).then((r) => r.status);
      expect(await ask(`ml_admin=${token}`)).toBe(401);
      expect(await ask(`__Host-ml_admin=${token}`)).toBe(200);
      // A planted plain cookie in front does not shadow the real one, nor stand in for it.
      expect(await ask(`ml_admin=forged-token-forged-token-forged; __Host-ml_admin=${token}`)).toBe(200);
      expect(await ask(`ml_admin=${token}; __Host-ml_admin=forged-token-forged-token-forged`)).toBe(401);
      // Plain HTTP (development) reads the plain name only.
      expect((await call("GET", "/api/admin/session", { Cookie: `__Host-ml_admin=${token}` })).status).toBe(401);
    } finally {
      await production.close();
    }
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
      expect((await signIn(db, { username, password, clientAddress: "192.0.2.99" }, async () => {})).ok).toBe(false);
    }
  });
});
