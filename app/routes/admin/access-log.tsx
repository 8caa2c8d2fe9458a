import type { Route } from "./+types/access-log";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { AccessLog } from "~/features/leads/access-log";
import { accessLogPage } from "~/features/leads/lead-filter";
import { listAccessLog } from "~/features/leads/leads-inbox.server";

/** The page of the log the address asks for, read here so the screen shows it as served. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const page = accessLogPage(new URL(args.request.url).searchParams);
  return { page, data: await listAccessLog(args.context.db, page) };
}

const copy = adminScreenCopy.accessLog;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminAccessLog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <AccessLog first={loaderData} />
    </>
  );
}
