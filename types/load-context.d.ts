import "react-router";
import type { Database } from "../app/db/client.server";
import type { BusyTimesSource } from "../app/features/booking/booking.server";
import type { PublicConfig } from "../server/config";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce; absent for pages the render cache shares (their scripts are allowed by hash). */
    cspNonce?: string;
    /** Settings the browser may know (ids of consent-gated tools, the newsletter form). */
    publicConfig: PublicConfig;
    /** The database (PGlite or PostgreSQL): loaders pass it to their feature's *.server.ts. */
    db: Database;
    /** The client's address as Express sees it (TRUST_PROXY applies), for sign-in throttling. */
    clientAddress: string;
    /** Whether the admin session cookie is sent with Secure. */
    sessionCookieSecure: boolean;
    /** Hosts' busy times from their own calendars (CalDAV), cached; none when no calendar is configured. */
    busyTimes?: BusyTimesSource;
    /** Wakes the outbox worker after a booking commits its messages. */
    onLeadStored?: () => void;
    /** Whether SMTP_URL is set: without it no e-mail leaves (the admin says so before a reply is written). */
    emailConfigured?: boolean;
    /** The site's public base URL (ADMIN_BASE_URL), for links written into e-mails. */
    siteBaseUrl?: string;
    /** Logs a failure a loader or action answered itself (a 503): the error only, never form fields. */
    logServerError?: (error: unknown, what: string) => void;
  }
}
