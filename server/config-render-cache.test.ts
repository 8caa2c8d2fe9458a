import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("render cache and CDN settings", () => {
  it("defaults: on, 64 MB, five minutes, and a minute on a CDN with five more while it refreshes", () => {
    expect(loadConfig({})).toMatchObject({
      RENDER_CACHE_ENABLED: true,
      RENDER_CACHE_MAX_BYTES: 67_108_864,
      RENDER_CACHE_TTL_SECONDS: 300,
      CDN_S_MAXAGE_SECONDS: 60,
      CDN_STALE_WHILE_REVALIDATE_SECONDS: 300,
    });
  });

  it("reads valid values, zero included for the CDN lifetimes", () => {
    expect(
      loadConfig({
        RENDER_CACHE_ENABLED: "false",
        RENDER_CACHE_MAX_BYTES: "1048576",
        RENDER_CACHE_TTL_SECONDS: "30",
        CDN_S_MAXAGE_SECONDS: "0",
        CDN_STALE_WHILE_REVALIDATE_SECONDS: "0",
      }),
    ).toMatchObject({
      RENDER_CACHE_ENABLED: false,
      RENDER_CACHE_MAX_BYTES: 1_048_576,
      RENDER_CACHE_TTL_SECONDS: 30,
      CDN_S_MAXAGE_SECONDS: 0,
      CDN_STALE_WHILE_REVALIDATE_SECONDS: 0,
    });
  });

  it.each([
    ["RENDER_CACHE_MAX_BYTES", "64MB"],
    ["RENDER_CACHE_MAX_BYTES", "1000"],
    ["RENDER_CACHE_TTL_SECONDS", "0"],
    ["RENDER_CACHE_TTL_SECONDS", "1e3"],
    ["CDN_S_MAXAGE_SECONDS", "-1"],
    ["CDN_STALE_WHILE_REVALIDATE_SECONDS", "soon"],
    ["RENDER_CACHE_ENABLED", "maybe"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
