import { desc, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactRequests, firstResponseAtSql } from "~/db/schema";
import { businessHoursBetween, percentile, promiseState, type PromiseState } from "~/lib/business-hours";
import { practiceHours } from "~/lib/practice-hours";

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many unanswered enquiries are weighed for the flags (newest first). */
const UNANSWERED_LIMIT = 200;

export interface ResponsePeriod {
  /** Enquiries received in the period that have a first response. */
  answered: number;
  unanswered: number;
  /** Business hours from receipt to first response; null when none was answered. */
  median: number | null;
  p90: number | null;
}

export interface FlaggedEnquiry {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  state: Extract<PromiseState, "due-soon" | "overdue">;
  businessHours: number;
}

export interface ResponseSummary {
  week: ResponsePeriod;
  month: ResponsePeriod;
  flagged: FlaggedEnquiry[];
}

function period(rows: { createdAt: Date; firstResponseAt: Date | null }[], since: Date): ResponsePeriod {
  const inPeriod = rows.filter((r) => r.createdAt > since);
  const hours = inPeriod.filter((r) => r.firstResponseAt).map((r) => businessHoursBetween(r.createdAt, r.firstResponseAt!, practiceHours));
  return { answered: hours.length, unanswered: inPeriod.length - hours.length, median: percentile(hours, 50), p90: percentile(hours, 90) };
}

/**
 * How fast the practice answers, in business hours: median and 90th percentile of the last 7 and
 * 30 days (by when the enquiry came in), and the unanswered enquiries close to or past the promise.
 */
export async function responseSummary(db: Database, now = new Date()): Promise<ResponseSummary> {
  const monthStart = new Date(now.getTime() - 30 * DAY_MS);
  const [recent, unanswered] = await Promise.all([
    db
      .select({ createdAt: contactRequests.createdAt, firstResponseAt: firstResponseAtSql })
      .from(contactRequests)
      .where(gt(contactRequests.createdAt, monthStart)),
    db
      .select({ id: contactRequests.id, firstName: contactRequests.firstName, lastName: contactRequests.lastName, createdAt: contactRequests.createdAt })
      .from(contactRequests)
      .where(isNull(sql`${firstResponseAtSql}`))
      .orderBy(desc(contactRequests.createdAt))
      .limit(UNANSWERED_LIMIT),
  ]);
  const rows = recent.map((r) => ({ createdAt: r.createdAt, firstResponseAt: r.firstResponseAt === null ? null : new Date(r.firstResponseAt) }));
  const flagged: FlaggedEnquiry[] = [];
  for (const lead of unanswered) {
    const state = promiseState(lead.createdAt, null, now, practiceHours);
    if (state === "due-soon" || state === "overdue") {
      flagged.push({ ...lead, createdAt: lead.createdAt.toISOString(), state, businessHours: businessHoursBetween(lead.createdAt, now, practiceHours) });
    }
  }
  return { week: period(rows, new Date(now.getTime() - 7 * DAY_MS)), month: period(rows, monthStart), flagged: flagged.reverse() };
}
