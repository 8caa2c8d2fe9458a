import type { Route } from "./+types/visits";
import { PageHeader } from "~/components/ui/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { VisitsDashboard } from "~/features/analytics/visits-dashboard";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return null;
}

const copy = adminScreenCopy.visits;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminVisits() {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <VisitsDashboard />
    </>
  );
}
