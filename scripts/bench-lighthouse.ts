/**
 * `npm run bench`: Lighthouse (default mobile emulation) on every indexable route of the route
 * table, median of 3 runs per page, against the production build on a free port with its own
 * embedded database. Exits non-zero when a page misses the budget. Not part of `npm test`.
 *
 *   npm run build && npm run bench              # every indexable page
 *   npm run bench -- / /vibe-check              # just these paths
 *   BENCH_RUNS=1 npm run bench -- /             # one run, for a quick look
 *   BENCH_BLOCK_JS=1 npm run bench -- /team     # the same pages with their JavaScript blocked: what
 *                                               # the HTML and CSS cost alone (a diagnosis, not the budget)
 *
 * Each page's first-load JavaScript (gzipped, what its start-up script loads) is checked too, by
 * scripts/measure-first-load-js.mjs: at most 150 KB, none of it fetched before the first paint
 * (decision 0003).
 *
 * Before the pages it scores a blank static page served by this script (no framework, no CSS):
 * the floor of the machine it runs on. Lighthouse simulates a phone from the timings of the real
 * browser, so a slow machine adds blocking time to every page; read the pages' figures against
 * this line (decision 0014).
 *
 * The median run's full report of each page is kept in bench-results/reports/ (open the JSON in
 * https://googlechrome.github.io/lighthouse/viewer/ or read its audits: largest-contentful-paint-element,
 * long-tasks, bootup-time, render-blocking-resources say where the time goes).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type LhResult from "lighthouse/types/lhr/lhr.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { publicSitemapEntries } from "~/features/seo/sitemap-paths";
import { freePort, startProductionServer } from "./bench-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BLOCK_JS = process.env.BENCH_BLOCK_JS === "1";
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 1500, cls: 0.01, tbtMs: 50 };

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
  /** Gzipped JavaScript of the first load (scripts/measure-first-load-js.mjs). */
  firstLoadJsKb: number;
  failures: string[];
}

/** First-load JavaScript per URL, its budget, and what the HTML fetches before the first paint (its budget: nothing). */
function measureFirstLoadJs(urls: string[]): Map<string, { kb: number; budgetKb: number; beforePaint: string[] }> {
  const run = spawnSync(process.execPath, ["scripts/measure-first-load-js.mjs", "--json", ...urls], { encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) throw new Error(`measure-first-load-js failed: ${run.stderr}`);
  const pages = run.stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { url: string; kb: number; budgetKb: number; beforePaint: string[] });
  return new Map(pages.map((p) => [p.url, p]));
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

const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Machine floor</title><meta name="description" content="A blank static page: what Lighthouse measures on this machine before any site code runs."></head><body><h1>Machine floor</h1><p>A blank static page: what Lighthouse measures on this machine before any site code runs.</p></body></html>`;

/** Median TBT and LCP of a blank static page on this machine: the context for every figure below. */
async function measureFloor(chromePort: number): Promise<string> {
  const server = createHttpServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(FLOOR_PAGE));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  try {
    const runs: LhResult[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const result = await lighthouse(`http://localhost:${port}/`, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      if (result && i > 0) runs.push(result.lhr); // the first run warms the browser up
    }
    const lhr = computeMedianRun(runs);
    return `machine floor (blank static page): perf ${score(lhr, "performance")} | LCP ${Math.round(numeric(lhr, "largest-contentful-paint"))} ms  TBT ${Math.round(numeric(lhr, "total-blocking-time"))} ms`;
  } finally {
    server.close();
  }
}

async function main() {
  const requested = process.argv.slice(2).filter((a) => a.startsWith("/"));
  const paths = requested.length
    ? requested
    : [
        "/",
        ...publicSitemapEntries()
          .map((e) => e.path)
          .filter((p) => p !== "/"),
      ];
  const server = await startProductionServer();
  const { port } = server;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    console.log(await measureFloor(chrome.port));
    const firstLoad = measureFirstLoadJs(paths.map((p) => `http://localhost:${port}${p}`));
    if (BLOCK_JS) console.log("JavaScript blocked (BENCH_BLOCK_JS=1): a diagnosis of the HTML and CSS alone, not the budget");
    for (const path of paths) {
      const url = `http://localhost:${port}${path}`;
      // One unmeasured request first: a production server has rendered each page many times over,
      // and the first render of a route in a fresh process (module start-up, JIT) is not what visitors get.
      await fetch(url).then((res) => res.text());
      const runs: LhResult[] = [];
      // A run can fail to load (a runtime error, no paint recorded); retry it rather than skew the median.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          blockedUrlPatterns: BLOCK_JS ? ["*.js"] : undefined,
        });
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
      writeFileSync(`bench-results/reports/${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}${BLOCK_JS ? ".no-js" : ""}.json`, JSON.stringify(lhr));
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
        firstLoadJsKb: firstLoad.get(url)?.kb ?? NaN,
        failures: [],
      };
      const js = firstLoad.get(url);
      if (!js) row.failures.push("first-load JS not measured");
      else if (js.kb > js.budgetKb) row.failures.push(`first-load JS ${js.kb} KB > ${js.budgetKb} KB`);
      if (js?.beforePaint.length) row.failures.push(`JS fetched before the first paint: ${js.beforePaint.join(", ")}`);
      if (row.performance < BUDGET.performance) row.failures.push(`performance ${row.performance} < ${BUDGET.performance}`);
      if (row.accessibility < BUDGET.accessibility) row.failures.push(`accessibility ${row.accessibility}`);
      if (row.bestPractices < BUDGET["best-practices"]) row.failures.push(`best-practices ${row.bestPractices}`);
      if (row.seo < BUDGET.seo) row.failures.push(`seo ${row.seo}`);
      if (row.lcpMs > BUDGET.lcpMs) row.failures.push(`LCP ${row.lcpMs} ms > ${BUDGET.lcpMs}`);
      if (row.cls > BUDGET.cls) row.failures.push(`CLS ${row.cls} > ${BUDGET.cls}`);
      if (row.tbtMs > BUDGET.tbtMs) row.failures.push(`TBT ${row.tbtMs} ms > ${BUDGET.tbtMs}`);
      for (const category of ["accessibility", "best-practices", "seo"]) {
        if (score(lhr, category) < 100) {
          const failing = lhr.categories[category]!.auditRefs.filter(
            (r: { id: string; weight: number }) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1,
          ).map((r: { id: string }) => r.id);
          row.failures.push(`${category} audits: ${failing.join(", ")}`);
        }
      }
      rows.push(row);
      console.log(
        `${BLOCK_JS ? "no-js" : row.failures.length ? "FAIL" : "ok  "} ${path.padEnd(30)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} | LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms | ${row.totalKb} KB total, ${row.jsKb} KB JS, first load ${row.firstLoadJsKb} KB gz${row.failures.length && !BLOCK_JS ? `\n       ${row.failures.join("; ")}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  if (BLOCK_JS) process.exit(0); // a diagnosis: its figures are neither the record nor the budget
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
