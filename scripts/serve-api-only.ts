// The real server start-up (config, database, migrations, workers, listen, graceful stop) without
// the page build: what the crash test kills and the API benchmark measures. Not for production.
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { startServer, stopOnSignals } from "../server/start";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const running = await startServer({ config, logger });
// The parent reads this line to learn the port.
process.stdout.write(`${JSON.stringify({ listening: running.port })}\n`);
stopOnSignals(running, logger);
