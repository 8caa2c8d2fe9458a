import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfigFrom } from "./config";

describe("ANALYTICS_SCRIPT_ORIGIN (tests only)", () => {
  it("is absent from the public config unless set", () => {
    expect(publicConfigFrom(loadConfig({})).analytics).not.toHaveProperty("scriptOrigin");
  });

  it("accepts an http(s) origin and hands it to the browser", () => {
    const config = loadConfig({ ANALYTICS_SCRIPT_ORIGIN: "http://127.0.0.1:45123/", GA_MEASUREMENT_ID: "G-E2ETEST" });
    expect(config.ANALYTICS_SCRIPT_ORIGIN).toBe("http://127.0.0.1:45123");
    expect(publicConfigFrom(config).analytics).toEqual({ gaMeasurementId: "G-E2ETEST", scriptOrigin: "http://127.0.0.1:45123" });
  });

  it("rejects anything that is not a bare http(s) origin", () => {
    for (const value of ["127.0.0.1:4000", "ftp://example.com", "http://127.0.0.1:4000/scripts", "javascript:alert(1)", "http://x.test/?a=1"]) {
      expect(() => loadConfig({ ANALYTICS_SCRIPT_ORIGIN: value }), value).toThrow(ConfigError);
    }
  });
});
