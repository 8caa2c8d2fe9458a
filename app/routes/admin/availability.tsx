import type { Route } from "./+types/availability";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { AvailabilityEditor } from "~/features/booking/admin-availability";
import { availabilityAdmin } from "~/features/booking/booking-admin.server";

/** The rules, hosts and exceptions, read here so the screen shows them as served. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return availabilityAdmin(args.context.db, new Date());
}

const copy = adminScreenCopy.availability;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminAvailability({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <AvailabilityEditor first={loaderData} />
    </>
  );
}
