import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseInUseError, openDatabase } from "../../app/db/client.server";
import { rateLimitClientKey } from "../../server/api/rate-limit";
import { LONGEST_DELIVERY_MS } from "../../server/jobs/deliveries";
import { shutdownGraceMs } from "../../server/start";
import { NEWSLETTER_PAGE_NAME } from "../../app/features/newsletter/newsletter-schema";
import { sql } from "drizzle-orm";
import { copyPgliteTemplate, createPostgresDatabase, databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { postJson, spawnApiProcess, startApi, validContact, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";
import { startHubspotStandIn, waitFor } from "./support/stand-ins";

describe.each(databaseKinds)("/readyz and the outbox on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  it("reports the backlog, the oldest undelivered entry's age and the failed count, so monitoring can alert", async () => {
    const empty = await fetch(`${api.url}/readyz`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ status: "ready", outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0 } });

    for (let i = 0; i < 3; i++) expect((await postJson(`${api.url}/api/submit-homepage-form`, validContact())).status).toBe(201);
    await database.query("update outbox set created_at = now() - interval '2 hours' where id = (select min(id) from outbox)");
    await database.query("update outbox set status = 'failed' where id = (select max(id) from outbox)");
    const ready = await fetch(`${api.url}/readyz`);
    const body = (await ready.json()) as { status: string; outbox: { pending: number; oldestPendingSeconds: number; failed: number } };
    expect(body.status).toBe("ready");
    expect(body.outbox.pending).toBe(2);
    expect(body.outbox.failed).toBe(1);
    expect(body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(7200);
    expect(body.outbox.oldestPendingSeconds).toBeLessThan(7300);
  });
});

