import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * "Public content changed": said once by the code that writes content (the blog's API, the practice settings, the media library), heard by
 * the render cache. Two paths, because a server may run as several instances:
 * - in this process, at once, to the listeners registered for the same database object (the
 *   admin's next page view must show the change, not wait for a round trip through PostgreSQL);
 * - to every instance through PostgreSQL's NOTIFY on CONTENT_CHANNEL (each one LISTENs).
 */
export const CONTENT_CHANNEL = "site_content_changed";

export interface ContentChange {
  /** blog: a post was written; settings: the practice's contact details, shown on every page;
   * media: an upload's details, or which upload a page uses, changed. */
  kind: "blog" | "settings" | "media";
  /** The slugs the change touched (a renamed post names both); none for settings. */
  slugs: string[];
}

type Listener = (change: ContentChange) => void;

// The Express bundle and React Router's server bundle each carry a copy of this module: one
// registry on globalThis, keyed by the database object, serves both.
const REGISTRY = Symbol.for("millennial-life.content-changes");
function registry(): WeakMap<object, Set<Listener>> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<object, Set<Listener>> };
  return (holder[REGISTRY] ??= new WeakMap());
}

/** Registers a listener for changes written through `db`; returns the function that removes it. */
export function onContentChange(db: Database, listener: Listener): () => void {
  const map = registry();
  const set = map.get(db) ?? new Set<Listener>();
  map.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

// Each database handle (one per instance) signs its NOTIFYs, so an instance can tell its own echo,
// already heard in process, from another instance's change. Kept on globalThis like the registry.
const ORIGINS = Symbol.for("millennial-life.content-change-origins");
function originOf(db: Database): string {
  const holder = globalThis as typeof globalThis & { [ORIGINS]?: WeakMap<object, string> };
  const origins = (holder[ORIGINS] ??= new WeakMap());
  let origin = origins.get(db);
  if (origin === undefined) {
    origin = randomUUID();
    origins.set(db, origin);
  }
  return origin;
}

/** Whether a NOTIFY payload was sent through `db` itself: its listeners in this process heard it already. */
export function announcedThrough(db: Database, payload: string): boolean {
  try {
    return (JSON.parse(payload) as { origin?: unknown }).origin === originOf(db);
  } catch {
    return false;
  }
}

/** Call after the change is committed. A failed NOTIFY is reported, not thrown: the write stands. */
export async function announceContentChange(db: Database, change: ContentChange): Promise<void> {
  for (const listener of registry().get(db) ?? []) listener(change);
  try {
    await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify({ ...change, origin: originOf(db) })})`);
  } catch (error) {
    // Other instances then catch up through the render cache's time-to-live.
    console.warn("content change not announced to other instances:", (error as Error).message);
  }
}
