import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";
import type { Database } from "~/db/client.server";
import { findReplyFacts } from "~/features/leads/replies.server";
import { PermanentDeliveryError, type Deliverer } from "./outbox-worker";
import { SMTP_TIMEOUTS } from "./deliveries";

/**
 * The practice's reply to an enquirer, as written in the inbox and kept on the enquiry. Answers go
 * to the practice's address (Reply-To), not to the sending mailbox. The Message-ID is fixed per
 * outbox entry, so a re-delivery after a crash folds into the first.
 */
export function leadReplyDeliverer({
  db,
  smtpUrl,
  from,
  replyTo,
  tls,
}: {
  db: Database;
  smtpUrl: string;
  from: string;
  replyTo: string;
  tls?: ConnectionOptions;
}): Deliverer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: !smtpUrl.startsWith("smtps:"),
    ...(tls ? { tls } : {}),
    ...SMTP_TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const messageIdDomain = /@([a-z0-9.-]+)>?\s*$/i.exec(from)?.[1]?.toLowerCase() ?? "localhost";

  return async (entry) => {
    if (!entry.leadReplyId) throw new PermanentDeliveryError("entry has no reply");
    const reply = await findReplyFacts(db, entry.leadReplyId);
    if (!reply) throw new PermanentDeliveryError("the reply no longer exists");
    await transport.sendMail({
      from,
      to: reply.toAddress,
      replyTo,
      messageId: `<reply-${entry.id}@${messageIdDomain}>`,
      subject: reply.subject,
      text: reply.body,
    });
  };
}
