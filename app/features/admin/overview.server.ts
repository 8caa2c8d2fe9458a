import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DeliveryCounts } from "~/db/delivery-state";
import { countDeliveriesByState } from "~/db/delivery-state.server";
import { responseSummary, type ResponseSummary } from "./response-times.server";

export interface AdminOverview {
  newEnquiries: number;
  enquiriesThisWeek: number;
  signupsThisWeek: number;
  deliveries: DeliveryCounts;
  responses: ResponseSummary;
}

/** The numbers the owner looks at first, what became of the emails and forwards, and how fast enquiries are answered. */
export async function adminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [responses, deliveries] = await Promise.all([responseSummary(db, now), countDeliveriesByState(db)]);
  const result = await db.execute<{ new_enquiries: number; enquiries_week: number; signups_week: number }>(sql`
    select
      (select count(*)::int from contact_requests where status = 'new') as new_enquiries,
      (select count(*)::int from contact_requests where created_at > now() - interval '7 days') as enquiries_week,
      (select count(*)::int from newsletter_signups where created_at > now() - interval '7 days') as signups_week
  `);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  return {
    newEnquiries: Number(row.new_enquiries ?? 0),
    enquiriesThisWeek: Number(row.enquiries_week ?? 0),
    signupsThisWeek: Number(row.signups_week ?? 0),
    deliveries,
    responses,
  };
}
