import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { copyPgliteTemplate, createPostgresDatabase, databaseKinds } from "./support/database";
import { postJson, spawnApiProcess, validContact } from "./support/server";

/**
 * The lead endpoints' promise: a visitor who was told "submitted" has a stored enquiry, even when the
 * server process is killed without warning in the middle of a burst of submissions.
 */
describe.each(databaseKinds)("killing the server mid-burst (%s)", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("every submission that got a 2xx is in the database after SIGKILL and restart", async () => {
    let env: Record<string, string>;
    if (kind === "pglite") {
      const dataDir = copyPgliteTemplate();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir };
    } else {
      const pgDatabase = await createPostgresDatabase();
      cleanups.push(() => pgDatabase.drop());
      env = { DATABASE_URL: pgDatabase.databaseUrl };
    }

    const first = await spawnApiProcess(env);
    cleanups.push(() => void first.child.kill("SIGKILL"));
    const confirmed: string[] = [];
    let attempted = 0;
    let stop = false;
    const senders = Array.from({ length: 12 }, async (_, sender) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${sender}-${i}@example.com`;
        attempted++;
        try {
          const res = await postJson(`${first.url}/api/submit-homepage-form`, validContact({ email }));
          if (res.status >= 200 && res.status < 300) confirmed.push(email);
        } catch {
          // The connection died with the process: this visitor saw an error, not a success.
          return;
        }
      }
    });
    // Let a burst get going, then kill the process without warning.
    await waitUntil(() => confirmed.length >= 40);
    first.child.kill("SIGKILL");
    await first.exited;
    stop = true;
    await Promise.all(senders);
    expect(confirmed.length).toBeGreaterThanOrEqual(40);
    expect(attempted).toBeGreaterThan(confirmed.length);

    // The restarted server comes up on the same database (stale lock and all) and takes work.
    const second = await spawnApiProcess(env);
    cleanups.push(() => void second.child.kill("SIGKILL"));
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect((await postJson(`${second.url}/api/submit-homepage-form`, validContact({ email: "after-restart@example.com" }))).status).toBe(201);
    // SIGTERM: finishes in flight, stops the workers, closes the database, exits 0.
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const database = await openDatabase(kind === "pglite" ? { dataDir: env.DATA_DIR } : { databaseUrl: env.DATABASE_URL });
    try {
      const { rows } = (await database.db.execute("select email from contact_requests")) as unknown as { rows: { email: string }[] };
      const stored = new Set(rows.map((r) => r.email));
      const missing = confirmed.filter((email) => !stored.has(email));
      expect(missing).toEqual([]);
      expect(stored.has("after-restart@example.com")).toBe(true);
      // Nothing half-written: every stored enquiry has its notification entry.
      const { rows: orphans } = (await database.db.execute(
        "select count(*)::int as n from contact_requests c where not exists (select 1 from outbox o where o.contact_request_id = c.id)",
      )) as unknown as { rows: { n: number }[] };
      expect(orphans[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});

async function waitUntil(check: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}
