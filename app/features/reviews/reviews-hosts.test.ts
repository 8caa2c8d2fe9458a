import { describe, expect, it } from "vitest";
import { mergeCspSources, reviewsWidgetCspSources } from "./reviews-hosts";

describe("reviews widget CSP hosts", () => {
  it("allows nothing without a widget id", () => {
    expect(reviewsWidgetCspSources(undefined)).toEqual({ scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] });
  });

  it("allows the widget's script host once an id is configured", () => {
    expect(reviewsWidgetCspSources("abc-123").scriptHosts).toContain("https://static.elfsight.com");
  });

  it("merges lists without duplicates", () => {
    const a = { scriptHosts: ["https://a.example"], connectHosts: [], imgHosts: ["https://i.example"], frameHosts: [] };
    const b = { scriptHosts: ["https://a.example", "https://b.example"], connectHosts: ["https://c.example"], imgHosts: [], frameHosts: [] };
    expect(mergeCspSources(a, b)).toEqual({
      scriptHosts: ["https://a.example", "https://b.example"],
      connectHosts: ["https://c.example"],
      imgHosts: ["https://i.example"],
      frameHosts: [],
    });
  });
});
