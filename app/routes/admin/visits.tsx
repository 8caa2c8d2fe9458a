import type { Route } from "./+types/visits";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { VisitsDashboard } from "~/features/analytics/visits-dashboard";
import { parseDashboardRange, visitsDashboard } from "~/features/analytics/visits-dashboard.server";
import { dashboardQuery } from "~/features/analytics/visits-dashboard-types";

/** The figures for the range the address asks for, read here so the screen shows them as served. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const address = new URL(args.request.url).searchParams;
  return { query: dashboardQuery(address), data: await visitsDashboard(args.context.db, parseDashboardRange(address)) };
}

const copy = adminScreenCopy.visits;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminVisits({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <VisitsDashboard first={loaderData} />
    </>
  );
}
