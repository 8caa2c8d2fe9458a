import { data, redirect } from "react-router";
import type { Route } from "./+types/reply-template";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { templateFromForm } from "~/features/leads/lead-page.server";
import { getReplyTemplate } from "~/features/leads/replies.server";
import { ReplyTemplateEditor } from "~/features/leads/reply-templates";

const copy = adminScreenCopy.replyTemplates;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const { id } = args.params;
  if (id === "new") return { template: null };
  const template = UUID.test(id) ? await getReplyTemplate(args.context.db, id) : null;
  if (!template) throw data({ message: "No such template." }, { status: 404 });
  return { template: { name: template.name, subject: template.subject, body: template.body } };
}

export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args, "admin");
  const form = await args.request.formData().catch(() => null);
  if (!form) return data({ problem: { message: "The form could not be read.", errors: {}, values: { name: "", subject: "", body: "" } } }, { status: 400 });
  const id = args.params.id === "new" ? undefined : args.params.id;
  const outcome = await templateFromForm(args.context.db, { id, form });
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: outcome.status });
  return redirect(`/admin/reply-templates?done=${outcome.done}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.template ? copy.editTitle : copy.newTitle);
}

export default function AdminReplyTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.template ? copy.editTitle : copy.newTitle} description={copy.editorDescription} />
      <ReplyTemplateEditor key={loaderData.template?.name ?? "new"} template={loaderData.template} problem={actionData?.problem} />
    </>
  );
}
