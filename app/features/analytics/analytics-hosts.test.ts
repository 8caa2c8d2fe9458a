import { describe, expect, it } from "vitest";
import { analyticsCspSources, analyticsScriptUrls } from "./analytics-hosts";
import { buildCsp } from "../../../server/security-headers";

describe("analytics hosts", () => {
  it("adds nothing to the CSP when no id is configured", () => {
    expect(analyticsCspSources({})).toEqual({ scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] });
    expect(analyticsCspSources({}, "http://127.0.0.1:4000").scriptHosts).toEqual([]);
  });

  it("allows only the hosts of the configured tools", () => {
    const gaOnly = analyticsCspSources({ gaMeasurementId: "G-ABC123" });
    expect(gaOnly.scriptHosts).toEqual(["https://www.googletagmanager.com"]);
    expect(gaOnly.connectHosts).toContain("https://*.google-analytics.com");
    expect(gaOnly.scriptHosts.join(" ")).not.toContain("clarity");

    const clarityOnly = analyticsCspSources({ clarityProjectId: "abc123" });
    expect(clarityOnly.scriptHosts).toEqual(["https://www.clarity.ms", "https://scripts.clarity.ms"]);
    expect(clarityOnly.connectHosts).toEqual(["https://*.clarity.ms"]);
    expect(clarityOnly.scriptHosts.join(" ")).not.toContain("google");

    const all = analyticsCspSources({ gaMeasurementId: "G-ABC123", gtmId: "GTM-ABC", clarityProjectId: "abc123" });
    expect(new Set(all.scriptHosts).size).toBe(all.scriptHosts.length);
  });

  it("swaps every host for the stand-in origin in tests, with the same script paths", () => {
    const ids = { gaMeasurementId: "G-ABC123", gtmId: "GTM-ABC", clarityProjectId: "abc123" };
    expect(analyticsScriptUrls(ids)).toEqual({
      googleAnalytics: "https://www.googletagmanager.com/gtag/js?id=G-ABC123",
      tagManager: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC",
      clarity: "https://www.clarity.ms/tag/abc123",
    });
    expect(analyticsScriptUrls(ids, "http://127.0.0.1:4000")).toEqual({
      googleAnalytics: "http://127.0.0.1:4000/gtag/js?id=G-ABC123",
      tagManager: "http://127.0.0.1:4000/gtm.js?id=GTM-ABC",
      clarity: "http://127.0.0.1:4000/tag/abc123",
    });
    const csp = buildCsp({ nonce: "n", dev: false, ...analyticsCspSources(ids, "http://127.0.0.1:4000") });
    expect(csp).toContain("script-src 'self' 'nonce-n' http://127.0.0.1:4000");
    expect(csp).not.toContain("googletagmanager");
  });
});
