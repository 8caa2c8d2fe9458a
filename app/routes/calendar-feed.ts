import { hostFeedForToken } from "~/features/booking/booking-view.server";
import { invitationContentType } from "~/features/booking/invitation.server";
import type { Route } from "./+types/calendar-feed";

/** A host's private calendar feed, `/calendar-feed/<token>.ics`: calendars subscribe to it; the admin can revoke the token. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -4) : params.file;
  const feed = await hostFeedForToken(context.db, token, new Date());
  if (!feed) return new Response("No such calendar.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(feed, {
    headers: { "Content-Type": invitationContentType(null), "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" },
  });
}
