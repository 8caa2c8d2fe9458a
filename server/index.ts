import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { DatabaseInUseError } from "~/db/client.server";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { startServer, stopOnSignals } from "./start";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);

  let running;
  if (config.NODE_ENV === "production") {
    const buildUrl = pathToFileURL(path.resolve("build/server/index.js")).href;
    const build = (await import(buildUrl)) as ServerBuild;
    running = await startServer({ config, logger, build });
  } else {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    running = await startServer({
      config,
      logger,
      vite,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  }
  logger.info({ port: running.port, env: config.NODE_ENV }, `Millennial Life is running at http://localhost:${running.port}`);

  stopOnSignals(running, logger);
}

main().catch((error: unknown) => {
  // A database folder held by another process is a plain message; anything else gets its stack.
  console.error("The server failed to start:", error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
