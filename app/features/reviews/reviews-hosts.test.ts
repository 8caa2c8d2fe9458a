import { describe, expect, it } from "vitest";
import { reviewsWidgetCspSources } from "./reviews-hosts";

describe("reviews widget CSP hosts", () => {
  it("allows nothing without a widget id", () => {
    expect(reviewsWidgetCspSources(undefined)).toEqual({ scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] });
  });

  it("allows the widget's script host once an id is configured", () => {
    expect(reviewsWidgetCspSources("abc-123").scriptHosts).toContain("https://static.elfsight.com");
  });
});
