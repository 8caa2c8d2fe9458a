import type { Route } from "./+types/availability";
import { PageHeader } from "~/components/ui/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { AvailabilityEditor } from "~/features/booking/admin-availability";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return null;
}

const copy = adminScreenCopy.availability;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminAvailability() {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <AvailabilityEditor />
    </>
  );
}
