// `npm run bench:api`: valid contact submissions per second against the real server start-up
// (scripts/serve-api-only.ts) on loopback: 100 connections for 10 s, rate limits lifted. Runs on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (in a temporary database
// created there and dropped afterwards, never in your tables). Checks that every 2xx answer has its
// row and that no row lacks a request (a request still in flight when the run stops may be stored
// without its answer being counted), prints the figures and writes bench-results/api.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import pg from "pg";
import { createPglite } from "../app/db/client.server";

// The measured run's rows, and how many of the e-mails answered 2xx ($1) are among them.
const COUNT_MEASURED =
  "select count(*)::int as total, count(*) filter (where email = any($1::text[]))::int as confirmed from contact_requests where email like 'bench-%'";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Figures {
  database: string;
  submissionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  answered2xx: number;
  otherAnswers: number;
  errors: number;
  /** Rows of the measured run: the 2xx ones, plus any whose answer was still on the way at the stop. */
  rowsStored: number;
  /** Of the requests answered 2xx, how many have their row: must be all of them. */
  answered2xxStored: number;
  consistent: boolean;
}

/** Counts the measured run's rows, and those among them whose e-mail got a 2xx answer. */
type CountRows = (confirmedEmails: string[]) => Promise<{ total: number; confirmed: number }>;

async function benchmark(database: "pglite" | "postgres", env: Record<string, string>, countRows: CountRows): Promise<Figures> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve-api-only.ts"], {
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", RATE_LIMIT_ENABLED: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    // Request logs go on being read (and dropped), as a log shipper would.
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith('{"listening":')) resolve((JSON.parse(line) as { listening: number }).listening);
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code} before listening`)));
  });

  // Warm up (JIT, connection pool), then measure with one unique e-mail per request.
  const url = `http://127.0.0.1:${port}/api/submit-homepage-form`;
  const enquiry = (email: string) =>
    JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email,
      phone: "214-555-0100",
      serviceInterest: "couples-therapy",
      message: "A realistic enquiry of a few sentences: we keep having the same argument about chores and want help.",
      communicationsOptIn: false,
      dataStorageConsent: true,
      pageUri: "/",
      pageName: "Homepage",
    });
  let sent = 0;
  let measuredSent = 0;
  const confirmed: string[] = [];
  const run = (prefix: string, connections: number, duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (req, context) => {
            const email = `${prefix}-${sent++}@example.com`;
            if (prefix === "bench") measuredSent++;
            context.email = email;
            return { ...req, body: enquiry(email) };
          },
          // One request in flight per connection: the context names the e-mail this answer is for.
          onResponse: (status, _body, context) => {
            if (prefix === "bench" && status >= 200 && status < 300) confirmed.push(context.email as string);
          },
        },
      ],
    });
  await run("warmup", 10, 2);
  const result = await run("bench", CONNECTIONS, DURATION_S);

  child.kill("SIGTERM");
  await exited;
  const rows = await countRows(confirmed);
  return {
    database,
    submissionsPerSecond: Math.round(confirmed.length / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answered2xx: confirmed.length,
    otherAnswers: result.non2xx,
    errors: result.errors + result.timeouts,
    rowsStored: rows.total,
    answered2xxStored: rows.confirmed,
    consistent: rows.confirmed === confirmed.length && rows.total >= confirmed.length && rows.total <= measuredSent,
  };
}

const results: Figures[] = [];

// PGlite: a fresh folder, as on a first start.
{
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-bench-"));
  try {
    const figures = await benchmark("pglite", { DATA_DIR: dataDir }, async (emails) => {
      const client = await createPglite(dataDir);
      try {
        return (await client.query<{ total: number; confirmed: number }>(COUNT_MEASURED, [emails])).rows[0]!;
      } finally {
        await client.close();
      }
    });
    results.push(figures);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (serverUrl) {
  const name = `ml_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const count: CountRows = async (emails) => {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        return (await client.query<{ total: number; confirmed: number }>(COUNT_MEASURED, [emails])).rows[0]!;
      } finally {
        await client.end();
      }
    };
    results.push(await benchmark("postgres", { DATABASE_URL: url.href }, count));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log("PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure it too.");
}

// Other work on the machine skews every figure: print the load average beside them.
const loadAverage = os.loadavg()[0]!.toFixed(1);
console.log(`\nPOST /api/submit-homepage-form, ${CONNECTIONS} connections, ${DURATION_S} s, loopback, ${os.cpus().length} CPUs, load average ${loadAverage}`);
console.table(
  results.map((r) => ({
    database: r.database,
    "stored/s": r.submissionsPerSecond,
    "p50 ms": r.p50Ms,
    "p99 ms": r.p99Ms,
    "2xx": r.answered2xx,
    "2xx stored": r.answered2xxStored,
    "rows stored": r.rowsStored,
    other: r.otherAnswers,
    errors: r.errors,
  })),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/api.json",
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: Number(loadAverage), connections: CONNECTIONS, durationSeconds: DURATION_S, results }, null, 2)}\n`,
);
const inconsistent = results.filter((r) => !r.consistent);
if (inconsistent.length > 0) {
  console.error(`a 2xx answer without its row, or a row without a request, on ${inconsistent.map((r) => r.database).join(", ")}`);
  process.exit(1);
}
