/**
 * `npm run bench:booking`: many visitors racing for the same Vibe Check times, on the production
 * build (`npm run build` first; this builds nothing).
 *
 * 1. PostgreSQL (TEST_DATABASE_URL or DATABASE_URL; a temporary database created there and
 *    dropped afterwards): two server instances (`node scripts/start.mjs`) behind Debian's HAProxy
 *    on loopback (roundrobin, health checked on /readyz; the servers trust the loopback proxy's
 *    X-Forwarded-For, TRUST_PROXY=loopback).
 * 2. PGlite: one instance on a fresh DATA_DIR, no proxy.
 *
 * In each, the bench reads the first week of days /vibe-check offers, takes the first 20 offered times that cannot clash with
 * each other (a booking holds its call and the buffer after it, and a day takes at most the daily
 * cap; the offered times step every 15 minutes, so neighbours overlap), then 200 visitors, each
 * with an idempotency key, name and e-mail of their own, post the form at once, 10 per time. Then
 * 20 of the winners post again, concurrently, with the same key: each must get the same 303 and
 * no new row. The database is read afterwards: bookings per time, bookings overlapping another
 * active booking of the same host (must be none), every 303's booking stored.
 *
 * Prints one row of figures per setup and writes bench-results/booking.json. Exits 1 on a double
 * booking, a time booked more than once (or not at all), any 5xx or other unexpected answer, or a
 * repeat that was not the same booking. Servers, HAProxy, the temporary database and folders are
 * removed at the end, on failure and on Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import pg from "pg";
import { createPglite } from "~/db/client.server";
import { bookingSettings } from "~/db/schema";
import { localDate } from "~/features/booking/slots";
import { freePort, requireBuild } from "./bench-server";

const VISITORS = 200;
const TIMES = 20;
const REPEATS = 20;
const READY_TIMEOUT_MS = 120_000;
const HAPROXY_CANDIDATES = ["haproxy", "/usr/sbin/haproxy"];
const HAPROXY_INSTALL = "apt-get install -y haproxy";

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started or created registers how to undo it, undone last-first, once.

const cleanups: { what: string; undo: () => Promise<void> | void }[] = [];
const children = new Set<ChildProcess>();
let cleaning: Promise<void> | undefined;
let interrupted = false;

function onCleanup(what: string, undo: () => Promise<void> | void): void {
  cleanups.push({ what, undo });
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const { what, undo } = cleanups.pop()!;
      try {
        await undo();
      } catch (error) {
        console.error(`clean-up: could not ${what}:`, error);
      }
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

/**
 * The watchdog: a detached process that cleans up if this one dies without doing it (tsx kills
 * its child with SIGKILL when a Ctrl-C is not acknowledged within 30 ms, which a busy machine
 * misses). It reads the plan when this process is gone: kills the servers and HAProxy still
 * running (checking each pid still runs that command), drops the database, removes the folders.
 */
const WATCHDOG = `
const { readFileSync, rmSync } = require("node:fs");
const path = require("node:path");
const file = process.argv[1];
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(async () => {
  let plan;
  try { plan = JSON.parse(readFileSync(file, "utf8")); } catch { return; }
  if (alive(plan.benchPid)) return;
  clearInterval(timer);
  for (const { pid, command } of plan.pids) {
    try { if (readFileSync("/proc/" + pid + "/cmdline", "utf8").includes(command)) process.kill(pid, "SIGKILL"); } catch {}
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const { url, name } of plan.databases) {
    try {
      const client = new (require("pg").Client)({ connectionString: url });
      await client.connect();
      await client.query('drop database if exists "' + name + '" with (force)');
      await client.end();
    } catch {}
  }
  for (const dir of plan.dirs) rmSync(dir, { recursive: true, force: true });
  rmSync(path.dirname(file), { recursive: true, force: true });
}, 250);
`;
const watchDir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-bench-booking-watch-"));
const plan = { benchPid: process.pid, pids: [] as { pid: number; command: string }[], dirs: [] as string[], databases: [] as { url: string; name: string }[] };
function savePlan(): void {
  const file = path.join(watchDir, "plan.json");
  writeFileSync(`${file}.new`, JSON.stringify(plan));
  renameSync(`${file}.new`, file);
}
savePlan();
const watchdog = spawn(process.execPath, ["-e", WATCHDOG, path.join(watchDir, "plan.json")], { detached: true, stdio: "ignore" });
watchdog.unref();
/** After a clean end: the watchdog has nothing left to do. */
function stopWatchdog(): void {
  watchdog.kill("SIGKILL");
  rmSync(watchDir, { recursive: true, force: true });
}

