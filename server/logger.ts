import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Belt and braces: these keys never reach a log line even if someone logs a request body.
    redact: { paths: ["*.email", "*.phone", "*.message", "*.firstName", "*.lastName", "req.headers.cookie", "req.headers.authorization"], censor: "[redacted]" },
  });
}
