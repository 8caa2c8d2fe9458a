import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The typed database, the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies pending migrations (idempotent; safe with several instances starting at once). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel: `onNotify` gets each payload. On PostgreSQL a dedicated connection
   * listens and reconnects when lost; `onReconnect` then runs, since notifications sent while it
   * was away are gone. Resolves once listening; the returned function stops.
   */
  listen(channel: string, handlers: { onNotify(payload: string): void; onReconnect?(): void }): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL: use a PostgreSQL server through a `pg` Pool. */
  databaseUrl?: string;
  /** Folder of the embedded PGlite database, used when there is no databaseUrl. */
  dataDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolMax?: number;
}

export class DatabaseInUseError extends Error {}

/** Opens PostgreSQL when a URL is given, otherwise PGlite persisted in dataDir (created if missing). */
export async function openDatabase({ databaseUrl, dataDir = "./data", poolMax = 10 }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl, poolMax);
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const releaseLock = lockDataDir(folder);
  try {
    const client = await PGlite.create(folder);
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Wraps an already open PGlite client (tests open theirs from a prepared folder). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, { onNotify }) => client.listen(channel, onNotify),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

function openPostgres(databaseUrl: string, poolMax: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart, failover) must not crash the process;
  // the pool replaces it and the next query reports the problem.
  pool.on("error", () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Several instances may start together: one migrates, the others wait for it.
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const MIGRATION_LOCK_ID = 727_001;
const LISTEN_RETRY_MS = [250, 1_000, 5_000];

/** One connection outside the pool that LISTENs, and comes back after a failover or restart. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  { onNotify, onReconnect }: { onNotify(payload: string): void; onReconnect?(): void },
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    failures = 0;
  };

  const lost = (which: pg.Client) => {
    if (stopped || which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (stopped || retry) return;
    const delay = LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)]!;
    failures++;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onReconnect?.(),
        () => schedule(),
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** The committed SQL migrations: beside this file (tsx, tests) or under app/db (the bundled server). */
export function migrationsFolder(): string {
  const candidates = [fileURLToPath(new URL("./migrations", import.meta.url)), path.resolve("app/db/migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * PGlite is a database inside one process: a second process opening the same folder (a second
 * server, or `npm run leads:delete` while the server runs) would corrupt it. A pid file refuses
 * that; a stale one left by a killed process is taken over.
 */
function lockDataDir(folder: string): () => void {
  const lockFile = path.join(folder, "millennial-life.pid");
  if (existsSync(lockFile)) {
    const holder = Number(readFileSync(lockFile, "utf8").trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) {
      throw new DatabaseInUseError(
        `The database folder ${folder} is in use by process ${holder}. PGlite serves one process at a time: stop that process first, or use DATABASE_URL with a PostgreSQL server.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
