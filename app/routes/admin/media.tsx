import { data } from "react-router";
import type { Route } from "./+types/media";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { authorise, requireAdminPage } from "~/features/admin/session.server";
import { mediaLibraryAction, readLibrary } from "~/features/media/media-admin.server";
import { LibraryGrid, StatusNotes, UploadPanel } from "~/features/media/media-library";

const copy = adminScreenCopy.media;

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args, "writer");
  return { items: await readLibrary(args.context.db), canDelete: user.isAdmin, search: new URL(args.request.url).search };
}

/** A form post, with or without script: 401/403 before the (possibly large) body is read. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "writer", context.sessionCookieSecure);
  if (outcome.kind === "unauthenticated") throw data({ message: "Sign in to change the media library." }, { status: 401 });
  if (outcome.kind === "forbidden") throw data({ message: "Your account does not have access to this page." }, { status: 403 });
  return mediaLibraryAction(request, context.db, outcome.user);
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { items, canDelete, search } = loaderData;
  const result = actionData ?? null;
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <div className="space-y-6">
        {result ? null : <StatusNotes params={new URLSearchParams(search)} />}
        {result && result.intent === "unknown" ? <p className="text-sm text-coral-700">{result.message}</p> : null}
        <UploadPanel result={result} />
        <LibraryGrid items={items} result={result} canDelete={canDelete} />
      </div>
    </>
  );
}
