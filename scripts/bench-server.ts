// The production server as the benches start it: `npm start` (scripts/start.mjs) on a free
// loopback port, with an embedded database in a throwaway folder deleted when it stops.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  pid: number;
  port: number;
  origin: string;
  /** Stops the server (SIGTERM, its graceful stop) and deletes its database folder. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Throws when there is no production build: the benches build nothing themselves. */
export function requireBuild(): void {
  if (!existsSync("build/express/index.js") || !existsSync("build/server/index.js")) {
    throw new Error("No production build: run `npm run build` first.");
  }
}

/**
 * Starts the production build and resolves once /healthz answers. `env` adds to (or overrides)
 * the environment; the server's own log lines go to /dev/null, its errors to this terminal.
 * `startTimeoutMs` (60 s by default): on a busy shared machine the embedded database's migrations
 * and seeding alone can take a minute.
 */
export async function startProductionServer(env: Record<string, string> = {}, { startTimeoutMs = 60_000 } = {}): Promise<RunningServer> {
  requireBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-bench-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { pid: child.pid!, port, origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    child.exitCode === null ? `The server did not start within ${startTimeoutMs / 1000} s` : `The server exited with ${child.exitCode} before listening`,
  );
}
