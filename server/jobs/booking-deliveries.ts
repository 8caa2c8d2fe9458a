import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import type { OutboxKind } from "~/db/schema";
import { confirmationCopy } from "~/content/booking";
import { bookingFacts, manageToken } from "~/features/booking/booking.server";
import { invitationText } from "~/features/booking/booking-view.server";
import { spokenDateTime } from "~/features/booking/time-labels";
import { readPracticeSettings } from "~/features/settings/practice-settings.server";
import { PermanentDeliveryError, SupersededDeliveryError, type Deliverer, type OutboxEntry } from "./outbox-worker";
import { SMTP_TIMEOUTS } from "./deliveries";

const PRACTICE_ZONE = "America/Chicago";

type BookingKind = Extract<OutboxKind, `booking-${string}`>;

/**
 * The e-mails about a booked Vibe Check: the visitor's invitation, cancellation and reminders (each
 * with an RFC 5545 calendar part), and the practice's notice. Subjects are neutral: they show on
 * lock screens and in mail logs, so none names a service, a note or, for the practice, a person.
 * A message about a state that has since changed (a reminder for a moved call) is not sent.
 */
export function bookingDeliverers({
  db,
  smtpUrl,
  from,
  practiceTo,
  siteBaseUrl,
  tls,
}: {
  db: Database;
  smtpUrl: string;
  from: string;
  /** The practice's address(es) for its notices; without it, notices are skipped. */
  practiceTo?: string;
  /** Links in e-mails (the visitor's booking page, the admin) start here. */
  siteBaseUrl: string;
  tls?: ConnectionOptions;
}): Record<BookingKind, Deliverer | null> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: !smtpUrl.startsWith("smtps:"),
    ...(tls ? { tls } : {}),
    ...SMTP_TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const messageIdDomain = /@([a-z0-9.-]+)>?\s*$/i.exec(from)?.[1]?.toLowerCase() ?? site.hostnames.primary;

  async function factsFor(entry: OutboxEntry) {
    if (!entry.bookingId) throw new PermanentDeliveryError("entry has no booking");
    const facts = await bookingFacts(db, entry.bookingId);
    if (!facts) throw new PermanentDeliveryError("the booking no longer exists");
    return facts;
  }

  const toVisitor = (kind: "invitation" | "cancellation" | "reminder"): Deliverer => {
    return async (entry) => {
      const facts = await factsFor(entry);
      const { booking, host, person } = facts;
      if (kind !== "cancellation" && entry.bookingSequence !== booking.sequence) throw new SupersededDeliveryError("the booking changed since");
      if (kind === "reminder" && booking.status !== "booked") throw new SupersededDeliveryError("the booking is no longer active");
      const manageUrl = new URL(`/vibe-check/booking/${await manageToken(db, booking.idempotencyKey)}`, siteBaseUrl).href;
      const { contact } = await readPracticeSettings(db);
      const invitation = invitationText({ booking, host, person, manageUrl, practiceEmail: contact.email });
      const when = spokenDateTime(booking.startsAt, PRACTICE_ZONE);
      const theirs = booking.visitorTimeZone && booking.visitorTimeZone !== PRACTICE_ZONE ? spokenDateTime(booking.startsAt, booking.visitorTimeZone) : null;
      const who = host.role ? `${host.name}, our ${host.role},` : host.name;
      const how =
        booking.callType === "phone" ? `by phone${person.phone ? ` on ${person.phone}` : ""}` : "by video (we'll email you a private link before the call)";
      const subject = {
        invitation: booking.sequence === 0 ? "Your call with Millennial Life is booked" : "Your call with Millennial Life has moved",
        cancellation: "Your call with Millennial Life is cancelled",
        reminder: "Reminder: your call with Millennial Life",
      }[kind];
      const opening = {
        invitation:
          booking.sequence === 0
            ? `Hi ${person.firstName}, your free Vibe Check is booked.`
            : `Hi ${person.firstName}, your free Vibe Check has moved to a new time.`,
        cancellation: `Hi ${person.firstName}, your free Vibe Check is cancelled and the time is free again.`,
        reminder: `Hi ${person.firstName}, a reminder of your free Vibe Check.`,
      }[kind];
      const lines =
        kind === "cancellation"
          ? [opening, "", `It was: ${when}`, "", `Book another time whenever you're ready: ${new URL("/vibe-check", siteBaseUrl).href}`]
          : [
              opening,
              "",
              `When: ${when}`,
              ...(theirs ? [`Your time: ${theirs}`] : []),
              `Who and how: ${who} will call you ${how}.`,
              "",
              confirmationCopy.whatItIs,
              "",
              `Move or cancel: ${manageUrl}`,
            ];
      await transport.sendMail({
        from,
        to: { name: `${person.firstName} ${person.lastName}`.trim(), address: person.email },
        replyTo: contact.email,
        messageId: `<booking-${entry.id}@${messageIdDomain}>`,
        subject,
        text: [...lines, "", confirmationCopy.emergency, "", "Millennial Life", contact.phone.display].join("\n"),
        icalEvent: { method: invitation.method, filename: "invite.ics", content: invitation.text },
      });
    };
  };

  const practiceNotice: Deliverer | null = practiceTo
    ? async (entry) => {
        const { booking, host } = await factsFor(entry);
        const to = (await readPracticeSettings(db)).settings.notificationEmail || practiceTo;
        const change =
          entry.bookingSequence === 0 ? "booked" : booking.status === "cancelled" && entry.bookingSequence === booking.sequence ? "cancelled" : "moved";
        const adminUrl = new URL(`/admin/leads/${booking.contactRequestId}`, siteBaseUrl).href;
        await transport.sendMail({
          from,
          to,
          messageId: `<booking-notice-${entry.id}@${messageIdDomain}>`,
          subject: `Vibe Check ${change} (ref. ${booking.contactRequestId.slice(0, 8)})`,
          text: [
            `A Vibe Check was ${change} on the website.`,
            "",
            `Reference: ${booking.contactRequestId}`,
            `${change === "cancelled" ? "Was" : "When"}: ${spokenDateTime(booking.startsAt, PRACTICE_ZONE)}`,
            `Host: ${host.name}`,
            `Call: ${booking.callType}`,
            "",
            `Details in the admin: ${adminUrl}`,
            "",
            "For privacy this email says nothing about the person or what they asked about.",
          ].join("\n"),
        });
      }
    : null;

  return {
    "booking-invitation": toVisitor("invitation"),
    "booking-cancellation": toVisitor("cancellation"),
    "booking-reminder": toVisitor("reminder"),
    "booking-practice-notice": practiceNotice,
  };
}
