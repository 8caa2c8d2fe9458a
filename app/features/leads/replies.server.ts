import { asc, eq, sql } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { Database } from "~/db/client.server";
import { contactRequests, leadEvents, leadReplies, outbox, replyTemplates } from "~/db/schema";
import { fillReply, replySchema, replyTemplateSchema, type ReplyInput, type ReplyTemplateInput } from "./reply-text";

/** Reply templates the practice keeps, and replies queued to inquirers through the outbox. */

export interface ReplyTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

function toTemplate(row: typeof replyTemplates.$inferSelect): ReplyTemplate {
  return { id: row.id, name: row.name, subject: row.subject, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

export async function listReplyTemplates(db: Database): Promise<ReplyTemplate[]> {
  const rows = await db.select().from(replyTemplates).orderBy(asc(replyTemplates.position), asc(replyTemplates.createdAt));
  return rows.map(toTemplate);
}

export async function getReplyTemplate(db: Database, id: string): Promise<ReplyTemplate | null> {
  const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return row ? toTemplate(row) : null;
}

export async function createReplyTemplate(db: Database, input: ReplyTemplateInput): Promise<ReplyTemplate> {
  const [row] = await db
    .insert(replyTemplates)
    .values({ ...input, position: sql`(select coalesce(max(${replyTemplates.position}), -1) + 1 from ${replyTemplates})` })
    .returning();
  return toTemplate(row!);
}

export async function updateReplyTemplate(db: Database, id: string, input: ReplyTemplateInput): Promise<boolean> {
  const updated = await db
    .update(replyTemplates)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  return updated.length > 0;
}

export async function deleteReplyTemplate(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id });
  return deleted.length > 0;
}

export type QueueReplyOutcome = { kind: "queued"; replyId: string } | { kind: "no-enquiry" } | { kind: "no-template" };

/**
 * Keeps the reply on the inquiry and queues its e-mail in one transaction. A reply to a new
 * inquiry moves it to "contacted", on the timeline like any status change.
 */
export async function queueReply(
  db: Database,
  { enquiryId, input, sentBy, bookingLink }: { enquiryId: string; input: ReplyInput; sentBy: string; bookingLink: string },
): Promise<QueueReplyOutcome> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ firstName: contactRequests.firstName, email: contactRequests.email, status: contactRequests.status })
      .from(contactRequests)
      .where(eq(contactRequests.id, enquiryId))
      .for("update");
    if (!lead) return { kind: "no-enquiry" };
    let templateName = "";
    if (input.templateId) {
      const [template] = await tx.select({ name: replyTemplates.name }).from(replyTemplates).where(eq(replyTemplates.id, input.templateId));
      if (!template) return { kind: "no-template" };
      templateName = template.name;
    }
    const values = { firstName: lead.firstName, bookingLink };
    const [reply] = await tx
      .insert(leadReplies)
      .values({
        contactRequestId: enquiryId,
        templateName,
        toAddress: lead.email,
        subject: fillReply(input.subject, values),
        body: fillReply(input.body, values),
        sentBy,
      })
      .returning({ id: leadReplies.id });
    await tx.insert(outbox).values({ kind: "lead-reply", contactRequestId: enquiryId, leadReplyId: reply!.id });
    if (lead.status === "new") {
      await tx.update(contactRequests).set({ status: "contacted" }).where(eq(contactRequests.id, enquiryId));
      await tx.insert(leadEvents).values({ contactRequestId: enquiryId, kind: "status", detail: "new>contacted", username: sentBy });
    }
    return { kind: "queued", replyId: reply!.id };
  });
}

/** What the reply e-mail needs: the kept reply and where it goes. */
export async function findReplyFacts(db: Database, replyId: string) {
  const [row] = await db.select().from(leadReplies).where(eq(leadReplies.id, replyId));
  return row ?? null;
}

/** An answer to a change: done, or refused with a status, the first problem and one message per field. */
export type ChangeOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; message: string; errors: Record<string, string> };

function refused(
  status: 400 | 404,
  message: string,
  errors: Record<string, string> = {},
): { ok: false; status: 400 | 404; message: string; errors: Record<string, string> } {
  return { ok: false, status, message, errors };
}

function validated<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const parsed = schema.safeParse(typeof input === "object" && input !== null && !Array.isArray(input) ? input : {});
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return refused(400, parsed.error.issues[0]?.message ?? "Please check the form.", errors);
}

/** Checks and queues a reply from a form or JSON body: the one path the admin page and the API share. */
export async function sendReply(
  db: Database,
  { enquiryId, body, sentBy, bookingLink }: { enquiryId: string; body: unknown; sentBy: string; bookingLink: string },
): Promise<ChangeOutcome<{ replyId: string }>> {
  if (!isUuid(enquiryId)) return refused(404, "No such inquiry. It may have been deleted.");
  const input = validated(replySchema, body);
  if (!input.ok) return input;
  const outcome = await queueReply(db, { enquiryId, input: input.value, sentBy, bookingLink });
  if (outcome.kind === "no-enquiry") return refused(404, "No such inquiry. It may have been deleted.");
  if (outcome.kind === "no-template") return refused(400, "That template is not there any more.", { templateId: "That template is not there any more." });
  return { ok: true, value: { replyId: outcome.replyId } };
}

/** Creates (no id) or changes a template from a form or JSON body. */
export async function saveReplyTemplate(db: Database, { id, body }: { id?: string; body: unknown }): Promise<ChangeOutcome<{ id: string }>> {
  if (id !== undefined && !isUuid(id)) return refused(404, "No such template.");
  const input = validated(replyTemplateSchema, body);
  if (!input.ok) return input;
  if (id === undefined) return { ok: true, value: { id: (await createReplyTemplate(db, input.value)).id } };
  return (await updateReplyTemplate(db, id, input.value)) ? { ok: true, value: { id } } : refused(404, "No such template.");
}

export async function removeReplyTemplate(db: Database, id: string): Promise<ChangeOutcome<{ id: string }>> {
  return isUuid(id) && (await deleteReplyTemplate(db, id)) ? { ok: true, value: { id } } : refused(404, "No such template.");
}
