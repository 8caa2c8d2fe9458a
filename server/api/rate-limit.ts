import { lt, sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import type { Database } from "~/db/client.server";
import { rateLimitBuckets } from "~/db/schema";
import type { Logger } from "../logger";
import { sendServiceUnavailable } from "./responses";

export interface RateLimitRule {
  /** Names the counter: one per endpoint, so a newsletter signup does not use up the contact form. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter per client IP in the database, so every server instance behind a load
 * balancer counts against the same limit. One upsert per request: no read-then-write race.
 * Returns the seconds until the window ends when the request is over the limit.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, clientKey: string): Promise<{ limited: boolean; retryAfterSeconds: number }> {
  const window = sql`(${rule.windowSeconds}::int * interval '1 second')`;
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: `${rule.bucket}:${clientKey}`, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitBuckets.windowStartedAt} + ${window} - now()))))::int`,
    });
  if (!row) throw new Error("rate-limit upsert returned no row");
  return { limited: row.hits > rule.max, retryAfterSeconds: Number(row.retryAfterSeconds) };
}

/** Express middleware: 429 with Retry-After and a JSON message once a client is over the limit. */
export function rateLimit({ db, logger, rule, enabled }: { db: Database; logger: Logger; rule: RateLimitRule; enabled: boolean }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!enabled) return next();
    let outcome;
    try {
      outcome = await hitRateLimit(db, rule, rateLimitClientKey(req.ip));
    } catch (error) {
      logger.error({ err: error, path: req.path }, "rate limit check failed");
      return sendServiceUnavailable(req, res);
    }
    if (!outcome.limited) return next();
    res.set("Retry-After", String(outcome.retryAfterSeconds));
    res.status(429).json({ message: "Too many requests from your connection. Please wait a few minutes and try again." });
  };
}

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 client by its /64. A household or phone
 * network hands one customer a whole /64, and a client can pick a new address in it for every
 * request, so counting single IPv6 addresses would count nothing.
 */
export function rateLimitClientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const address = ip.split("%")[0]!.toLowerCase();
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::") ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** Windows that ended long ago carry no information any more. */
export async function purgeStaleRateLimitBuckets(db: Database, olderThanSeconds: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const deleted = await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStartedAt, cutoff)).returning({ key: rateLimitBuckets.key });
  return deleted.length;
}
