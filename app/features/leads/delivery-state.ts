import type { OutboxStatus } from "~/db/schema";

/** A delivery as the screens name it: sent, skipped (not configured), queued, retrying after a failed try, or failed for good. */
export type DeliveryState = "sent" | "skipped" | "queued" | "retrying" | "failed";

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
