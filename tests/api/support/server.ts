import { spawn, type ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { createApp } from "../../../server/app";
import { loadConfig, type Config } from "../../../server/config";
import { createLogger } from "../../../server/logger";
import type { TestDatabase } from "./database";

/** The server's configuration as in production, with test overrides (rate limits lifted unless asked). */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", RATE_LIMIT_ENABLED: "false", ...overrides });
}

export interface RunningApi {
  url: string;
  config: Config;
  /** Every log line the app wrote, as text. */
  logs: string[];
  close(): Promise<void>;
}

/** The real Express app (API and health checks, no pages) listening on a random loopback port. */
export async function startApi(database: TestDatabase, overrides: Record<string, string> = {}, onLeadStored?: () => void): Promise<RunningApi> {
  const config = testConfig(overrides);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger("info", sink);
  const app = createApp({ config, logger, db: database.handle.db, pingDatabase: database.handle.ping, onLeadStored });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export const validContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Jordan",
  lastName: "Rivera",
  email: `jordan.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: "214-555-0199",
  serviceInterest: "premarital-counseling",
  message: "We are getting married in May and want to start on the right foot.",
  communicationsOptIn: false,
  dataStorageConsent: true,
  pageUri: "/",
  pageName: "Homepage",
  ...overrides,
});

/**
 * The real server start-up in a process of its own (scripts/serve-api-only.ts: config, database,
 * migrations, workers, listen and the signal handling of production), on a free port.
 */
export async function spawnApiProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve-api-only.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "test", RATE_LIMIT_ENABLED: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      if (line.startsWith('{"listening":')) resolve((JSON.parse(line) as { listening: number }).listening);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening: ${stderr}`)));
  });
  return { child, exited, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
}
