import { useSearchParams } from "react-router";
import type { Route } from "./+types/leads";
import { PageHeader, SuccessNote } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { serviceInterestOptions } from "~/content/service-interest";
import { LeadsInbox } from "~/features/leads/leads-inbox";
import { listLeads } from "~/features/leads/leads-inbox.server";
import { leadFilterParams, parseLeadFilter } from "~/features/leads/lead-filter";

/** The list the address asks for, read here so the inbox shows it as served, before (and without) the page's JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const filter = parseLeadFilter(new URL(args.request.url).searchParams);
  return {
    services: serviceInterestOptions.map(({ value, label }) => ({ value, label })),
    list: { params: leadFilterParams(filter).toString(), data: await listLeads(args.context.db, filter) },
  };
}

const copy = adminScreenCopy.leads;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      {params.get("deleted") === "1" ? (
        <div className="mb-5">
          <SuccessNote>{copy.deleted}</SuccessNote>
        </div>
      ) : null}
      <LeadsInbox services={loaderData.services} firstList={loaderData.list} />
    </>
  );
}
