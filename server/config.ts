import { site } from "~/content/site";
import { passwordProblem, usernameProblem } from "~/features/admin/account-rules";
import { z } from "~/lib/zod";
import type { PublicConfig } from "~/lib/public-config";

const booleanish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

/** A count or duration: digits only, at least 1 (Number() would read "1e3" or "0x50" quietly). */
function positiveWhole(max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(1, "must be at least 1").max(max, `must be at most ${max}`));
}

/** A duration that may be zero (0 turns the behaviour off). */
function wholeOrZero(max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));
}

/** Every setting the server reads from the environment, validated once at start. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // Digits only: Number() would quietly read "1e3" as 1000 and "0x50" as 80.
    PORT: z
      .string()
      .regex(/^\d+$/, "must be a whole number from 0 to 65535")
      .transform(Number)
      .pipe(z.number().max(65535, "must be a whole number from 0 to 65535"))
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Express "trust proxy": false, true, a hop count, or a list of subnets. */
    TRUST_PROXY: z.string().default("loopback"),
    /** Send HSTS (production behind HTTPS). */
    HSTS: booleanish.default(true),
    /** Embedded PGlite data folder, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** Connections each server instance keeps to PostgreSQL. */
    DATABASE_POOL_MAX: positiveWhole(200).default(10),
    /** PostgreSQL: wait this long for a connection, then fail (503) instead of hanging. */
    DATABASE_CONNECT_TIMEOUT_MS: positiveWhole(120_000).default(5_000),
    /** PostgreSQL: the longest one statement may run before the server cancels it. */
    DATABASE_STATEMENT_TIMEOUT_MS: positiveWhole(600_000).default(10_000),

    // The render cache of public pages and the headers a CDN reads.
    /** Keep rendered public pages in memory, compressed (off: every view renders). */
    RENDER_CACHE_ENABLED: booleanish.default(true),
    /** Memory the cached pages may use, in bytes (compressed bodies, keys and headers). */
    RENDER_CACHE_MAX_BYTES: positiveWhole()
      .pipe(z.number().min(65_536, "must be at least 65536 (64 KB)"))
      .default(64 * 1024 * 1024),
    /** The longest a cached page is served without a re-render, in seconds (changes purge it sooner). */
    RENDER_CACHE_TTL_SECONDS: positiveWhole(86_400).default(300),
    /** s-maxage of public pages: how long a CDN may serve one without asking, in seconds. */
    CDN_S_MAXAGE_SECONDS: wholeOrZero(31_536_000).default(60),
    /** stale-while-revalidate of public pages: how long a CDN may serve an expired copy while it refreshes. */
    CDN_STALE_WHILE_REVALIDATE_SECONDS: wholeOrZero(31_536_000).default(300),

    // Leads: notification e-mail, newsletter forwarding, abuse limits, retention.
    /** SMTP server for the practice's new-lead e-mails, e.g. smtps://user:pass@smtp.example.com:465. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, "must look like smtp://host:port or smtps://user:password@host:465")
      .optional(),
    /** Who receives new-lead e-mails (one address or a comma-separated list). */
    LEAD_NOTIFY_TO: z
      .string()
      .refine((v) => v.split(",").every((a) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a.trim())), "must be an email address or a comma-separated list of them")
      .optional(),
    /** Sender of new-lead e-mails; use an address your SMTP server may send as. */
    LEAD_NOTIFY_FROM: z
      .string()
      .min(3, "must be an address such as Website <website@example.com>")
      .default(`Millennial Life website <website@${site.hostnames.primary.replace(/^www\./, "")}>`),
    /** Base URL of the admin area, for the link in new-lead e-mails. */
    ADMIN_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.com" })
      .default(`https://${site.hostnames.primary}`),
    /** Forward newsletter signups to the HubSpot Forms API (off: signups are only stored). */
    HUBSPOT_ENABLED: booleanish.default(false),
    HUBSPOT_FORMS_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.hsforms.com" }).default("https://api.hsforms.com"),
    /** Per-client-IP limits on the lead endpoints, counted in the database (all instances share them). */
    RATE_LIMIT_ENABLED: booleanish.default(true),
    RATE_LIMIT_WINDOW_SECONDS: positiveWhole().default(600),
    RATE_LIMIT_CONTACT_MAX: positiveWhole().default(5),
    RATE_LIMIT_NEWSLETTER_MAX: positiveWhole().default(5),
    /** Statistics beacons per client IP and window: a visit sends one per page plus a few Web Vitals. */
    RATE_LIMIT_STATS_MAX: positiveWhole().default(120),
    /** Delivery retries: wait OUTBOX_RETRY_BASE_MS x 2^(attempt-1), capped at 6 hours, up to OUTBOX_MAX_ATTEMPTS. */
    OUTBOX_MAX_ATTEMPTS: positiveWhole(50).default(10),
    OUTBOX_RETRY_BASE_MS: positiveWhole().default(30_000),
    /** How often idle workers look for due deliveries (new leads wake them at once). */
    OUTBOX_POLL_MS: positiveWhole().default(5_000),
    /** Contact requests older than this many days are deleted, with their deliveries. */
    RETENTION_DAYS: positiveWhole().default(365),
    /** First-party statistics (anonymous) older than this many days are deleted. */
    STATS_RETENTION_DAYS: positiveWhole().default(400),

    // The admin area.
    /** The first admin, created at start when no user of that name exists (never a default password). */
    ADMIN_USERNAME: z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .refine((v) => !usernameProblem(v), "must be 3 to 40 lower-case letters, digits, dots, dashes or underscores")
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .refine((v) => !passwordProblem(v), "must have 12 to 256 characters and no control characters")
      .optional(),
    /** Send the admin session cookie with Secure (on in production; off for plain-HTTP development). */
    SESSION_COOKIE_SECURE: booleanish.optional(),

    // Public settings: safe to send to the browser (see publicConfigFrom).
    /** The newsletter's HubSpot portal and form; the API accepts only this pair. */
    NEWSLETTER_PORTAL_ID: z.string().min(1).default("millennial-life"),
    NEWSLETTER_FORM_ID: z.string().min(1).default("the-clarity-drip"),
    /** Consent-gated analytics: each loads only after consent and only when its id is set. */
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
      .optional(),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
      .optional(),
    CLARITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9]+$/, "must be lower-case letters and digits")
      .optional(),
    /** Third-party reviews widget on the homepage (loads after consent). */
    REVIEWS_WIDGET_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _")
      .optional(),
    /**
     * Tests only: serve the analytics vendors' scripts from this origin (a local stand-in server)
     * instead of their real hosts. The loader code and the CSP logic are the same; only the host
     * differs. Never set it in production: the site would load analytics from that origin.
     */
    ANALYTICS_SCRIPT_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/$/, ""), "must be an origin (scheme, host and port) without a path")
      .transform((value) => new URL(value).origin)
      .optional(),
  })
  .refine((env) => !env.SMTP_URL || env.LEAD_NOTIFY_TO, {
    path: ["LEAD_NOTIFY_TO"],
    message: "is required when SMTP_URL is set (who should receive new-lead emails?)",
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    path: ["ADMIN_PASSWORD"],
    message: "ADMIN_USERNAME and ADMIN_PASSWORD go together: set both or neither",
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty (or blank) strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid environment configuration: ${problems}`);
  }
  return result.data;
}

/** Secure cookies unless told otherwise; in development the site runs on plain http://localhost. */
export function sessionCookieSecure(config: Config): boolean {
  return config.SESSION_COOKIE_SECURE ?? config.NODE_ENV === "production";
}

export function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** What the browser may know: handed to the app through the root loader. Never secrets. */
export function publicConfigFrom(config: Config): PublicConfig {
  return {
    newsletter: { portalId: config.NEWSLETTER_PORTAL_ID, formId: config.NEWSLETTER_FORM_ID },
    analytics: {
      gaMeasurementId: config.GA_MEASUREMENT_ID,
      gtmId: config.GTM_ID,
      clarityProjectId: config.CLARITY_PROJECT_ID,
      ...(config.ANALYTICS_SCRIPT_ORIGIN ? { scriptOrigin: config.ANALYTICS_SCRIPT_ORIGIN } : {}),
    },
    reviewsWidgetId: config.REVIEWS_WIDGET_ID,
  };
}
