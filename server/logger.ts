import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Every log line is JSON. Errors go through `serializeError` (log them as `{ err: error }`), and a
 * few field names are blanked wherever they appear one level down, in case someone logs a body.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: serializeError },
      redact: {
        paths: ["*.email", "*.phone", "*.firstName", "*.lastName", "body.message", "*.body.message", "req.headers.cookie", "req.headers.authorization"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export interface SerializedError {
  name?: string;
  /** SQLSTATE for database errors (23514, 57014, ...), or Node's code (ECONNREFUSED). */
  code?: string;
  constraint?: string;
  routine?: string;
  severity?: string;
  table?: string;
  column?: string;
  /** Only for errors that are not the database's: those messages cannot carry submitted values. */
  message?: string;
  stack?: string;
  /** The error that wrapped the driver's (DrizzleQueryError). */
  wrappedBy?: string;
  /** The wrapped error of an error that is not the database's. */
  cause?: SerializedError;
}

/** The parts of a database error that say what went wrong and never what was sent. */
const DATABASE_ERROR_FIELDS = ["code", "constraint", "routine", "severity", "table", "column"] as const;

/**
 * What an error may put in a log. A database error's message, detail, query and parameters can
 * hold the submitted values ("Failed query: insert ... params: Jane,Doe,..." or "Key (email)=(...)"),
 * so for those only the name and the fields above are kept: enough to tell a check violation
 * (23514) from a timeout (57014) or a refused connection. Other errors keep message and stack.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { name: typeof error, message: typeof error === "string" ? error.slice(0, 200) : undefined };
  if (isDatabaseError(error)) {
    // Drizzle wraps the driver's error: report the driver's fields, and say what wrapped it.
    const driver = error.cause instanceof Error && isDriverError(error.cause) ? error.cause : error;
    const serialized: SerializedError = { name: driver.name };
    const fields = driver as unknown as Record<string, unknown>;
    for (const key of DATABASE_ERROR_FIELDS) {
      if (typeof fields[key] === "string" && fields[key] !== "") serialized[key] = fields[key];
    }
    if (driver !== error) serialized.wrappedBy = error.name;
    return serialized;
  }
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    ...(typeof code === "string" ? { code } : {}),
    message: error.message.slice(0, 500),
    stack: error.stack,
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** A driver error (SQLSTATE code with a severity or routine) or Drizzle's wrapper (query, params) around anything. */
function isDatabaseError(error: Error): boolean {
  return "query" in error || "params" in error || isDriverError(error) || (error.cause instanceof Error && isDriverError(error.cause));
}

function isDriverError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  return typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code) && ("severity" in fields || "routine" in fields);
}

/** A short text for the outbox's last_error column: the serializer's view, as one line. */
export function errorSummary(error: unknown): string {
  const serialized = serializeError(error);
  if (serialized.message !== undefined && serialized.code === undefined) return serialized.message.slice(0, 500);
  return [serialized.name, serialized.code, serialized.constraint, serialized.message].filter(Boolean).join(" ").slice(0, 500);
}
