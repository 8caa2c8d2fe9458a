// Site search latency, measured in-process on the site's real content: every query of the list run
// many times on PGlite (a fresh folder) and, when BENCH_DATABASE_URL is set, on PostgreSQL (a
// database it may empty). Prints p50/p95/p99 per database; figures go to docs/benchmarks.md.
//   npm run bench:search
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:search
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../app/db/client.server";
import { readBlogContentFiles, seedBlogPosts } from "../app/features/blog/blog-seed.server";
import { syncSearchSources } from "../app/features/search/search-sources.server";
import { searchSite } from "../app/features/search/search.server";
import { stopMarkdownWorker } from "../app/lib/markdown-off-thread.server";

const QUERIES = [
  "how much does it cost",
  "insurance",
  "Marcus",
  "Marcsu",
  "communication",
  "premarital counseling",
  '"fight fair" -wedding',
  "affair",
  "xylophonic",
  "the",
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await handle.db.execute(sql`delete from blog_posts`);
  await seedBlogPosts(handle.db, readBlogContentFiles());
  const counts = await syncSearchSources(handle.db);
  const documents = Object.values(counts).reduce((a, b) => a + b, 0);
  for (const q of QUERIES) await searchSite(handle.db, q); // warm-up
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      await searchSite(handle.db, q);
      const ms = performance.now() - start;
      times.push(ms);
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(
      ([q, list]) =>
        [
          q,
          percentile(
            list.sort((a, b) => a - b),
            99,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])[0]!;
  console.log(
    `${name}: ${times.length} searches (${QUERIES.length} queries x ${ROUNDS}) over ${documents} documents + posts: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; ` +
      `slowest query p99 ${slowest[1].toFixed(1)} ms (${JSON.stringify(slowest[0])})`,
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
try {
  const pglite = await openDatabase({ dataDir });
  await measure("PGlite", pglite);
  await pglite.close();
  if (process.env.BENCH_DATABASE_URL) {
    const postgres = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
    await measure("PostgreSQL", postgres);
    await postgres.close();
  }
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs, Node ${process.versions.node}`);
} finally {
  stopMarkdownWorker();
  rmSync(dataDir, { recursive: true, force: true });
}
