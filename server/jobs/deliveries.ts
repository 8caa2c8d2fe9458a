import nodemailer from "nodemailer";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { findContactNotificationFacts } from "~/features/contact/contact.server";
import { serviceInterestLabel } from "~/content/service-interest";
import { findNewsletterForwardFacts } from "~/features/newsletter/newsletter.server";
import { PermanentDeliveryError, type Deliverer } from "./outbox-worker";

/**
 * The practice's "new enquiry" e-mail. It names the person and what they asked about and links
 * to the admin area; the message, phone and e-mail stay in the database (an enquiry can hold
 * health information, and e-mail travels through many hands).
 */
export function contactNotificationDeliverer({
  db,
  smtpUrl,
  to,
  from,
  adminBaseUrl,
}: {
  db: Database;
  smtpUrl: string;
  to: string;
  from: string;
  adminBaseUrl: string;
}): Deliverer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const adminUrl = new URL("/admin", adminBaseUrl).href;

  return async (entry) => {
    if (!entry.contactRequestId) throw new PermanentDeliveryError("entry has no contact request");
    const facts = await findContactNotificationFacts(db, entry.contactRequestId);
    if (!facts) throw new PermanentDeliveryError("the enquiry no longer exists");
    const name = `${facts.firstName} ${facts.lastName}`;
    const service = serviceInterestLabel(facts.serviceInterest);
    const received = facts.createdAt.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "full", timeStyle: "short" });
    await transport.sendMail({
      from,
      to,
      subject: `New enquiry: ${name} (${service})`,
      text: [
        `${name} sent an enquiry through the website.`,
        "",
        `Service of interest: ${service}`,
        `Sent from: ${facts.pageName}`,
        `Received: ${received} (Dallas time)`,
        "",
        `Read it and reply from the admin area: ${adminUrl}`,
        `Enquiry reference: ${facts.id}`,
        "",
        "For privacy this e-mail carries no message text or contact details.",
        "We promise visitors a reply within 24 business hours.",
      ].join("\n"),
    });
  };
}

/** Forwards a newsletter signup to the HubSpot Forms submission API (v3, unauthenticated). */
export function hubspotSignupDeliverer({
  db,
  baseUrl,
  portalId,
  formId,
  timeoutMs = 15_000,
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
        context: { pageUri: absolutePageUri(facts.pageUri), pageName: facts.pageName },
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

/** HubSpot wants the page's full URL; the site sends its path. */
function absolutePageUri(pageUri: string): string {
  try {
    return new URL(pageUri, `https://${site.hostnames.primary}`).href;
  } catch {
    return `https://${site.hostnames.primary}/`;
  }
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
