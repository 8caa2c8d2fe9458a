import type { OutboxStatus } from "./schema";

/** A delivery as the screens name it: sent, skipped (not configured), queued, retrying after a failed try, or failed for good. */
export type DeliveryState = "sent" | "skipped" | "queued" | "retrying" | "failed";

export const deliveryStates: readonly DeliveryState[] = ["sent", "skipped", "queued", "retrying", "failed"];

export const deliveryStateLabels: Record<DeliveryState, string> = {
  sent: "Sent",
  skipped: "Skipped: not configured",
  queued: "Queued",
  retrying: "Retrying",
  failed: "Failed",
};

export function deliveryState(row: { status: OutboxStatus; attempts: number; lastError: string | null }): DeliveryState {
  if (row.status === "delivered") return "sent";
  if (row.status === "skipped") return "skipped";
  if (row.status === "failed") return "failed";
  return row.attempts > 0 && row.lastError ? "retrying" : "queued";
}

export type DeliveryCounts = Record<DeliveryState, number>;

/** True only when nothing was skipped, is waiting for a retry or failed: the one case where "every delivery went through" is true. */
export function everyDeliveryWentThrough(counts: DeliveryCounts): boolean {
  return counts.skipped === 0 && counts.retrying === 0 && counts.failed === 0;
}
