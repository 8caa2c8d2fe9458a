import type { Route } from "./+types/access-log";
import { PageHeader } from "~/components/ui/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { AccessLog } from "~/features/leads/access-log";

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return null;
}

const copy = adminScreenCopy.accessLog;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminAccessLog() {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <AccessLog />
    </>
  );
}
