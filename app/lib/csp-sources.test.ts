import { describe, expect, it } from "vitest";
import { mergeCspSources, noCspSources } from "./csp-sources";

describe("CSP host lists", () => {
  it("starts empty", () => {
    expect(noCspSources()).toEqual({ scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] });
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
