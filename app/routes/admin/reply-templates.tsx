import { Link } from "react-router";
import type { Route } from "./+types/reply-templates";
import { buttonClass, PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { listReplyTemplates } from "~/features/leads/replies.server";
import { ReplyTemplateList } from "~/features/leads/reply-templates";

const copy = adminScreenCopy.replyTemplates;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const done = new URL(args.request.url).searchParams.get("done");
  const templates = await listReplyTemplates(args.context.db);
  return {
    templates: templates.map(({ id, name, subject, updatedAt }) => ({ id, name, subject, updatedAt })),
    notice: done === "saved" ? copy.saved : done === "deleted" ? copy.deleted : null,
  };
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminReplyTemplates({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={
          <Link to="/admin/reply-templates/new" className={buttonClass.primary}>
            {copy.newTemplate}
          </Link>
        }
      />
      <ReplyTemplateList templates={loaderData.templates} notice={loaderData.notice} />
    </>
  );
}
