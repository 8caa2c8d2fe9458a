// The real server start-up (config, database, migrations, workers, listen, graceful stop) without
// the page build: what the crash test kills and the API benchmark measures. Not for production.
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { startServer } from "../server/start";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const running = await startServer({ config, logger });
// The parent reads this line to learn the port.
process.stdout.write(`${JSON.stringify({ listening: running.port })}\n`);

const stop = () => {
  running.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
