// The figures of `npm run bench:serve` and its verdict: the site's server against a static file
// server, page by page.

/** The site's server must answer at least this share of the static server's requests per second... */
export const MIN_RATIO = 0.25;
/** ...with a 99th-percentile latency below this, at 10 connections. */
export const MAX_SITE_P99_MS = 50;

export interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, connection errors and timeouts: any of them spoils the run. */
  failures: number;
  /**
   * CPU time the server process spent per answer (Linux only): what other work on the machine
   * moves least, so the figure to compare two runs on a busy machine by.
   */
  cpuUsPerRequest?: number;
}

export interface PageResult {
  path: string;
  site: Measured;
  static: Measured;
}

export function ratio(result: PageResult): number {
  return result.static.requestsPerSecond > 0 ? result.site.requestsPerSecond / result.static.requestsPerSecond : 0;
}

/** Why the run fails, one line per miss; empty when every page is within the target. */
export function misses(results: PageResult[]): string[] {
  return results.flatMap((r) => {
    const found: string[] = [];
    if (r.site.failures > 0) found.push(`${r.path}: the site's server gave ${r.site.failures} failed answers`);
    if (r.static.failures > 0) found.push(`${r.path}: the static server gave ${r.static.failures} failed answers`);
    if (ratio(r) < MIN_RATIO) found.push(`${r.path}: ratio ${ratio(r).toFixed(2)} < ${MIN_RATIO}`);
    if (r.site.p99Ms >= MAX_SITE_P99_MS) found.push(`${r.path}: site p99 ${r.site.p99Ms} ms ≥ ${MAX_SITE_P99_MS} ms`);
    return found;
  });
}

/** One row per page, as printed: requests per second and latencies of both, and the ratio. */
export function tableRows(results: PageResult[]): Record<string, string | number>[] {
  return results.map((r) => ({
    page: r.path,
    "site req/s": Math.round(r.site.requestsPerSecond),
    "site p50 ms": r.site.p50Ms,
    "site p99 ms": r.site.p99Ms,
    "static req/s": Math.round(r.static.requestsPerSecond),
    "static p50 ms": r.static.p50Ms,
    "static p99 ms": r.static.p99Ms,
    "site/static": ratio(r).toFixed(2),
    "site CPU µs/req": r.site.cpuUsPerRequest ?? "n/a",
    "static CPU µs/req": r.static.cpuUsPerRequest ?? "n/a",
  }));
}
