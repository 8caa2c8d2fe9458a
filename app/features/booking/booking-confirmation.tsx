import { Link } from "react-router";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { Icon } from "~/components/ui/icons";
import { confirmationCopy as copy } from "~/content/booking";
import { BookingForm, type BookingFieldErrors } from "./booking-form";
import type { BookingView } from "./booking-view.server";

/**
 * A visitor's booking page: her confirmation, and the private place to move or cancel the call.
 * Every control is a link or a native form, so it all works before (or without) JavaScript.
 */
export function BookingConfirmation({
  view,
  path,
  notice,
  errors,
  message,
  from,
}: {
  view: BookingView;
  path: string;
  /** The page of days the move form shows (?from=). */
  from?: string | null;
  notice: "moved" | "cancelled" | null;
  errors?: BookingFieldErrors;
  message?: string;
}) {
  if (view.status === "cancelled") {
    return (
      <div className="mx-auto max-w-2xl text-center" data-testid="booking-cancelled">
        <p className="font-semibold tracking-wide text-coral-700 uppercase">{copy.cancelledEyebrow}</p>
        <Heading id="booking-heading" as="h1" size="page" className="mt-3 text-balance">
          {copy.cancelledHeading}
        </Heading>
        <p className="mt-4 text-lg text-ink-soft">
          {view.when}. {copy.cancelledText}
        </p>
        <ButtonLink to="/vibe-check#book" className="mt-8">
          {copy.bookAgain}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-16" data-testid="booking-confirmation">
      <div>
        <p className="flex items-center gap-2 font-semibold tracking-wide text-teal-700 uppercase" role="status">
          <Icon name="check" size={20} strokeWidth={2.4} />
          {notice === "moved" ? copy.movedEyebrow : copy.bookedEyebrow}
        </p>
        <Heading id="booking-heading" as="h1" size="page" className="mt-3 text-balance">
          {copy.heading}, {view.firstName}
        </Heading>
        <div className="mt-8 rounded-[1.75rem] border border-line/80 bg-white p-6 shadow-soft sm:p-8">
          <dl className="grid gap-5">
            <div>
              <dt className="text-sm font-semibold text-ink-soft">{copy.whenLabel}</dt>
              <dd className="mt-1 font-display text-2xl text-ink" data-testid="booking-when">
                {view.when}
              </dd>
              {view.whenForVisitor ? (
                <dd className="mt-1 text-ink-soft" data-testid="booking-when-visitor">
                  {copy.yourTime} {view.whenForVisitor}
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-soft">{copy.whoAndHowLabel}</dt>
              <dd className="mt-1 text-lg text-ink">
                {copy.whoCalls(view.hostName, view.hostRole)} {copy.how[view.callType]}
                {view.phone ? copy.onPhone(view.phone) : ""}.
              </dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3 border-t border-line pt-5">
            <a href={`${path}/invitation.ics`} download className={buttonVariants({ variant: "primary" })} data-testid="add-to-calendar">
              <Icon name="calendar" size={18} />
              {copy.addToCalendar}
            </a>
          </div>
        </div>

        <section aria-labelledby="change-heading" className="mt-10">
          <Heading id="change-heading" as="h2" size="card">
            {copy.changeHeading}
          </Heading>
          <p className="mt-2 text-ink-soft">{copy.changeText}</p>
          {view.move ? (
            <div id="move" className="mt-6 scroll-mt-24 rounded-[1.75rem] border border-line/80 bg-white p-5 sm:p-8">
              <BookingForm
                data={view.move}
                action={`${path}?move=1${from ? `&from=${encodeURIComponent(from)}` : ""}`}
                dayPageHref={(date) => `${path}?move=1&from=${date}#move`}
                timeOnly
                submitLabel={copy.reschedule}
                errors={errors}
                message={message}
                hidden={{ intent: "move" }}
              />
            </div>
          ) : (
            <div className="mt-5 flex flex-wrap items-start gap-3">
              <Link to={`${path}?move=1#move`} className={buttonVariants({ variant: "secondary" })} data-testid="move-link">
                {copy.moveToAnother}
              </Link>
              <details className="group" data-testid="cancel-disclosure">
                <summary className={`${buttonVariants({ variant: "ghost" })} list-none [&::-webkit-details-marker]:hidden`}>{copy.cancel}</summary>
                <form method="post" action={path} className="mt-3 max-w-sm rounded-2xl border border-danger-200 bg-danger-50 p-4">
                  <p className="text-danger-900">{copy.cancelQuestion}</p>
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className={`${buttonVariants({ variant: "primary" })} mt-3`} data-testid="cancel-submit">
                    {copy.cancelConfirm}
                  </button>
                </form>
              </details>
            </div>
          )}
        </section>
      </div>

      <aside className="grid content-start gap-6">
        <div className="rounded-[1.75rem] bg-teal-900 p-6 text-white sm:p-8">
          <Heading as="h2" size="card" tone="inherit">
            {copy.aboutHeading}
          </Heading>
          <p className="mt-3 text-teal-50">{copy.whatItIs}</p>
          <p className="mt-3 text-teal-50">{copy.whatItIsNot}</p>
        </div>
        <div className="rounded-[1.75rem] border border-line/80 bg-white p-6 sm:p-8">
          <Heading as="h2" size="card">
            {copy.prepareHeading}
          </Heading>
          <MarkedList items={copy.prepare} className="mt-4 grid gap-3" />
        </div>
        <p className="rounded-2xl border border-coral-500/40 bg-coral-50 p-5 text-ink" data-testid="emergency-note">
          {copy.emergency}
        </p>
      </aside>
    </div>
  );
}
