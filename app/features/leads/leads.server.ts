import { and, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactRequests, newsletterSignups, outbox } from "~/db/schema";

export interface DeletedCounts {
  contactRequests: number;
  newsletterSignups: number;
  outbox: number;
}

/**
 * A person's request to be forgotten: every enquiry and signup under this e-mail (any letter case)
 * and the deliveries queued for them, in one transaction.
 */
export async function deleteLeadsByEmail(db: Database, email: string): Promise<DeletedCounts> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const contactIds = tx
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${normalized}`);
    const signupIds = tx
      .select({ id: newsletterSignups.id })
      .from(newsletterSignups)
      .where(sql`lower(${newsletterSignups.email}) = ${normalized}`);
    const deletedOutbox = await tx
      .delete(outbox)
      .where(sql`${inArray(outbox.contactRequestId, contactIds)} or ${inArray(outbox.newsletterSignupId, signupIds)}`)
      .returning({ id: outbox.id });
    const deletedContacts = await tx
      .delete(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${normalized}`)
      .returning({ id: contactRequests.id });
    const deletedSignups = await tx
      .delete(newsletterSignups)
      .where(sql`lower(${newsletterSignups.email}) = ${normalized}`)
      .returning({ id: newsletterSignups.id });
    return { contactRequests: deletedContacts.length, newsletterSignups: deletedSignups.length, outbox: deletedOutbox.length };
  });
}

/**
 * The retention rule: enquiries older than `retentionDays` go, and their deliveries with them
 * (ON DELETE CASCADE). Newsletter signups stay: people asked to be on the list until they leave it.
 */
export async function purgeExpiredContactRequests(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db.delete(contactRequests).where(lt(contactRequests.createdAt, cutoff)).returning({ id: contactRequests.id });
  return deleted.length;
}

/** Finished deliveries (delivered, skipped, failed) older than the retention period: nothing left to do or show. */
export async function purgeFinishedOutboxEntries(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(outbox)
    .where(and(ne(outbox.status, "pending"), lt(outbox.createdAt, cutoff)))
    .returning({ id: outbox.id });
  return deleted.length;
}

export interface OutboxHealth {
  /** Deliveries waiting (new or between retries). */
  pending: number;
  /** Age of the oldest of them, in whole seconds (0 when none wait). */
  oldestPendingSeconds: number;
  /** Deliveries that gave up and wait for a person. */
  failed: number;
}

/** For /readyz: monitoring can alert before an enquiry waits a day. One scan of a small table. */
export async function outboxHealth(db: Database): Promise<OutboxHealth> {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${outbox.status} = 'pending'))::int`,
      oldestPendingSeconds: sql<number>`coalesce(floor(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending'))), 0)::int`,
      failed: sql<number>`(count(*) filter (where ${outbox.status} = 'failed'))::int`,
    })
    .from(outbox);
  return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: Number(row?.oldestPendingSeconds ?? 0), failed: Number(row?.failed ?? 0) };
}
