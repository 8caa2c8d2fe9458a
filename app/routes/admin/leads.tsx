import { useSearchParams } from "react-router";
import type { Route } from "./+types/leads";
import { PageHeader, SuccessNote } from "~/components/ui/admin-kit";
import { requireAdminPage } from "~/features/admin/session.server";
import { serviceInterestOptions } from "~/content/service-interest";
import { LeadsInbox } from "~/features/leads/leads-inbox";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return { services: serviceInterestOptions.map(({ value, label }) => ({ value, label })) };
}

export const meta: Route.MetaFunction = () => [{ title: "Leads | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title="Leads" description="Enquiries from the site and newsletter signups. Every view, export and deletion is written to the access log." />
      {params.get("deleted") === "1" ? (
        <div className="mb-5">
          <SuccessNote>Deleted. Nothing about that person is left in the database.</SuccessNote>
        </div>
      ) : null}
      <LeadsInbox services={loaderData.services} />
    </>
  );
}
