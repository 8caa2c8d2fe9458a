import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";
import type { Database } from "~/db/client.server";
import { issueResetToken } from "~/features/admin/password-reset.server";
import { SMTP_TIMEOUTS } from "./deliveries";
import { PermanentDeliveryError, SupersededDeliveryError, type Deliverer } from "./outbox-worker";

export const PASSWORD_RESET_SUBJECT = "Reset your Millennial Life admin password";

/**
 * The password reset link for an admin user. The token is made here, at sending time, so the
 * outbox never holds a usable secret; a reset that was used, replaced or expired is not sent.
 */
export function passwordResetDeliverer({
  db,
  smtpUrl,
  from,
  adminBaseUrl,
  tls,
}: {
  db: Database;
  smtpUrl: string;
  from: string;
  adminBaseUrl: string;
  tls?: ConnectionOptions;
}): Deliverer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: !smtpUrl.startsWith("smtps:"),
    ...(tls ? { tls } : {}),
    ...SMTP_TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);

  return async (entry) => {
    if (!entry.passwordResetId) throw new PermanentDeliveryError("entry has no password reset");
    const issued = await issueResetToken(db, entry.passwordResetId);
    if (!issued) throw new SupersededDeliveryError("the reset was used, replaced or expired");
    const link = new URL(`/admin/reset-password?token=${issued.token}`, adminBaseUrl).href;
    await transport.sendMail({
      from,
      to: issued.to,
      subject: PASSWORD_RESET_SUBJECT,
      text: [
        "Someone asked to reset the password of your Millennial Life admin account.",
        "",
        `Set a new password here (the link works once, for 30 minutes): ${link}`,
        "",
        "If it was not you, ignore this email: your password stays as it is.",
      ].join("\n"),
    });
  };
}