/** A temporary folder, removed at the end (by the watchdog if need be). */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  plan.dirs.push(dir);
  savePlan();
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and HAProxy, removing the temporary database and folders`);
    void cleanUp().finally(() => {
      stopWatchdog();
      process.exit(130);
    });
  });
}
// The last resort, if the process ends before a clean-up ran: no server is left behind.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

// ---------------------------------------------------------------------------------------------
// Processes

interface Started {
  child: ChildProcess;
  /** Warnings and errors it logged (pino level ≥ 40), and everything on stderr. */
  problems: string[];
  /** POST /vibe-check answers it logged, by status. */
  bookingPosts: Map<number, number>;
  exited: Promise<void>;
  stop(): Promise<void>;
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  if (interrupted) throw new Error("interrupted");
  // A process group of its own: a Ctrl-C in the terminal reaches this script, which stops them in order.
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.add(child);
  const watched = { pid: child.pid!, command: args[0] ?? command };
  if (child.pid) {
    plan.pids.push(watched);
    savePlan();
  }
  const problems: string[] = [];
  const bookingPosts = new Map<number, number>();
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line.startsWith("{")) return;
    try {
      const entry = JSON.parse(line) as { level?: number; method?: string; path?: string; status?: number };
      if (entry.method === "POST" && entry.path === "/vibe-check" && typeof entry.status === "number") {
        bookingPosts.set(entry.status, (bookingPosts.get(entry.status) ?? 0) + 1);
      }
      if ((entry.level ?? 0) >= 40) problems.push(`${name}: ${line}`);
      if (entry.method === "POST" && entry.path === "/vibe-check" && (entry.status ?? 0) >= 500) problems.push(`${name}: ${line}`);
    } catch {
      // not a log line
    }
  });
  createInterface({ input: child.stderr! }).on("line", (line) => problems.push(`${name} (stderr): ${line}`));
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", (error) => {
      problems.push(`${name}: ${error.message}`);
      resolve();
    });
  });
  void exited.then(() => {
    children.delete(child);
    plan.pids = plan.pids.filter((entry) => entry !== watched);
    savePlan();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !children.has(child)) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(killer);
  };
  onCleanup(`stop ${name}`, stop);
  return { child, problems, bookingPosts, exited, stop };
}

/** Polls `check` (every 100 ms) until it is true, the process exits, or the time is up. */
async function waitFor(what: string, process: Started, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void process.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what}: the process exited (${process.child.exitCode ?? process.child.signalCode})\n${process.problems.join("\n")}`);
    if (interrupted) throw new Error("interrupted");
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready within ${READY_TIMEOUT_MS / 1000} s\n${process.problems.join("\n")}`);
}

interface Instance extends Started {
  name: string;
  port: number;
  origin: string;
}

/** The production server, `node scripts/start.mjs`, on a free loopback port; resolves once /readyz answers 200. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const started = start(name, process.execPath, ["scripts/start.mjs"], {
    ...process.env,
    // The production defaults (request logging on), rate limits lifted, no e-mail or HubSpot sent
    // whatever this shell's environment holds; a proxy on loopback is trusted for X-Forwarded-For.
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    RATE_LIMIT_ENABLED: "false",
    TRUST_PROXY: "loopback",
    SMTP_URL: "",
    LEAD_NOTIFY_TO: "",
    HUBSPOT_ENABLED: "false",
    DATABASE_URL: "",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${name} on port ${port}`, started, async () => (await fetch(`${origin}/readyz`)).status === 200);
  return { ...started, name, port, origin };
}

