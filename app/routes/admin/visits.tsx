import type { Route } from "./+types/visits";
import { PageHeader } from "~/components/ui/admin-kit";
import { requireAdminPage } from "~/features/admin/session.server";
import { VisitsDashboard } from "~/features/analytics/visits-dashboard";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Visits | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminVisits() {
  return (
    <>
      <PageHeader
        title="Visits"
        description="First-party and anonymous: counted only for visitors who allow analytics, one random id per browser tab, no cookies, no IP addresses."
      />
      <VisitsDashboard />
    </>
  );
}
