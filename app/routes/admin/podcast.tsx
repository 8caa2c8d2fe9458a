import { data, redirect } from "react-router";
import type { Route } from "./+types/podcast";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { authorise, requireAdminPage } from "~/features/admin/session.server";
import { episodeAudioRows, handleAudioForm } from "~/features/podcasts/episode-audio.server";
import { PodcastAudioList } from "~/features/podcasts/podcast-audio-admin";

const copy = adminScreenCopy.podcast;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const params = new URL(args.request.url).searchParams;
  const done = params.get("done");
  return {
    rows: await episodeAudioRows(args.context.db),
    notice: done === "uploaded" ? copy.uploaded : done === "removed" ? copy.removed : null,
    noticeSlug: params.get("episode"),
  };
}

/** A form post, with or without script: 401/403 before the body is read. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "admin", context.sessionCookieSecure);
  if (outcome.kind === "unauthenticated") throw data({ message: "Sign in to change episode audio." }, { status: 401 });
  if (outcome.kind === "forbidden") throw data({ message: "Your account does not have access to this page." }, { status: 403 });
  const result = await handleAudioForm(context.db, request, outcome.user.username);
  if (!result.ok) return data({ message: result.message, slug: result.slug ?? null }, { status: result.status });
  return redirect(`/admin/podcast?done=${result.done}&episode=${result.slug}#episode-${result.slug}`);
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminPodcast({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <PodcastAudioList
        rows={loaderData.rows}
        notice={actionData ? null : loaderData.notice}
        noticeSlug={loaderData.noticeSlug}
        error={actionData ? { message: actionData.message, slug: actionData.slug } : null}
      />
    </>
  );
}
