/**
 * `npm run bench`: Lighthouse (default mobile emulation) on every indexable route of the route
 * table, median of 3 runs per page, against the production build on a free port with its own
 * embedded database. Exits non-zero when a page misses the budget. Not part of `npm test`.
 *
 *   npm run build && npm run bench              # every indexable page
 *   npm run bench -- / /vibe-check              # just these paths
 *   BENCH_RUNS=1 npm run bench -- /             # one run, for a quick look
 *
 * The median run's full report of each page is kept in bench-results/reports/ (open the JSON in
 * https://googlechrome.github.io/lighthouse/viewer/ or read its audits: largest-contentful-paint-element,
 * long-tasks, bootup-time, render-blocking-resources say where the time goes).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type LhResult from "lighthouse/types/lhr/lhr.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { publicSitemapEntries } from "~/features/seo/sitemap-paths";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 1500, cls: 0.01, tbtMs: 50 };
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKb: number;
  jsKb: number;
  failures: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  if (!existsSync("build/express/index.js")) throw new Error("No production build: run `npm run build` first.");
  const dataDir = `/tmp/millennial-life-bench-${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error("The server did not start within 60 s");
}

function score(lhr: LhResult, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function numeric(lhr: LhResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

function jsBytes(lhr: LhResult): number {
  const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

async function main() {
  const requested = process.argv.slice(2).filter((a) => a.startsWith("/"));
  const paths = requested.length ? requested : ["/", ...publicSitemapEntries().map((e) => e.path).filter((p) => p !== "/")];
  const port = await freePort();
  const server = await startServer(port);
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const path of paths) {
      const url = `http://localhost:${port}${path}`;
      // One unmeasured request first: a production server has rendered each page many times over,
      // and the first render of a route in a fresh process (module start-up, JIT) is not what visitors get.
      await fetch(url).then((res) => res.text());
      const runs: LhResult[] = [];
      // A run can fail to load (a runtime error, no paint recorded); retry it rather than skew the median.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError || result.lhr.audits["first-contentful-paint"]?.numericValue === undefined) {
          console.warn(`  ${path}: a run failed (${result.lhr.runtimeError?.message ?? "no first paint recorded"}); retrying`);
          continue;
        }
        runs.push(result.lhr);
      }
      if (runs.length === 0) throw new Error(`Every Lighthouse run of ${url} failed`);
      const lhr = computeMedianRun(runs);
      mkdirSync("bench-results/reports", { recursive: true });
      writeFileSync(`bench-results/reports/${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}.json`, JSON.stringify(lhr));
      const row: Row = {
        path,
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
        cls: Math.round(numeric(lhr, "cumulative-layout-shift") * 1000) / 1000,
        tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
        totalKb: Math.round(numeric(lhr, "total-byte-weight") / 1024),
        jsKb: Math.round(jsBytes(lhr) / 1024),
        failures: [],
      };
      if (row.performance < BUDGET.performance) row.failures.push(`performance ${row.performance} < ${BUDGET.performance}`);
      if (row.accessibility < BUDGET.accessibility) row.failures.push(`accessibility ${row.accessibility}`);
      if (row.bestPractices < BUDGET["best-practices"]) row.failures.push(`best-practices ${row.bestPractices}`);
      if (row.seo < BUDGET.seo) row.failures.push(`seo ${row.seo}`);
      if (row.lcpMs > BUDGET.lcpMs) row.failures.push(`LCP ${row.lcpMs} ms > ${BUDGET.lcpMs}`);
      if (row.cls > BUDGET.cls) row.failures.push(`CLS ${row.cls} > ${BUDGET.cls}`);
      if (row.tbtMs > BUDGET.tbtMs) row.failures.push(`TBT ${row.tbtMs} ms > ${BUDGET.tbtMs}`);
      for (const category of ["accessibility", "best-practices", "seo"]) {
        if (score(lhr, category) < 100) {
          const failing = lhr.categories[category]!.auditRefs.filter((r: { id: string; weight: number }) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r: { id: string }) => r.id);
          row.failures.push(`${category} audits: ${failing.join(", ")}`);
        }
      }
      rows.push(row);
      console.log(
        `${row.failures.length ? "FAIL" : "ok  "} ${path.padEnd(30)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} | LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms | ${row.totalKb} KB total, ${row.jsKb} KB JS${row.failures.length ? `\n       ${row.failures.join("; ")}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/lighthouse.json", JSON.stringify(rows, null, 2));
  const failed = rows.filter((r) => r.failures.length);
  console.log(`\n${rows.length - failed.length}/${rows.length} pages within budget (median of ${RUNS} runs; details in bench-results/lighthouse.json)`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
