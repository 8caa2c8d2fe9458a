import type { Route } from "./+types/access-log";
import { PageHeader } from "~/components/ui/admin-kit";
import { requireAdminPage } from "~/features/admin/session.server";
import { AccessLog } from "~/features/leads/access-log";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Access log | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminAccessLog() {
  return (
    <>
      <PageHeader
        title="Access log"
        description="Who opened, changed, exported or deleted which lead, and when. Leads are named by their id, so a deletion leaves no name behind."
      />
      <AccessLog />
    </>
  );
}
