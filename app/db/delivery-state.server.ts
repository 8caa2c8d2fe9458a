import { sql, type SQL } from "drizzle-orm";
import type { Database } from "./client.server";
import { outbox } from "./schema";
import { deliveryStates, type DeliveryCounts, type DeliveryState } from "./delivery-state";

/** The same naming as deliveryState(), in SQL, so a list can be filtered and counted by it. */
export const deliveryStateSql: SQL<DeliveryState> = sql<DeliveryState>`(case
  when ${outbox.status} = 'delivered' then 'sent'
  when ${outbox.status} = 'skipped' then 'skipped'
  when ${outbox.status} = 'failed' then 'failed'
  when ${outbox.attempts} > 0 and ${outbox.lastError} is not null then 'retrying'
  else 'queued' end)`;

/** How many deliveries are in each state (every state present, zero when none). */
export async function countDeliveriesByState(db: Database): Promise<DeliveryCounts> {
  const rows = await db
    .select({ state: deliveryStateSql, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(sql`1`);
  const counts = Object.fromEntries(deliveryStates.map((s) => [s, 0])) as DeliveryCounts;
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}
