import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox, type OutboxKind } from "~/db/schema";
import { errorSummary, type Logger } from "../logger";

export type OutboxEntry = typeof outbox.$inferSelect;

/** Delivers one entry; throws to retry later, throws PermanentDeliveryError to give up at once. */
export type Deliverer = (entry: OutboxEntry) => Promise<void>;

/** The other side refused for good (e.g. HubSpot says 400): retrying cannot help. */
export class PermanentDeliveryError extends Error {}

/** The message is about a state that no longer holds (a reminder for a moved or cancelled call): nothing is sent, the entry is marked skipped. */
export class SupersededDeliveryError extends Error {}

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  /** One deliverer per kind; null or missing means the channel is not configured and entries are marked skipped. */
  deliverers: Partial<Record<OutboxKind, Deliverer | null>>;
  maxAttempts: number;
  /** First retry after this long, then doubling, capped at maxBackoffMs. */
  retryBaseMs: number;
  maxBackoffMs?: number;
  /** How long an idle worker waits before looking again (wake() cuts it short). */
  pollMs: number;
  /** A claimed entry is hidden from other workers this long; longer than any delivery's timeouts. */
  leaseMs?: number;
  batchSize?: number;
  /** After a wake, wait this long so leads arriving together are claimed together. */
  coalesceMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /** New work was committed: look now instead of at the next poll. */
  wake(): void;
  /** Finishes the deliveries in hand, then stops. */
  stop(): Promise<void>;
  /** Claims and delivers one batch; resolves with the number of entries handled. */
  runOnce(): Promise<number>;
}

/**
 * Delivers the outbox. Claiming is one statement, `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 * SKIP LOCKED)`, that bumps `attempts` and pushes `next_attempt_at` a lease into the future: two
 * workers (two instances on one PostgreSQL) never claim the same entry, and an entry whose worker
 * died comes due again when the lease ends. Results are written only if `attempts` still matches
 * the claim, so a worker that outlived its lease cannot overwrite a newer claim's outcome.
 */
export function createOutboxWorker({
  db,
  logger,
  deliverers,
  maxAttempts,
  retryBaseMs,
  maxBackoffMs = 6 * 60 * 60 * 1000,
  pollMs,
  leaseMs = 5 * 60 * 1000,
  batchSize = 10,
  coalesceMs = 50,
}: OutboxWorkerOptions): OutboxWorker {
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeRequested = false;
  let wakeSleeper: (() => void) | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  async function claim(): Promise<OutboxEntry[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${leaseMs}::int * interval '1 millisecond'` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  function stillOurs(entry: OutboxEntry) {
    return and(eq(outbox.id, entry.id), eq(outbox.attempts, entry.attempts), eq(outbox.status, "pending"));
  }

  async function handle(entry: OutboxEntry): Promise<void> {
    const deliver = deliverers[entry.kind];
    if (!deliver) return;
    try {
      await deliver(entry);
    } catch (error) {
      if (error instanceof SupersededDeliveryError) {
        await db
          .update(outbox)
          .set({ status: "skipped", lastError: `superseded: ${error.message}` })
          .where(stillOurs(entry));
        return;
      }
      const permanent = error instanceof PermanentDeliveryError;
      const giveUp = permanent || entry.attempts >= maxAttempts;
      // Stored and logged: a database error's text could carry values, so it goes through the serializer.
      const reason = errorSummary(error);
      const backoffMs = Math.min(maxBackoffMs, retryBaseMs * 2 ** (entry.attempts - 1));
      await db
        .update(outbox)
        .set(
          giveUp
            ? { status: "failed", lastError: reason }
            : { lastError: reason, nextAttemptAt: sql`now() + ${Math.round(backoffMs)}::int * interval '1 millisecond'` },
        )
        .where(stillOurs(entry));
      const log = { outboxId: entry.id, kind: entry.kind, attempt: entry.attempts, reason };
      if (giveUp) logger.error(log, "delivery failed for good; the entry is kept with status failed");
      else logger.warn({ ...log, retryInMs: backoffMs }, "delivery failed; will retry");
      return;
    }
    await db
      .update(outbox)
      .set({ status: "delivered", deliveredAt: sql`now()`, lastError: null })
      .where(stillOurs(entry));
  }

  /** Entries of an unconfigured channel, in one statement: with no SMTP_URL that is every enquiry. */
  async function skip(entries: OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await db
      .update(outbox)
      .set({ status: "skipped", lastError: "channel not configured" })
      .where(and(eq(outbox.status, "pending"), or(...entries.map((entry) => and(eq(outbox.id, entry.id), eq(outbox.attempts, entry.attempts))))));
  }

  async function runOnce(): Promise<number> {
    const entries = await claim();
    await Promise.all([skip(entries.filter((entry) => !deliverers[entry.kind])), ...entries.map((entry) => handle(entry))]);
    return entries.length;
  }

  /**
   * Waits for the poll interval, or for a wake. A wake ends the wait after `coalesceMs`, so a burst
   * of leads is claimed in a few batches instead of one claim per lead.
   */
  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, wakeRequested ? coalesceMs : ms);
      function done() {
        clearTimeout(timer);
        clearTimeout(wakeTimer);
        wakeTimer = undefined;
        wakeSleeper = undefined;
        resolve();
      }
      wakeSleeper = done;
    });
  }

  async function run() {
    while (running) {
      wakeRequested = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        // The database is away or busy: try again at the next poll; nothing is lost.
        logger.error({ err: error }, "outbox poll failed");
      }
      if (!running) break;
      if (handled < batchSize) await sleep(pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    wake() {
      wakeRequested = true;
      if (wakeSleeper && !wakeTimer) wakeTimer = setTimeout(() => wakeSleeper?.(), coalesceMs);
    },
    async stop() {
      running = false;
      wakeSleeper?.();
      await loop;
    },
    runOnce,
  };
}
