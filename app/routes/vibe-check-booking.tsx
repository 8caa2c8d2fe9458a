import { data } from "react-router";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/heading";
import { confirmationCopy } from "~/content/booking";
import { bookingPagePath, manageAction } from "~/features/booking/booking-actions.server";
import { BookingConfirmation } from "~/features/booking/booking-confirmation";
import { bookingView } from "~/features/booking/booking-view.server";
import type { Route } from "./+types/vibe-check-booking";

/** A booking's own page: private (its link is the key), never indexed, its address never sent to another site as a referrer (same-origin: its own forms still say where they come from). */
export function headers() {
  return { "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ title: "Your Vibe Check | Millennial Life" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = await bookingView(context.db, params.token, new Date(), {
    move: url.searchParams.get("move") === "1",
    from: url.searchParams.get("from"),
    busyTimes: context.busyTimes,
  });
  const notice = url.searchParams.get("moved") === "1" ? ("moved" as const) : url.searchParams.get("cancelled") === "1" ? ("cancelled" as const) : null;
  return data({ view, notice, path: bookingPagePath(params.token), from: url.searchParams.get("from") }, { status: view ? 200 : 404 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await manageAction(request, params.token, {
    db: context.db,
    busyTimes: context.busyTimes,
    logError: (error) => context.logServerError?.(error, "could not change a booking"),
  });
  context.onLeadStored?.();
  return result;
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, notice, path, from } = loaderData;
  return (
    <Section tone="cream" spacing="none" className="py-14 sm:py-20" labelledBy={view ? "booking-heading" : "gone-heading"}>
      {view ? (
        <BookingConfirmation
          view={view}
          from={from}
          path={path}
          notice={notice === "moved" ? "moved" : null}
          errors={actionData?.errors}
          message={actionData?.message ?? undefined}
        />
      ) : (
        <div className="mx-auto max-w-2xl text-center">
          <Heading id="gone-heading" as="h1" size="page">
            {confirmationCopy.goneHeading}
          </Heading>
          <p className="mt-4 text-lg text-ink-soft">{confirmationCopy.goneText}</p>
        </div>
      )}
    </Section>
  );
}