describe("rate-limit keys", () => {
  it("keys an IPv6 client by its /64: one household or phone is one client, whatever address it rotates to", () => {
    expect(rateLimitClientKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(rateLimitClientKey("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitClientKey("2001:db8:1::9")).toBe("2001:db8:1:0::/64");
    expect(rateLimitClientKey("2001:DB8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitClientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keys IPv4 (also IPv4-mapped IPv6) by the address", () => {
    expect(rateLimitClientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitClientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitClientKey(undefined)).toBe("unknown");
  });
});

describe.each(databaseKinds)("rate limits behind a proxy on %s", (kind) => {
  let database: TestDatabase;
  let behindProxy: RunningApi;
  let untrusted: RunningApi;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const limits = { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_CONTACT_MAX: "2", RATE_LIMIT_WINDOW_SECONDS: "120" };
    behindProxy = await startApi(database, { ...limits, TRUST_PROXY: "loopback" });
    // A hosting proxy on another address, which the default does not trust.
    untrusted = await startApi(database, { ...limits, TRUST_PROXY: "10.0.0.0/8" });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await untrusted?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.query("delete from rate_limit_buckets");
  });

  const post = (api: RunningApi, forwardedFor: string) =>
    postJson(`${api.url}/api/submit-homepage-form`, validContact(), { "X-Forwarded-For": forwardedFor }).then((r) => r.status);

  it("counts addresses of one IPv6 /64 together, and another /64 apart", async () => {
    expect(await post(behindProxy, "2001:db8:aa:1::1")).toBe(201);
    expect(await post(behindProxy, "2001:db8:aa:1:ffff:ffff:ffff:fffe")).toBe(201);
    expect(await post(behindProxy, "2001:db8:aa:1::77")).toBe(429);
    expect(await post(behindProxy, "2001:db8:aa:2::1")).toBe(201);
  });

  it("warns once, naming TRUST_PROXY, when X-Forwarded-For comes from a peer it does not trust", async () => {
    const warnings = () => untrusted.logs.filter((line) => line.includes("TRUST_PROXY"));
    expect(warnings()).toHaveLength(0);
    await post(untrusted, "198.51.100.1");
    await post(untrusted, "198.51.100.2");
    expect(warnings()).toHaveLength(1);
    const warning = JSON.parse(warnings()[0]!) as { level: number; msg: string };
    expect(warning.level).toBe(40);
    expect(warning.msg).toMatch(/X-Forwarded-For/);
    // The trusted setup never warns.
    await post(behindProxy, "198.51.100.3");
    expect(behindProxy.logs.filter((line) => line.includes("TRUST_PROXY"))).toHaveLength(0);
  });
});

describe("a stalled PostgreSQL", () => {
  let stalled: Server;
  let port = 0;
  const sockets = new Set<import("node:net").Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers: a database host that hangs.
    stalled = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", () => resolve()));
    port = (stalled.address() as import("node:net").AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stalled.close(() => resolve()));
  });

  it("gives fast 503s on the lead endpoint and /readyz instead of hung requests", async () => {
    const handle = await openDatabase({ databaseUrl: `postgres://u:p@127.0.0.1:${port}/db`, connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 });
    const api = await startApi({ kind: "postgres", handle, query: async () => [], dispose: async () => {} });
    try {
      const started = performance.now();
      const [contact, ready] = await Promise.all([postJson(`${api.url}/api/submit-homepage-form`, validContact()), fetch(`${api.url}/readyz`)]);
      expect(contact.status).toBe(503);
      expect(ready.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(4_000);
    } finally {
      await api.close();
      await handle.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("run without the requests' statement time limit (a backfill may take longer), which still holds for requests", async () => {
    const { databaseUrl, drop } = await createPostgresDatabase();
    const handle = await openDatabase({ databaseUrl, statementTimeoutMs: 1 });
    try {
      await handle.migrate();
      // 57014: canceled by statement_timeout.
      await expect(handle.db.execute(sql`select pg_sleep(0.05)`)).rejects.toMatchObject({ cause: { code: "57014" } });
    } finally {
      await handle.close();
      await drop();
    }
  });
});

describe("the embedded database's folder lock", () => {
  it("is taken atomically: a second opener of the same folder is refused, even in the same process", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-lock-"));
    try {
      const release = acquireDataDirLock(dir);
      expect(() => acquireDataDirLock(dir)).toThrow(DatabaseInUseError);
      release();
      // Released: the next opener gets it; a file left by a dead process is taken over.
      const again = acquireDataDirLock(dir);
      again();
      writeFileSync(path.join(dir, "millennial-life.pid"), "999999999");
      acquireDataDirLock(dir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("two processes racing for the folder: exactly one wins", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-lock-race-"));
    const children: ChildProcess[] = [];
    try {
      // Each racer says whether it won; a winner keeps the lock (stays alive) until the test ends.
      const script = `
        import { acquireDataDirLock } from "./app/db/client.server.ts";
        try { acquireDataDirLock(process.argv[1]); console.log("won"); setInterval(() => {}, 1000); }
        catch (error) { console.log(error.constructor.name); }`;
      const outcomes = await Promise.all(
        Array.from(
          { length: 4 },
          () =>
            new Promise<string>((resolve) => {
              const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir], { cwd: process.cwd() });
              children.push(child);
              let out = "";
              child.stdout!.on("data", (chunk: Buffer) => {
                out += String(chunk);
                if (out.includes("\n")) resolve(out.trim());
              });
              child.on("exit", () => resolve(out.trim()));
            }),
        ),
      );
      expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "DatabaseInUseError")).toHaveLength(3);
    } finally {
      for (const child of children) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("graceful stop", () => {
  it("waits at least as long as the longest delivery's own timeouts, so a deploy does not cause double sends", () => {
    expect(LONGEST_DELIVERY_MS).toBeGreaterThanOrEqual(15_000);
    expect(shutdownGraceMs()).toBeGreaterThan(LONGEST_DELIVERY_MS);
  });

  it("a SIGTERM while a delivery is in flight waits for it to finish, so it is sent once", async () => {
    // HubSpot answers after 12 s: slow, but inside its 15-second timeout.
    const answerDelayMs = 12_000;
    const hubspot = await startHubspotStandIn({ delayMs: answerDelayMs });
    const dataDir = copyPgliteTemplate();
    try {
      const server = await spawnApiProcess({ DATA_DIR: dataDir, HUBSPOT_ENABLED: "true", HUBSPOT_FORMS_BASE_URL: hubspot.url });
      const signup = {
        portalId: "millennial-life",
        formId: "the-clarity-drip",
        firstName: "Maya",
        lastName: "Patel",
        email: "maya.stop@example.com",
        pageName: NEWSLETTER_PAGE_NAME,
        pageUri: "/",
      };
      expect((await postJson(`${server.url}/api/submit-hubspot`, signup)).status).toBe(200);
      await waitFor(() => hubspot.received.length === 1, { what: "the signup to reach the HubSpot stand-in" });
      const inFlightSince = Date.now();

      server.child.kill("SIGTERM");
      expect(await server.exited, server.stderr()).toBe(0);
      // It stopped only after HubSpot had answered.
      expect(Date.now() - inFlightSince).toBeGreaterThanOrEqual(answerDelayMs - 500);
      expect(hubspot.accepted).toHaveLength(1);

      // Recorded as delivered after one attempt: nothing is left to send again after the restart.
      const database = await openDatabase({ dataDir });
      try {
        const { rows } = (await database.db.execute("select kind, status, attempts from outbox")) as unknown as { rows: unknown[] };
        expect(rows).toEqual([{ kind: "newsletter-hubspot", status: "delivered", attempts: 1 }]);
      } finally {
        await database.close();
      }
    } finally {
      await hubspot.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
