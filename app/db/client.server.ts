import { closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
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
  /** PostgreSQL: how long to wait for a connection before the query fails (a stalled server gives fast errors). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run (the server cancels it; the client gives up a second later). */
  statementTimeoutMs?: number;
  /** PostgreSQL: an idle connection failed (server restart, network); the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

export class DatabaseInUseError extends Error {}

/** Opens PostgreSQL when a URL is given, otherwise PGlite persisted in dataDir (created if missing). */
export async function openDatabase({
  databaseUrl,
  dataDir = "./data",
  poolMax = 10,
  connectTimeoutMs = 5_000,
  statementTimeoutMs = 10_000,
  onPoolError = () => {},
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres({ databaseUrl, poolMax, connectTimeoutMs, statementTimeoutMs, onPoolError });
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const releaseLock = acquireDataDirLock(folder);
  try {
    const client = await createPglite(folder);
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Opens PGlite in a folder with the extensions the migrations need (btree_gist for the bookings' exclusion constraint, pg_trgm for search by similarity). */
export function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm } });
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

function openPostgres({
  databaseUrl,
  poolMax,
  connectTimeoutMs,
  statementTimeoutMs,
  onPoolError,
}: {
  databaseUrl: string;
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  onPoolError: (error: Error) => void;
}): DatabaseHandle {
  // A stalled database must give fast errors (503s), not requests that hang: a connection wait,
  // a statement limit the server enforces, a client-side limit in case the server cannot answer
  // at all, and TCP keep-alive so a dead peer is noticed.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection (server restart, failover) must not crash the process;
  // the pool replaces it, and the log says it happened.
  pool.on("error", onPoolError);
  const db = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // A connection of its own, without the requests' time limits: a migration's backfill may
      // take longer than any request may. Several instances may start together: one migrates,
      // the others wait for it.
      const connection = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
      await connection.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        await connection.end();
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

/** Folders this process holds: a second open in the same process is refused too. */
const heldFolders = new Set<string>();

/**
 * PGlite is a database inside one process: a second process opening the same folder (a second
 * server, or `npm run leads:delete` while the server runs) would corrupt it. The lock is a pid file
 * created exclusively (O_EXCL), so of two openers racing exactly one wins. A file left by a process
 * that died is taken over by renaming it away first: a rename succeeds for one taker only.
 */
export function acquireDataDirLock(folder: string): () => void {
  const lockFile = path.join(folder, "millennial-life.pid");
  const inUse = (holder: number | string) =>
    new DatabaseInUseError(
      `The database folder ${folder} is in use by process ${holder}. PGlite serves one process at a time: stop that process first, or use DATABASE_URL with a PostgreSQL server.`,
    );
  if (heldFolders.has(folder)) throw inUse(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      try {
        writeSync(fd, String(process.pid));
      } finally {
        closeSync(fd);
      }
      heldFolders.add(folder);
      return () => {
        heldFolders.delete(folder);
        try {
          if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let content: string;
    try {
      content = readFileSync(lockFile, "utf8").trim();
    } catch {
      continue; // released between our two calls: try again
    }
    const holder = Number(content);
    // A live holder keeps it. Our own pid in a file we do not hold is a stale file from an earlier
    // life (a container restarts its server as the same pid).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) throw inUse(holder);
    // An empty file is being written by its creator this very moment, unless it is old (a crash).
    if (content === "" && Date.now() - statSync(lockFile, { throwIfNoEntry: false })!.mtimeMs < 5_000) throw inUse("starting up");
    // Stale: move it aside; only one taker's rename succeeds.
    const aside = `${lockFile}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(lockFile, aside);
    } catch {
      continue; // another taker moved it first
    }
    if (readFileSync(aside, "utf8").trim() !== content) {
      // Between our read and our rename someone else took the lock: put theirs back and give way.
      try {
        linkSync(aside, lockFile);
      } catch {
        // Someone holds it again already.
      }
      unlinkSync(aside);
      throw inUse("another process");
    }
    unlinkSync(aside);
  }
  throw inUse("another process");
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
