import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { findContactNotificationFacts } from "~/features/contact/contact.server";
import { practiceNotificationAddress } from "~/features/settings/practice-settings.server";
import { NEWSLETTER_PAGE_NAME } from "~/features/newsletter/newsletter-schema";
import { findNewsletterForwardFacts } from "~/features/newsletter/newsletter.server";
import { PermanentDeliveryError, type Deliverer } from "./outbox-worker";

/** How long one SMTP delivery may take at most: connecting, the greeting, then silence on the socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;
/** How long one HubSpot request may take. */
export const HUBSPOT_TIMEOUT_MS = 15_000;
/** The longest one delivery can run before its own timeouts end it: what a graceful stop waits for. */
export const LONGEST_DELIVERY_MS = Math.max(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout, HUBSPOT_TIMEOUT_MS);

/**
 * The practice's "new enquiry" e-mail: a reference, the time and the link to the admin inbox.
 * Subjects show on lock screens, in previews and in mail-server logs, and a name beside the kind of
 * care someone asked about is health information, so nothing about the person travels by e-mail.
 * `smtp://` must upgrade with STARTTLS (never plain text); `smtps://` is TLS from the start. The
 * Message-ID is fixed per outbox entry, so a re-delivery after a crash folds into the first.
 */
export function contactNotificationDeliverer({
  db,
  smtpUrl,
  to,
  from,
  adminBaseUrl,
  tls,
}: {
  db: Database;
  smtpUrl: string;
  /** LEAD_NOTIFY_TO; the notification email saved in the admin's Settings wins over it. */
  to: string;
  from: string;
  adminBaseUrl: string;
  /** Extra TLS settings (tests trust their own certificate authority here). */
  tls?: ConnectionOptions;
}): Deliverer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: !smtpUrl.startsWith("smtps:"),
    ...(tls ? { tls } : {}),
    ...SMTP_TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const adminUrl = new URL("/admin", adminBaseUrl).href;
  const messageIdDomain = domainOfAddress(from) ?? site.hostnames.primary;

  return async (entry) => {
    if (!entry.contactRequestId) throw new PermanentDeliveryError("entry has no contact request");
    const facts = await findContactNotificationFacts(db, entry.contactRequestId);
    if (!facts) throw new PermanentDeliveryError("the enquiry no longer exists");
    const received = facts.createdAt.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "full", timeStyle: "short" });
    await transport.sendMail({
      from,
      to: await practiceNotificationAddress(db, to),
      messageId: `<enquiry-${entry.id}@${messageIdDomain}>`,
      subject: `New website enquiry (ref. ${facts.id.slice(0, 8)})`,
      text: [
        "A new enquiry came in through the website.",
        "",
        `Reference: ${facts.id}`,
        `Received: ${received} (Dallas time)`,
        "",
        `Read it and reply from the admin inbox: ${adminUrl}`,
        "",
        "For privacy this email says nothing about the person or what they asked about.",
        "We promise visitors a reply within 24 business hours.",
      ].join("\n"),
    });
  };
}

function domainOfAddress(from: string): string | undefined {
  return /@([a-z0-9.-]+)>?\s*$/i.exec(from)?.[1]?.toLowerCase();
}

/**
 * Forwards a newsletter signup to the HubSpot Forms submission API (v3, unauthenticated). The page
 * context is fixed: an e-mail address beside the page it signed up on (/crisis-couples,
 * /individual-healing) would tell a marketing vendor what someone is going through.
 */
export function hubspotSignupDeliverer({
  db,
  baseUrl,
  portalId,
  formId,
  timeoutMs = HUBSPOT_TIMEOUT_MS,
}: {
  db: Database;
  baseUrl: string;
  portalId: string;
  formId: string;
  timeoutMs?: number;
}): Deliverer {
  const endpoint = new URL(`submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`, withSlash(baseUrl)).href;

  return async (entry) => {
    if (!entry.newsletterSignupId) throw new PermanentDeliveryError("entry has no newsletter signup");
    const facts = await findNewsletterForwardFacts(db, entry.newsletterSignupId);
    if (!facts) throw new PermanentDeliveryError("the signup no longer exists");
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        fields: [
          { objectTypeId: "0-1", name: "firstname", value: facts.firstName },
          { objectTypeId: "0-1", name: "lastname", value: facts.lastName },
          { objectTypeId: "0-1", name: "email", value: facts.email },
        ],
        context: { pageUri: NEWSLETTER_CONTEXT_PAGE_URI, pageName: NEWSLETTER_PAGE_NAME },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read and drop the body: it can echo the submitted e-mail, which must not reach our logs.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return;
    const problem = `HubSpot answered ${response.status}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      throw new PermanentDeliveryError(problem);
    }
    throw new Error(problem);
  };
}

/** HubSpot wants a full page URL: the site's home page, for every signup. */
const NEWSLETTER_CONTEXT_PAGE_URI = `https://${site.hostnames.primary}/`;

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
