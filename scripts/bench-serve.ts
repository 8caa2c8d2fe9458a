/**
 * `npm run bench:serve`: the site's own server against a static file server, on the same pages.
 * Starts the production build (`npm run build` first; this builds nothing) with its production
 * defaults (render cache on, request logging on) on a throwaway database, saves the HTML it
 * renders for `/`, `/services` and the first service page of the route table, precompresses it as
 * a static host would (brotli 11, gzip 9), and serves those files from scripts/static-file-server.ts
 * in a process of its own. Then autocannon loads each page of both on loopback in turn, with the
 * same connections, duration and `Accept-Encoding: br`, and prints requests/s, p50 and p99 and
 * the ratio site/static. Exits 1 when a ratio is below 0.25 or a site p99 reaches 50 ms
 * (scripts/bench-serve-report.ts). Figures go to bench-results/serve.json; other work on the
 * machine moves them, so the load average is printed beside them.
 *
 *   npm run build && npm run bench:serve
 *   BENCH_DURATION=20 npm run bench:serve        # seconds per measurement (10 by default)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { siteRoutes } from "~/routes";
import { MAX_SITE_P99_MS, MIN_RATIO, misses, ratio, tableRows, type Measured, type PageResult } from "./bench-serve-report";
import { requireBuild, startProductionServer } from "./bench-server";

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const HEADERS = { "accept-encoding": "br" };

const servicePage = siteRoutes.find((r) => r.file === "routes/service-page.tsx" && r.indexable);
if (!servicePage) throw new Error("The route table has no indexable service page");
const PAGES = ["/", "/services", servicePage.path];

/** CPU seconds a process has used (user + system), from /proc; undefined where there is none. */
function cpuSeconds(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in 1/100 s.
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Loads `url` for `duration` seconds; `pid` is the server's process, whose CPU time is counted. */
async function load(url: string, duration: number, pid: number): Promise<Measured> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });
  const cpuAfter = cpuSeconds(pid);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total)
        : undefined,
  };
}

/** Starts the static file server on `root` in a child process; resolves with its origin and a stop. */
async function startStaticServer(root: string): Promise<{ pid: number; origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/static-file-server.ts", root], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith('{"listening":')) resolve((JSON.parse(line) as { listening: number }).listening);
    });
    void exited.then((code) => reject(new Error(`the static file server exited with ${code} before listening`)));
  });
  return {
    pid: child.pid!,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function main() {
  try {
    requireBuild();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const root = mkdtempSync(path.join(os.tmpdir(), "millennial-life-static-"));
  // The production defaults: render cache on, request logging at info.
  const site = await startProductionServer({ LOG_LEVEL: "info" });
  let staticServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  const results: PageResult[] = [];
  const loadBefore = os.loadavg()[0]!;
  try {
    for (const page of PAGES) {
      const res = await fetch(`${site.origin}${page}`);
      if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
      const html = Buffer.from(await res.arrayBuffer());
      const file = path.join(root, page, "index.html");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }));
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      // The measured answers are the cache's: check the second request is one.
      const again = await fetch(`${site.origin}${page}`, { headers: HEADERS });
      await again.arrayBuffer();
      if (again.headers.get("x-render-cache") !== "HIT")
        console.warn(`${page}: the second request was not a render-cache HIT (${again.headers.get("x-render-cache")})`);
    }
    staticServer = await startStaticServer(root);
    for (const page of PAGES) {
      // Each pair back to back, so both meet about the same load from the rest of the machine.
      await load(`${site.origin}${page}`, WARMUP_S, site.pid);
      const siteFigures = await load(`${site.origin}${page}`, DURATION_S, site.pid);
      await load(`${staticServer.origin}${page}`, WARMUP_S, staticServer.pid);
      const staticFigures = await load(`${staticServer.origin}${page}`, DURATION_S, staticServer.pid);
      const result = { path: page, site: siteFigures, static: staticFigures };
      results.push(result);
      console.log(
        `${page}: site ${Math.round(siteFigures.requestsPerSecond)} req/s, static ${Math.round(staticFigures.requestsPerSecond)} req/s, ratio ${ratio(result).toFixed(2)}`,
      );
    }
  } finally {
    await staticServer?.stop();
    await site.stop();
    rmSync(root, { recursive: true, force: true });
  }

  const loadAfter = os.loadavg()[0]!;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, Accept-Encoding: br, loopback, ${os.cpus().length} CPUs, Node ${process.versions.node}, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.table(tableRows(results));
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/serve.json",
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: { before: loadBefore, after: loadAfter }, connections: CONNECTIONS, durationSeconds: DURATION_S, results }, null, 2)}\n`,
  );
  const failed = misses(results);
  if (failed.length > 0) {
    console.error(`\nMissed the target:\n  ${failed.join("\n  ")}`);
    // The target is for a quiet machine: say when this one was not.
    if (Math.max(loadBefore, loadAfter) > os.cpus().length) {
      console.error(`The machine was busy (load average above its ${os.cpus().length} CPUs): compare the CPU per answer, and run again when it is quiet.`);
    }
    process.exit(1);
  }
  console.log(`\nEvery page within the target (ratio ≥ ${MIN_RATIO}, site p99 < ${MAX_SITE_P99_MS} ms).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
