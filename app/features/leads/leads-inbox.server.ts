import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  bookings,
  contactRequests,
  firstResponseAtSql,
  leadAccessLog,
  leadEvents,
  newsletterSignups,
  outbox,
  type LeadAccessAction,
  type LeadStatus,
  type OutboxStatus,
} from "~/db/schema";
import { enquiryTimeline, responseTime, type ResponseTime, type TimelineEntry } from "./lead-timeline.server";
import { countDeliveriesByState, deliveryStateSql } from "~/db/delivery-state.server";
import type { DeliveryCounts, DeliveryState } from "~/db/delivery-state";
import { formatDateTime } from "~/components/admin/admin-kit";
import { serviceInterestLabel } from "~/content/service-interest";
import { LEADS_PAGE_SIZE, leadStatusLabels, type LeadFilter } from "./lead-filter";
import { deleteLeadsByEmail, type DeletedCounts } from "./leads.server";

/**
 * The practice's inbox: enquiries and newsletter signups to read, filter, annotate, export and
 * erase, and the deliveries made for them (sent, skipped, retrying or failed). Every view of a person's details, every export and every
 * erasure is written to the access log.
 */

const PRACTICE_TIME_ZONE = "America/Chicago";
/** How the export's headers name the zone its times are in (the zone the screens show). */
const PRACTICE_TIME_ZONE_NAME = "Central Time";

export interface EnquiryRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  serviceInterest: string;
  status: LeadStatus;
  createdAt: string;
  /** A booked Vibe Check's call time (null: an enquiry without a booking). */
  callAt: string | null;
  response: ResponseTime;
}

export interface SignupRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  pageUri: string;
  createdAt: string;
}

export interface DeliveryRow {
  id: number;
  kind: string;
  status: OutboxStatus;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  /** Whose lead it was, for the deliveries list. */
  contactRequestId: string | null;
  newsletterSignupId: string | null;
  personName: string | null;
}

export interface EnquiryDetail extends Omit<EnquiryRow, "callAt"> {
  timeline: TimelineEntry[];
  phone: string;
  message: string;
  communicationsOptIn: boolean;
  dataStorageConsent: boolean;
  pageUri: string;
  pageName: string;
  notes: string;
  deliveries: DeliveryRow[];
}

export type LeadList =
  | { type: "enquiries"; total: number; pageSize: number; items: EnquiryRow[] }
  | { type: "newsletter"; total: number; pageSize: number; items: SignupRow[] }
  | { type: "deliveries"; total: number; pageSize: number; items: DeliveryRow[]; counts: DeliveryCounts };

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function dayStart(date: string): SQL {
  return sql`((${date})::date::timestamp at time zone ${PRACTICE_TIME_ZONE})`;
}

function dayEnd(date: string): SQL {
  return sql`(((${date})::date + 1)::timestamp at time zone ${PRACTICE_TIME_ZONE})`;
}

