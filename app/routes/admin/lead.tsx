import type { Route } from "./+types/lead";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { serviceInterestOptions } from "~/content/service-interest";
import { LeadCallPanel } from "~/features/booking/admin-calls";
import { LeadDetail } from "~/features/leads/lead-detail";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return { services: serviceInterestOptions.map(({ value, label }) => ({ value, label })) };
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(adminScreenCopy.lead.title);
}

export default function AdminLead({ loaderData, params }: Route.ComponentProps) {
  return <LeadDetail id={params.id} services={loaderData.services} aside={<LeadCallPanel leadId={params.id} />} />;
}
