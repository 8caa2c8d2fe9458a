import { describe, expect, it } from "vitest";
import { deliveryState, everyDeliveryWentThrough } from "./delivery-state";

describe("delivery states", () => {
  it("names a delivery by what happened to it", () => {
    expect(deliveryState({ status: "delivered", attempts: 1, lastError: null })).toBe("sent");
    expect(deliveryState({ status: "skipped", attempts: 0, lastError: null })).toBe("skipped");
    expect(deliveryState({ status: "pending", attempts: 0, lastError: null })).toBe("queued");
    expect(deliveryState({ status: "pending", attempts: 2, lastError: "timeout" })).toBe("retrying");
    expect(deliveryState({ status: "failed", attempts: 10, lastError: "550" })).toBe("failed");
  });

  it("says every delivery went through only when none was skipped, is retrying or failed", () => {
    const none = { sent: 0, skipped: 0, queued: 0, retrying: 0, failed: 0 };
    expect(everyDeliveryWentThrough({ ...none, sent: 4, queued: 1 })).toBe(true);
    expect(everyDeliveryWentThrough({ ...none, sent: 4, skipped: 1 })).toBe(false);
    expect(everyDeliveryWentThrough({ ...none, skipped: 7 })).toBe(false);
    expect(everyDeliveryWentThrough({ ...none, sent: 1, retrying: 1 })).toBe(false);
    expect(everyDeliveryWentThrough({ ...none, sent: 1, failed: 1 })).toBe(false);
  });
});
