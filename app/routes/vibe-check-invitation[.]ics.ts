import { invitationForToken } from "~/features/booking/booking-view.server";
import { readPracticeContact } from "~/features/settings/practice-settings.server";
import { INVITATION_FILE_NAME, invitationContentType } from "~/features/booking/invitation.server";
import { canonicalOriginFor } from "~/lib/seo";
import type { Route } from "./+types/vibe-check-invitation[.]ics";

/** "Add to calendar": the booking's invitation as it stands (METHOD:CANCEL once cancelled). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { email } = await readPracticeContact(context.db);
  const invitation = await invitationForToken(context.db, params.token, new Date(), canonicalOriginFor(request.headers.get("host")), email);
  if (!invitation)
    return new Response("This booking link has expired.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  return new Response(invitation.text, {
    headers: {
      "Content-Type": invitationContentType(invitation.method),
      "Content-Disposition": `attachment; filename="${INVITATION_FILE_NAME}"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
      "X-Robots-Tag": "noindex",
    },
  });
}
