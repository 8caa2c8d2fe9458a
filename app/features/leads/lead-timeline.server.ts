import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, leadEvents, leadReplies, outbox, type OutboxStatus } from "~/db/schema";
import { businessHoursBetween, promiseState, type PromiseState } from "~/lib/business-hours";
import { practiceHours } from "~/lib/practice-hours";
import { deliveryState, type DeliveryState } from "~/db/delivery-state";

/** One thing that happened to an inquiry, oldest first on its page. */
export interface TimelineEntry {
  at: string;
  kind: "received" | "notification" | "status" | "notes" | "reply" | "booking";
  title: string;
  detail?: string;
  /** Who did it, for what the practice did. */
  by?: string;
  /** A reply as it was sent, with where its e-mail is. */
  reply?: { subject: string; body: string; to: string; templateName: string; delivery: DeliveryState; deliveryReason: string | null };
  /** A notification's or reply's e-mail state. */
  delivery?: DeliveryState;
}

export interface ResponseTime {
  /** The first reply or status change (null: not answered yet). */
  firstResponseAt: string | null;
  /** Business hours from receipt to the first response, or to now while unanswered. */
  businessHours: number;
  state: PromiseState;
}

export function responseTime(receivedAt: Date, firstResponseAt: Date | null, now: Date): ResponseTime {
  return {
    firstResponseAt: firstResponseAt?.toISOString() ?? null,
    businessHours: businessHoursBetween(receivedAt, firstResponseAt ?? now, practiceHours),
    state: promiseState(receivedAt, firstResponseAt, now, practiceHours),
  };
}

export const statusWords: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  closed: "Closed",
  "not-a-fit": "Not a fit",
};

const bookingStatusWords: Record<string, string> = {
  completed: "The call took place",
  "no-show": "They did not join the call",
  cancelled: "Vibe Check cancelled",
};

function notificationEntry(row: {
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}): TimelineEntry {
  const state = deliveryState(row);
  const titles: Record<DeliveryState, string> = {
    sent: "New-inquiry email sent to the practice",
    skipped: "New-inquiry email skipped: email is not set up (SMTP_URL)",
    retrying: "New-inquiry email not sent yet: retrying",
    queued: "New-inquiry email queued",
    failed: "New-inquiry email failed",
  };
  const at = (state === "sent" && row.deliveredAt) || row.createdAt;
  const detail = state === "failed" || state === "retrying" ? (row.lastError ?? undefined) : undefined;
  return { at: at.toISOString(), kind: "notification", title: titles[state], delivery: state, ...(detail ? { detail } : {}) };
}

/** Every step of one inquiry, from its arrival to now, oldest first. */
export async function enquiryTimeline(db: Database, enquiryId: string, receivedAt: Date): Promise<TimelineEntry[]> {
  const [notifications, events, replies, booking] = await Promise.all([
    db
      .select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt, deliveredAt: outbox.deliveredAt })
      .from(outbox)
      .where(sql`${outbox.contactRequestId} = ${enquiryId} and ${outbox.kind} = 'contact-notification'`),
    db.select().from(leadEvents).where(eq(leadEvents.contactRequestId, enquiryId)).orderBy(asc(leadEvents.id)),
    db
      .select({
        reply: leadReplies,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(leadReplies)
      .leftJoin(outbox, eq(outbox.leadReplyId, leadReplies.id))
      .where(eq(leadReplies.contactRequestId, enquiryId)),
    db.select().from(bookings).where(eq(bookings.contactRequestId, enquiryId)),
  ]);
  const entries: TimelineEntry[] = [{ at: receivedAt.toISOString(), kind: "received", title: "Inquiry received" }];
  entries.push(...notifications.map(notificationEntry));
  for (const event of events) {
    if (event.kind === "status") {
      const [from, to] = event.detail.split(">");
      entries.push({
        at: event.createdAt.toISOString(),
        kind: "status",
        title: `Status: ${statusWords[from ?? ""] ?? from} → ${statusWords[to ?? ""] ?? to}`,
        by: event.username,
      });
    } else {
      entries.push({ at: event.createdAt.toISOString(), kind: "notes", title: "Private notes updated", by: event.username });
    }
  }
  for (const { reply, status, attempts, lastError } of replies) {
    const delivery = deliveryState({ status: status ?? "pending", attempts: attempts ?? 0, lastError });
    entries.push({
      at: reply.createdAt.toISOString(),
      kind: "reply",
      title: reply.templateName ? `Reply sent: ${reply.templateName}` : "Reply sent",
      by: reply.sentBy,
      delivery,
      reply: { subject: reply.subject, body: reply.body, to: reply.toAddress, templateName: reply.templateName, delivery, deliveryReason: lastError },
    });
  }
  for (const b of booking) {
    const when = b.startsAt.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short" });
    entries.push({ at: b.createdAt.toISOString(), kind: "booking", title: `Vibe Check booked for ${when} Central Time` });
    if (b.status !== "booked") entries.push({ at: b.updatedAt.toISOString(), kind: "booking", title: bookingStatusWords[b.status] ?? b.status });
    else if (b.sequence > 0) entries.push({ at: b.updatedAt.toISOString(), kind: "booking", title: `Vibe Check moved to ${when} Central Time` });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