function haproxyCommand(): string | undefined {
  return HAPROXY_CANDIDATES.find((command) => !spawnSync(command, ["-v"], { stdio: "ignore" }).error);
}

/** HAProxy on loopback, roundrobin over the instances; resolves once it reports every one UP. */
async function startHaproxy(command: string, instances: Instance[]): Promise<{ origin: string; proxy: Started }> {
  const dir = tempDir("millennial-life-haproxy-");
  const [port, statsPort] = [await freePort(), await freePort()];
  const config = [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  timeout connect 5s",
    "  timeout client 120s",
    "  timeout server 120s",
    "frontend site",
    `  bind 127.0.0.1:${port}`,
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1",
    "  http-check expect status 200",
    // A busy instance answers /readyz slowly: 2 s before a check counts as failed, 3 failures in a
    // row before it is taken out (a twitchier check sent the whole race to one instance).
    "  timeout check 2s",
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 1s rise 2 fall 3`),
    "listen stats",
    `  bind 127.0.0.1:${statsPort}`,
    "  stats enable",
    "  stats uri /stats",
    "",
  ].join("\n");
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  const check = spawnSync(command, ["-c", "-q", "-f", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}\n${config}`);
  const proxy = start("haproxy", command, ["-db", "-f", file], process.env);
  await waitFor("HAProxy", proxy, async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = csv.trim().split("\n");
    const columns = header!.replace(/^# /, "").split(",");
    const [proxyName, serverName, status] = ["pxname", "svname", "status"].map((name) => columns.indexOf(name));
    const up = rows.map((row) => row.split(",")).filter((cells) => cells[proxyName!] === "app" && cells[status!] === "UP");
    return instances.every((instance) => up.some((cells) => cells[serverName!] === instance.name));
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor("HAProxy's frontend", proxy, async () => (await fetch(`${origin}/readyz`)).status === 200);
  return { origin, proxy };
}

// ---------------------------------------------------------------------------------------------
// The race

interface Rules {
  timeZone: string;
  slotMinutes: number;
  bufferMinutes: number;
  dailyCap: number;
}

/** The rules a fresh database starts with: ensureBookingDefaults inserts the settings row with its column defaults. */
function defaultRules(): Rules {
  const value = <T>(column: { default?: unknown }) => column.default as T;
  return {
    timeZone: value<string>(bookingSettings.timeZone),
    slotMinutes: value<number>(bookingSettings.slotMinutes),
    bufferMinutes: value<number>(bookingSettings.bufferMinutes),
    dailyCap: value<number>(bookingSettings.dailyCap),
  };
}

/**
 * The first `count` offered times that cannot clash: each starts after the previous one's block
 * (call + buffer) ends, and no local day gets more than the daily cap. So with one host each time
 * can and must end with exactly one booking.
 */
function pickTimes(offered: string[], rules: Rules, count: number): string[] {
  const blockMs = (rules.slotMinutes + rules.bufferMinutes) * 60_000;
  const picked: string[] = [];
  const perDay = new Map<string, number>();
  let freeFrom = -Infinity;
  for (const start of [...new Set(offered)].sort()) {
    const ms = Date.parse(start);
    const day = localDate(new Date(ms), rules.timeZone);
    if (ms < freeFrom || (perDay.get(day) ?? 0) >= rules.dailyCap) continue;
    picked.push(start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    freeFrom = ms + blockMs;
    if (picked.length === count) return picked;
  }
  throw new Error(`/vibe-check offered only ${picked.length} times that cannot clash (of ${offered.length}); the bench needs ${count}`);
}

/** The times of the first week of days /vibe-check offers: the page shows one day's, and links the others. */
async function firstWeekOfTimes(origin: string): Promise<string[]> {
  const read = async (path: string) => {
    const page = await fetch(`${origin}${path}`);
    if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
    return page.text();
  };
  const first = await read("/vibe-check");
  const days = [...first.matchAll(/data-day-link="([\d-]+)"/g)].map((match) => match[1]!);
  const others = await Promise.all(days.slice(1).map((day) => read(`/vibe-check?from=${day}`)));
  return [first, ...others].flatMap(offeredStarts);
}

/** The `value` of every `<input name="start">` on the page. */
function offeredStarts(html: string): string[] {
  const starts: string[] = [];
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/\bname="start"/.test(tag)) continue;
    const value = /\bvalue="([^"]+)"/.exec(tag)?.[1];
    if (value) starts.push(value);
  }
  return starts;
}