function enquiryConditions(filter: LeadFilter): SQL | undefined {
  const t = contactRequests;
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const digits = filter.q.replace(/\D/g, "");
    // A phone number matches however it was typed: "(214) 555-0142" is found by "2145550142" and the other way round.
    const phone = digits.length >= 3 ? sql` or regexp_replace(${t.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``;
    conditions.push(
      sql`((${t.firstName} || ' ' || ${t.lastName}) ilike ${pattern} or ${t.email} ilike ${pattern} or ${t.message} ilike ${pattern} or ${t.phone} ilike ${pattern}${phone})`,
    );
  }
  if (filter.service) conditions.push(eq(t.serviceInterest, filter.service));
  if (filter.status) conditions.push(eq(t.status, filter.status));
  if (filter.from) conditions.push(gte(t.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(t.createdAt, dayEnd(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

function signupConditions(filter: LeadFilter): SQL | undefined {
  const t = newsletterSignups;
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(sql`((${t.firstName} || ' ' || ${t.lastName}) ilike ${pattern} or ${t.email} ilike ${pattern})`);
  }
  if (filter.from) conditions.push(gte(t.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(t.createdAt, dayEnd(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const enquiryColumns = {
  id: contactRequests.id,
  firstName: contactRequests.firstName,
  lastName: contactRequests.lastName,
  email: contactRequests.email,
  serviceInterest: contactRequests.serviceInterest,
  status: contactRequests.status,
  createdAt: contactRequests.createdAt,
  callAt: sql<Date | string | null>`(select b.starts_at from ${bookings} b where b.contact_request_id = ${contactRequests.id})`,
  firstResponseAt: firstResponseAtSql,
};

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** One page of the list the filter asks for, newest first, with the total it matches. */
export async function listLeads(db: Database, filter: LeadFilter, limit = LEADS_PAGE_SIZE, now = new Date()): Promise<LeadList> {
  const offset = (filter.page - 1) * limit;
  if (filter.type === "newsletter") {
    const where = signupConditions(filter);
    const [rows, [count]] = await Promise.all([
      db
        .select({
          id: newsletterSignups.id,
          firstName: newsletterSignups.firstName,
          lastName: newsletterSignups.lastName,
          email: newsletterSignups.email,
          pageUri: newsletterSignups.pageUri,
          createdAt: newsletterSignups.createdAt,
        })
        .from(newsletterSignups)
        .where(where)
        .orderBy(desc(newsletterSignups.createdAt))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSignups)
        .where(where),
    ]);
    return {
      type: "newsletter",
      total: Number(count?.n ?? 0),
      pageSize: limit,
      items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  }
  if (filter.type === "deliveries") {
    const where = filter.state ? eq(deliveryStateSql, filter.state) : undefined;
    const [items, counts] = await Promise.all([listDeliveries(db, where, limit, offset), countDeliveriesByState(db)]);
    const total = filter.state ? counts[filter.state] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { type: "deliveries", total, pageSize: limit, items, counts };
  }
  const where = enquiryConditions(filter);
  const [rows, [count]] = await Promise.all([
    db.select(enquiryColumns).from(contactRequests).where(where).orderBy(desc(contactRequests.createdAt)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactRequests)
      .where(where),
  ]);
  return {
    type: "enquiries",
    total: Number(count?.n ?? 0),
    pageSize: limit,
    items: rows.map(({ firstResponseAt, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      callAt: dateOrNull(r.callAt)?.toISOString() ?? null,
      response: responseTime(r.createdAt, dateOrNull(firstResponseAt), now),
    })),
  };
}

async function listDeliveries(db: Database, where: SQL | undefined, limit: number, offset = 0): Promise<DeliveryRow[]> {
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      status: outbox.status,
      state: deliveryStateSql,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      nextAttemptAt: outbox.nextAttemptAt,
      contactRequestId: outbox.contactRequestId,
      newsletterSignupId: outbox.newsletterSignupId,
      personName: sql<string | null>`coalesce(
        (select c.first_name || ' ' || c.last_name from ${contactRequests} c where c.id = ${outbox.contactRequestId}),
        (select s.first_name || ' ' || s.last_name from ${newsletterSignups} s where s.id = ${outbox.newsletterSignupId}))`,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), nextAttemptAt: r.nextAttemptAt.toISOString() }));
}

export async function getEnquiry(db: Database, id: string, now = new Date()): Promise<EnquiryDetail | null> {
  const [found] = await db.select({ row: contactRequests, firstResponseAt: firstResponseAtSql }).from(contactRequests).where(eq(contactRequests.id, id));
  if (!found) return null;
  const { row } = found;
  const [deliveries, timeline] = await Promise.all([listDeliveries(db, eq(outbox.contactRequestId, id), 20), enquiryTimeline(db, id, row.createdAt)]);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    serviceInterest: row.serviceInterest,
    message: row.message,
    communicationsOptIn: row.communicationsOptIn,
    dataStorageConsent: row.dataStorageConsent,
    pageUri: row.pageUri,
    pageName: row.pageName,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    deliveries,
    timeline,
    response: responseTime(row.createdAt, dateOrNull(found.firstResponseAt), now),
  };
}

/** Changes status and notes; each real change is a step on the enquiry's timeline, under who made it. */
export async function updateEnquiry(db: Database, id: string, change: { status?: LeadStatus; notes?: string }, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: contactRequests.status, notes: contactRequests.notes })
      .from(contactRequests)
      .where(eq(contactRequests.id, id))
      .for("update");
    if (!before) return false;
    await tx.update(contactRequests).set(change).where(eq(contactRequests.id, id));
    const events: (typeof leadEvents.$inferInsert)[] = [];
    if (change.status !== undefined && change.status !== before.status) {
      events.push({ contactRequestId: id, kind: "status", detail: `${before.status}>${change.status}`, username });
    }
    if (change.notes !== undefined && change.notes !== before.notes) events.push({ contactRequestId: id, kind: "notes", username });
    if (events.length) await tx.insert(leadEvents).values(events);
    return true;
  });
}

/**
 * A failed delivery goes back in the queue with a fresh set of attempts. Skipped ones (channel not
 * configured) stay skipped: turning e-mail on later must not send a flood of old notifications.
 */
export async function retryDelivery(db: Database, id: number): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

/**
 * Erasure of the person behind an enquiry or a signup: everything stored under their e-mail, the
 * same deletion as `npm run leads:delete`. Returns what went, by id, for the access log.
 */
export async function erasePerson(db: Database, lead: { kind: "enquiry" | "signup"; id: string }): Promise<{ counts: DeletedCounts; ids: string[] } | null> {
  const table = lead.kind === "enquiry" ? contactRequests : newsletterSignups;
  const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, lead.id));
  if (!row) return null;
  const email = row.email.trim().toLowerCase();
  const [enquiries, signups] = await Promise.all([
    db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${email}`),
    db
      .select({ id: newsletterSignups.id })
      .from(newsletterSignups)
      .where(sql`lower(${newsletterSignups.email}) = ${email}`),
  ]);
  const counts = await deleteLeadsByEmail(db, email);
  return { counts, ids: [...enquiries.map((r) => `enquiry ${r.id}`), ...signups.map((r) => `signup ${r.id}`)] };
}

