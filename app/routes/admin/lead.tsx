import type { Route } from "./+types/lead";
import { requireAdminPage } from "~/features/admin/session.server";
import { serviceInterestOptions } from "~/content/service-interest";
import { LeadDetail } from "~/features/leads/lead-detail";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return { services: serviceInterestOptions.map(({ value, label }) => ({ value, label })) };
}

export const meta: Route.MetaFunction = () => [{ title: "Enquiry | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLead({ loaderData, params }: Route.ComponentProps) {
  return <LeadDetail id={params.id} services={loaderData.services} />;
}
