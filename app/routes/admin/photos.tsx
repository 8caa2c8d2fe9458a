import { data, redirect } from "react-router";
import type { Route } from "./+types/photos";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { authorise, requireAdminPage } from "~/features/admin/session.server";
import { handlePhotoForm, readPhotoPlaces } from "~/features/media/site-photos-admin.server";
import { photoPlaceAnchor, SitePhotoPlaces } from "~/features/media/site-photos-admin";

const copy = adminScreenCopy.photos;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const params = new URL(args.request.url).searchParams;
  const done = params.get("done");
  const slot = params.get("slot");
  const message = done === "placed" ? copy.placed : done === "removed" ? copy.removed : null;
  return { ...(await readPhotoPlaces(args.context.db)), notice: message && slot ? { slot, message } : null };
}

/** A form post, with or without script: 401/403 before the body is read. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "admin", context.sessionCookieSecure);
  if (outcome.kind === "unauthenticated") throw data({ message: "Sign in to change the site's photos." }, { status: 401 });
  if (outcome.kind === "forbidden") throw data({ message: "Your account does not have access to this page." }, { status: 403 });
  const result = await handlePhotoForm(context.db, request, outcome.user.username);
  if (!result.ok) return data({ message: result.message, slot: result.slot ?? null }, { status: result.status });
  return redirect(`/admin/photos?done=${result.done}&slot=${encodeURIComponent(result.slot)}#${photoPlaceAnchor(result.slot)}`);
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <SitePhotoPlaces
        places={loaderData.places}
        library={loaderData.library}
        notice={actionData ? null : loaderData.notice}
        error={actionData ? { message: actionData.message, slot: actionData.slot } : null}
      />
    </>
  );
}