/** Cells a spreadsheet would read as a formula (=, +, -, @, and tab or return before them) get a leading apostrophe. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Every row the filter matches (not only one page), as CSV, in the words and the time zone of the screen. */
export async function exportLeadsCsv(db: Database, filter: LeadFilter): Promise<{ csv: string; rows: number }> {
  const when = (date: Date) => formatDateTime(date.toISOString());
  if (filter.type === "newsletter") {
    const rows = await db.select().from(newsletterSignups).where(signupConditions(filter)).orderBy(desc(newsletterSignups.createdAt));
    return {
      rows: rows.length,
      csv: toCsv(
        ["First name", "Last name", "Email", "Signed up on page", `Signed up (${PRACTICE_TIME_ZONE_NAME})`],
        rows.map((r) => [r.firstName, r.lastName, r.email, r.pageUri, when(r.createdAt)]),
      ),
    };
  }
  const rows = await db.select().from(contactRequests).where(enquiryConditions(filter)).orderBy(desc(contactRequests.createdAt));
  return {
    rows: rows.length,
    csv: toCsv(
      [
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Service",
        "Status",
        "Message",
        "Notes",
        "Communications opt-in",
        "Page",
        `Received (${PRACTICE_TIME_ZONE_NAME})`,
      ],
      rows.map((r) => [
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        serviceInterestLabel(r.serviceInterest),
        leadStatusLabels[r.status] ?? r.status,
        r.message,
        r.notes,
        r.communicationsOptIn ? "Yes" : "No",
        r.pageUri,
        when(r.createdAt),
      ]),
    ),
  };
}

export async function logLeadAccess(db: Database, entry: { username: string; action: LeadAccessAction; subject: string; detail?: string }): Promise<void> {
  await db.insert(leadAccessLog).values({ ...entry, detail: entry.detail ?? "" });
}

export interface AccessLogEntry {
  id: string;
  username: string;
  action: LeadAccessAction;
  subject: string;
  detail: string;
  createdAt: string;
}

export async function listAccessLog(db: Database, page: number, limit = 100): Promise<{ total: number; pageSize: number; items: AccessLogEntry[] }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(leadAccessLog)
      .orderBy(desc(leadAccessLog.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(leadAccessLog),
  ]);
  return { total: Number(count?.n ?? 0), pageSize: limit, items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
