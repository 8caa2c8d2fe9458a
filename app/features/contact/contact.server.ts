import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactRequests, outbox, type OutboxKind } from "~/db/schema";
import type { ContactRequest } from "./contact-schema";

/**
 * Stores an enquiry and the practice's notification atomically: when this resolves both are
 * committed, when it throws neither is. One statement (a data-modifying CTE) rather than
 * BEGIN / INSERT / INSERT / COMMIT: a single statement is its own transaction, and one round trip
 * instead of four is what lets one instance take hundreds of enquiries a second.
 */
export async function storeContactRequest(db: Database, request: ContactRequest): Promise<{ id: string }> {
  const result = await db.execute(sql`
    with inserted as (
      insert into ${contactRequests}
        (first_name, last_name, email, phone, service_interest, message, communications_opt_in, data_storage_consent, page_uri, page_name)
      values (${request.firstName}, ${request.lastName}, ${request.email}, ${request.phone}, ${request.serviceInterest}, ${request.message},
        ${request.communicationsOptIn}, ${request.dataStorageConsent}, ${request.pageUri}, ${request.pageName})
      returning id
    )
    insert into ${outbox} (kind, contact_request_id)
    select ${"contact-notification" satisfies OutboxKind}, id from inserted
    returning contact_request_id as id`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** What the practice's notification may say about an enquiry: its reference and time, nothing about the person. */
export interface ContactNotificationFacts {
  id: string;
  createdAt: Date;
}

export async function findContactNotificationFacts(db: Database, id: string): Promise<ContactNotificationFacts | undefined> {
  const [row] = await db.select({ id: contactRequests.id, createdAt: contactRequests.createdAt }).from(contactRequests).where(eq(contactRequests.id, id));
  return row;
}
