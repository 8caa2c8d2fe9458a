import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, openDatabase, wrapPglite, type DatabaseHandle } from "../../../app/db/client.server";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  kind: DatabaseKind;
  handle: DatabaseHandle;
  /** For a second connection or a spawned server: the PostgreSQL URL or the PGlite folder. */
  databaseUrl?: string;
  dataDir?: string;
  /** Raw SQL on the test database, outside the app's code. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

/** A new PGlite folder copied from the migrated template, for a test that opens it itself. */
export function copyPgliteTemplate(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-test-db-"));
  cpSync(inject("pgliteTemplateDir"), dir, { recursive: true });
  return dir;
}

/** A database of its own for one test file: a PGlite copy, or a new PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dataDir = copyPgliteTemplate();
    const client = await createPglite(dataDir);
    const handle = wrapPglite(client);
    await handle.migrate();
    return {
      kind,
      handle,
      dataDir,
      query: async (text, params) => (await client.query(text, params)).rows as never,
      dispose: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { databaseUrl, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl, poolMax: 20 });
  await handle.migrate();
  const raw = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // pg-pool's end() resolves before its clients' sockets have closed, so the forced drop in dispose()
  // can terminate one that is still closing ("terminating connection due to administrator command",
  // 57P01); the pool re-emits that as an 'error', which without a listener crashes the test run.
  raw.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") throw error;
  });
  return {
    kind,
    handle,
    databaseUrl,
    query: async (text, params) => (await raw.query(text, params as unknown[])).rows,
    dispose: async () => {
      await raw.end();
      await handle.close();
      await drop();
    },
  };
}

/** A uniquely named database on TEST_DATABASE_URL's server, so parallel runs never collide. */
export async function createPostgresDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `ml_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