interface Answer {
  /** 0: no answer (the connection failed; `error` says how). */
  status: number;
  location: string | null;
  ms: number;
  error?: string;
}

/** One form post, timed from the request to the end of the answer (no redirect followed); never rejects. */
function postForm(agent: http.Agent, origin: string, body: string): Promise<Answer> {
  const started = performance.now();
  const failed = (error: NodeJS.ErrnoException): Answer => ({ status: 0, location: null, ms: performance.now() - started, error: error.code ?? error.message });
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${origin}/vibe-check`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          // What a browser sends with a form of the same site.
          origin,
          "sec-fetch-site": "same-origin",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, ms: performance.now() - started }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  }).catch(failed);
}

function visitorForm(index: number, start: string): string {
  return new URLSearchParams({
    start,
    callType: index % 2 === 0 ? "video" : "phone",
    firstName: "Racer",
    lastName: `Number ${index}`,
    email: `race-${index}-${randomUUID().slice(0, 8)}@example.com`,
    phone: `214-555-${String(index).padStart(4, "0")}`,
    serviceInterest: "couples-therapy",
    note: "Booking bench: racing for this time.",
    dataStorageConsent: "on",
    visitorTimeZone: "America/Chicago",
    idempotencyKey: randomUUID(),
  }).toString();
}

function log(message: string): void {
  console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Read after the race: `query` runs SQL on the setup's database. */
type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

interface Figures {
  setup: string;
  visitors: number;
  times: number;
  booked: number;
  conflicts: number;
  other: number;
  serverErrors: number;
  otherStatuses: Record<string, number>;
  /** Active bookings stored at the raced times. */
  stored: number;
  /** Active bookings overlapping another active booking of the same host (must be 0). */
  duplicates: number;
  hosts: number;
  /** Bookings per raced time: how many times have 0, 1 and more. */
  timesWithOne: number;
  timesWithNone: number;
  timesWithMore: number;
  /** 303 answers whose booking (by the manage link's token) is stored. */
  bookedStored: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status (or connection error): how many, their median and slowest time. */
  byStatus: Record<string, { n: number; p50Ms: number; maxMs: number }>;
  /** Repeats that got 303 to the same page as the first answer. */
  repeatsOk: number;
  repeats: number;
  /** Bookings stored in all, after the repeats: must equal the first round's distinct winners. */
  rowsAfterRepeats: number;
  /** POST /vibe-check answers per instance, from the servers' request logs. */
  perInstance: Record<string, number>;
  serverProblems: string[];
}

async function race(
  setup: string,
  origin: string,
  instances: { name: string; started: Started }[],
  rules: Rules,
  query: () => Promise<Query>,
  stopAll: () => Promise<void>,
): Promise<Figures> {
  const times = pickTimes(await firstWeekOfTimes(origin), rules, TIMES);

  // A connection per request: a kept-alive one that went idle while the slowest answers came could
  // be closed by the server just as the repeats reuse it (ECONNRESET, which no visitor would see).
  const agent = new http.Agent({ keepAlive: false, maxSockets: VISITORS + REPEATS });
  onCleanup("close the HTTP client's connections", () => agent.destroy());
  const forms = Array.from({ length: VISITORS }, (_, index) => visitorForm(index, times[index % times.length]!));
  // Every visitor at once: the bodies are ready, the pool opens a connection for each.
  log(`${setup}: ${VISITORS} visitors racing for ${times.length} times`);
  const answers = await Promise.all(forms.map((body) => postForm(agent, origin, body)));

  const count = (status: (s: number) => boolean, list: Answer[] = answers) => list.filter((answer) => status(answer.status)).length;
  const otherStatuses: Record<string, number> = {};
  const tally = (key: string) => (otherStatuses[key] = (otherStatuses[key] ?? 0) + 1);
  for (const answer of answers) if (answer.status !== 303 && answer.status !== 409) tally(answer.error ?? String(answer.status));

  // The same submit again, at once, for 20 of the winners: the same booking, no second one.
  const winners = answers.map((answer, index) => ({ answer, body: forms[index]! })).filter(({ answer }) => answer.status === 303);
  const again = winners.slice(0, REPEATS);
  log(`${setup}: ${again.length} winners submitting again`);
  const repeatAnswers = await Promise.all(again.map(({ body }) => postForm(agent, origin, body)));
  const repeatsOk = repeatAnswers.filter((answer, index) => answer.status === 303 && answer.location === again[index]!.answer.location).length;
  for (const answer of repeatAnswers) if (answer.status !== 303) tally(`repeat ${answer.error ?? answer.status}`);
  agent.destroy();

  // Everything answered: stop the servers (PGlite's folder is then free) and read the database.
  log(`${setup}: stopping the servers, reading the database`);
  await stopAll();
  const run = await query();
  const tokenHashes = winners.map(({ answer }) => createHash("sha256").update(answer.location!.split("/").pop()!).digest("hex"));
  // One after the other: a pg.Client runs one query at a time.
  const perTime = await run<{ start: string; n: number }>(
    "select t.start::text as start, count(b.id)::int as n from unnest($1::timestamptz[]) as t(start) left join bookings b on b.starts_at = t.start and b.status <> 'cancelled' group by t.start",
    [times],
  );
  const [overlap] = await run<{ n: number }>(
    `select count(*)::int as n from bookings a where a.status <> 'cancelled' and exists (
       select 1 from bookings b where b.id <> a.id and b.host_id = a.host_id and b.status <> 'cancelled'
         and tstzrange(a.starts_at, a.block_ends_at) && tstzrange(b.starts_at, b.block_ends_at))`,
  );
  const [stored] = await run<{ n: number }>("select count(*)::int as n from bookings where manage_token_hash = any($1::text[])", [tokenHashes]);
  const [hosts] = await run<{ n: number }>("select count(*)::int as n from booking_hosts where active");
  const [all] = await run<{ n: number; at_times: number }>(
    "select count(*)::int as n, count(*) filter (where starts_at = any($1::timestamptz[]) and status <> 'cancelled')::int as at_times from bookings",
    [times],
  );

  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const perInstance: Record<string, number> = {};
  for (const { name, started } of instances) perInstance[name] = [...started.bookingPosts.values()].reduce((sum, n) => sum + n, 0);
  return {
    setup,
    visitors: VISITORS,
    times: times.length,
    booked: count((s) => s === 303),
    conflicts: count((s) => s === 409),
    other: count((s) => s !== 303 && s !== 409),
    serverErrors: count((s) => s >= 500) + count((s) => s >= 500, repeatAnswers),
    otherStatuses,
    stored: all!.at_times,
    duplicates: overlap!.n,
    hosts: hosts!.n,
    timesWithOne: perTime.filter((row) => row.n === 1).length,
    timesWithNone: perTime.filter((row) => row.n === 0).length,
    timesWithMore: perTime.filter((row) => row.n > 1).length,
    bookedStored: stored!.n,
    byStatus: Object.fromEntries(
      [...new Set(answers.map((answer) => answer.error ?? String(answer.status)))].sort().map((key) => {
        const ms = answers
          .filter((answer) => (answer.error ?? String(answer.status)) === key)
          .map((answer) => answer.ms)
          .sort((a, b) => a - b);
        return [key, { n: ms.length, p50Ms: Math.round(percentile(ms, 50)), maxMs: Math.round(ms.at(-1)!) }];
      }),
    ),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    repeatsOk,
    repeats: again.length,
    rowsAfterRepeats: all!.n,
    perInstance,
    serverProblems: instances.flatMap(({ started }) => started.problems),
  };
}

// ---------------------------------------------------------------------------------------------
// The setups

async function postgresSetup(serverUrl: string, haproxy: string): Promise<Figures> {
  const name = `ml_bench_booking_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  onCleanup("close the admin connection", () => admin.end());
  plan.databases.push({ url: serverUrl, name });
  savePlan();
  await admin.query(`create database "${name}"`);
  onCleanup(`drop the database ${name}`, async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  log("PostgreSQL: starting 2 instances and HAProxy");
  // Both at once, as a deploy starts them: one migrates and seeds, the other waits for it.
  const instances = await Promise.all(["a", "b"].map((instance) => startInstance(instance, { DATABASE_URL: url.href })));
  const { origin, proxy } = await startHaproxy(haproxy, instances);

  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  onCleanup("close the bench's connection", () => client.end());
  const [row] = (
    await client.query<Rules>(
      'select time_zone as "timeZone", slot_minutes as "slotMinutes", buffer_minutes as "bufferMinutes", daily_cap as "dailyCap" from booking_settings where id = 1',
    )
  ).rows;
  if (!row) throw new Error("booking_settings has no row: the servers did not set up booking");

  const figures = await race(
    "PostgreSQL, 2 instances behind HAProxy",
    origin,
    instances.map((instance) => ({ name: instance.name, started: instance })),
    row,
    async () =>
      async <T>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[],
    async () => {
      await proxy.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    },
  );
  figures.serverProblems.push(...proxy.problems);
  return figures;
}

async function pgliteSetup(): Promise<Figures> {
  const dataDir = tempDir("millennial-life-bench-booking-");
  log("PGlite: starting 1 instance");
  const instance = await startInstance("pglite", { DATA_DIR: dataDir });
  return race(
    "PGlite, 1 instance",
    instance.origin,
    [{ name: instance.name, started: instance }],
    // The folder is the server's own while it runs; a fresh one starts with the default rules.
    defaultRules(),
    async () => {
      const client = await createPglite(dataDir);
      onCleanup("close PGlite", () => client.close());
      return async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows;
    },
    () => instance.stop(),
  );
}

// ---------------------------------------------------------------------------------------------

/**
 * What the servers logged, grouped: a pino line by its message, error and cause; a stack trace on
 * stderr by its first line (the indented frames are left out).
 */
function summarize(problems: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of problems) {
    const match = /^(\S+(?: \(stderr\))?): (.*)$/.exec(line);
    const [name, rest] = match ? [match[1]!, match[2]!] : ["?", line];
    let key: string | undefined;
    if (rest.startsWith("{")) {
      try {
        const entry = JSON.parse(rest) as { msg?: string; status?: number; err?: { message?: string; cause?: { message?: string } } };
        key = entry.status
          ? `request answered ${entry.status}`
          : `${entry.msg}${entry.err ? `: ${entry.err.message?.split("\n")[0]}` : ""}${entry.err?.cause ? ` (cause: ${entry.err.cause.message})` : ""}`;
      } catch {
        key = rest;
      }
    } else if (!/^\s/.test(rest) && !/^(params|query|cause|\}|\.\.\.)/.test(rest.trim())) {
      key = rest;
    } else if (/^\s*cause: /.test(rest)) {
      key = rest.trim();
    }
    if (key !== undefined) counts.set(`${name}: ${key}`, (counts.get(`${name}: ${key}`) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`);
}

function failures(figures: Figures): string[] {
  const found: string[] = [];
  if (figures.duplicates > 0) found.push(`${figures.duplicates} active bookings overlap another booking of the same host`);
  if (figures.serverErrors > 0) found.push(`${figures.serverErrors} answers were 5xx`);
  if (figures.timesWithMore > 0) found.push(`${figures.timesWithMore} times were booked more than once`);
  if (figures.hosts === 1 && figures.timesWithNone > 0) found.push(`${figures.timesWithNone} of the times have no booking although 10 visitors asked for each`);
  if (figures.other > 0) found.push(`unexpected answers: ${JSON.stringify(figures.otherStatuses)}`);
  if (figures.bookedStored !== figures.booked) found.push(`${figures.booked} answers were 303 but ${figures.bookedStored} of their bookings are stored`);
  if (figures.stored !== figures.booked) found.push(`${figures.booked} answers were 303 but ${figures.stored} bookings are stored at those times`);
  if (figures.repeatsOk !== figures.repeats)
    found.push(`${figures.repeats - figures.repeatsOk} of ${figures.repeats} repeats did not answer 303 to the same booking`);
  if (figures.rowsAfterRepeats !== figures.booked)
    found.push(`${figures.rowsAfterRepeats} bookings stored after the repeats, ${figures.booked} before: a repeat made a booking`);
  return found;
}

async function main(): Promise<number> {
  try {
    requireBuild();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const haproxy = serverUrl ? haproxyCommand() : undefined;
  if (serverUrl && !haproxy) {
    console.error(`HAProxy is not installed. Install Debian's package (as root):\n  ${HAPROXY_INSTALL}`);
    return 1;
  }

  const loadBefore = os.loadavg()[0]!;
  const results: Figures[] = [];
  try {
    if (serverUrl && haproxy) {
      results.push(await postgresSetup(serverUrl, haproxy));
      await cleanUp();
    } else {
      console.log("PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to race two instances behind HAProxy too.");
    }
    results.push(await pgliteSetup());
  } finally {
    await cleanUp();
  }
  const loadAfter = os.loadavg()[0]!;

  console.log(
    `\nPOST /vibe-check: ${VISITORS} visitors at once, ${VISITORS / TIMES} per time on ${TIMES} times, then ${REPEATS} repeats of a winner's submit; loopback, ${os.cpus().length} CPUs, Node ${process.versions.node}, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.table(
    results.map((r) => ({
      setup: r.setup,
      visitors: r.visitors,
      times: r.times,
      booked: r.booked,
      "409": r.conflicts,
      other: r.other,
      "5xx": r.serverErrors,
      duplicates: r.duplicates,
      "times booked once": `${r.timesWithOne}/${r.times}`,
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      "repeats ok": `${r.repeatsOk}/${r.repeats}`,
    })),
  );
  for (const r of results) {
    console.log(
      `${r.setup}: ${r.stored} bookings stored at the raced times, every 303's booking stored: ${r.bookedStored}/${r.booked}, bookings in all after the repeats: ${r.rowsAfterRepeats}; POST /vibe-check per instance: ${Object.entries(
        r.perInstance,
      )
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")}; answers by status (n, p50, slowest): ${Object.entries(r.byStatus)
        .map(([status, { n, p50Ms, maxMs }]) => `${status} ${n} ${p50Ms}/${maxMs} ms`)
        .join(", ")}`,
    );
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/booking.json",
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        loadAverage: { before: loadBefore, after: loadAfter },
        visitors: VISITORS,
        times: TIMES,
        repeats: REPEATS,
        results: results.map(({ serverProblems, ...figures }) => ({ ...figures, serverProblems: serverProblems.length })),
      },
      null,
      2,
    )}\n`,
  );

  let failed = false;
  for (const r of results) {
    const found = failures(r);
    if (found.length === 0) continue;
    failed = true;
    console.error(`\n${r.setup}:\n  ${found.join("\n  ")}`);
    if (r.serverProblems.length > 0) {
      console.error(`  what the servers logged (warnings, errors, 5xx answers), grouped:\n    ${summarize(r.serverProblems).join("\n    ")}`);
    }
    const file = `bench-results/booking-${r.setup.split(",")[0]!.toLowerCase()}-server-log.txt`;
    writeFileSync(file, `${r.serverProblems.join("\n")}\n`);
    console.error(`  every line: ${file}`);
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    stopWatchdog();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error(error);
    await cleanUp();
    stopWatchdog();
    process.exit(1);
  },
);
