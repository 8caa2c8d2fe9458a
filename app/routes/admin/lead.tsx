import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { serviceInterestOptions } from "~/content/service-interest";
import { LeadCallPanel } from "~/features/booking/admin-calls";
import { LeadDetail } from "~/features/leads/lead-detail";
import { bookingLinkFor, leadPageData, manageFromForm, replyFromForm } from "~/features/leads/lead-page.server";
import { LeadTimeline } from "~/features/leads/lead-timeline";
import { ReplyPanel } from "~/features/leads/reply-panel";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args, "admin");
  const { context, request, params } = args;
  const url = new URL(request.url);
  const page = await leadPageData(context.db, {
    id: params.id,
    username: user.username,
    templateId: url.searchParams.get("template"),
    bookingLink: bookingLinkFor(context.siteBaseUrl, request.url),
  });
  return {
    ...page,
    sent: url.searchParams.get("replied") === "1",
    saved: url.searchParams.get("saved") === "1",
    emailConfigured: context.emailConfigured ?? false,
    services: serviceInterestOptions.map(({ value, label }) => ({ value, label })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { user } = await requireAdminPage(args, "admin");
  const { context, request, params } = args;
  const form = await request.formData().catch(() => null);
  if (!form)
    return data({ problem: { message: "The form could not be read.", errors: {}, values: { templateId: "", subject: "", body: "" } } }, { status: 400 });
  if (form.get("intent") === "manage") {
    const managed = await manageFromForm(context.db, { id: params.id, username: user.username, form });
    if (!managed.ok) return data({ manageProblem: managed.problem }, { status: managed.status });
    return redirect(`/admin/leads/${params.id}?saved=1#manage`);
  }
  const outcome = await replyFromForm(context.db, {
    id: params.id,
    username: user.username,
    form,
    bookingLink: bookingLinkFor(context.siteBaseUrl, request.url),
  });
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: outcome.status });
  context.onLeadStored?.();
  return redirect(`/admin/leads/${params.id}?replied=1#timeline`);
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(adminScreenCopy.lead.title);
}

export default function AdminLead({ loaderData, actionData, params }: Route.ComponentProps) {
  const { lead, templates, draft, bookingLink, sent, saved, emailConfigured, services } = loaderData;
  const replies = lead?.timeline.filter((e) => e.kind === "reply").length ?? 0;
  return (
    <LeadDetail
      lead={lead}
      services={services}
      manage={{ saved, problem: actionData && "manageProblem" in actionData ? actionData.manageProblem : undefined }}
      aside={<LeadCallPanel leadId={params.id} />}
      timeline={lead ? <LeadTimeline entries={lead.timeline} /> : null}
      reply={
        lead ? (
          <ReplyPanel
            key={`${draft.templateId}-${replies}`}
            firstName={lead.firstName}
            email={lead.email}
            bookingLink={bookingLink}
            templates={templates}
            draft={draft}
            problem={actionData && "problem" in actionData ? actionData.problem : undefined}
            sent={sent}
            emailConfigured={emailConfigured}
          />
        ) : null
      }
    />
  );
}
