import { describe, expect, it } from "vitest";
import { misses, ratio, tableRows, type Measured, type PageResult } from "./bench-serve-report";

const figures = (requestsPerSecond: number, p99Ms = 10, failures = 0): Measured => ({ requestsPerSecond, p50Ms: 1, p99Ms, failures });
const page = (path: string, site: Measured, staticServer: Measured): PageResult => ({ path, site, static: staticServer });

describe("bench:serve verdict", () => {
  it("passes pages at a quarter or more of the static server's rate with a site p99 under 50 ms", () => {
    expect(misses([page("/", figures(2500, 49), figures(10_000)), page("/services", figures(6000), figures(8000))])).toEqual([]);
  });

  it("fails a page below a quarter of the static server's rate", () => {
    expect(misses([page("/", figures(2499), figures(10_000))])).toEqual(["/: ratio 0.25 < 0.25"]);
    expect(misses([page("/", figures(94), figures(12_116))])).toEqual(["/: ratio 0.01 < 0.25"]);
  });

  it("fails a site p99 of 50 ms or more, whatever the ratio", () => {
    expect(misses([page("/services", figures(9000, 50), figures(10_000))])).toEqual(["/services: site p99 50 ms ≥ 50 ms"]);
  });

  it("fails failed answers on either side, and a static server that answered nothing", () => {
    expect(misses([page("/", figures(5000, 10, 3), figures(6000, 10, 1))])).toEqual([
      "/: the site's server gave 3 failed answers",
      "/: the static server gave 1 failed answers",
    ]);
    expect(ratio(page("/", figures(5000), figures(0)))).toBe(0);
    expect(misses([page("/", figures(5000), figures(0))])).toEqual(["/: ratio 0.00 < 0.25"]);
  });

  it("prints one row per page with both servers' figures, the ratio, and CPU per request where it was measured", () => {
    expect(
      tableRows([
        page(
          "/",
          { requestsPerSecond: 2758.4, p50Ms: 2, p99Ms: 26, failures: 0, cpuUsPerRequest: 131 },
          { requestsPerSecond: 3669.2, p50Ms: 1, p99Ms: 24, failures: 0 },
        ),
      ]),
    ).toEqual([
      {
        page: "/",
        "site req/s": 2758,
        "site p50 ms": 2,
        "site p99 ms": 26,
        "static req/s": 3669,
        "static p50 ms": 1,
        "static p99 ms": 24,
        "site/static": "0.75",
        "site CPU µs/req": 131,
        "static CPU µs/req": "n/a",
      },
    ]);
  });
});
