import type { Route } from "./+types/overview";
import { PageHeader } from "~/components/ui/admin-kit";
import { OverviewCards, WriterWelcome } from "~/features/admin/overview-cards";
import { adminOverview } from "~/features/admin/overview.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";

const copy = adminScreenCopy.overview;

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return {
    user: { username: user.username, isAdmin: user.isAdmin },
    overview: user.isAdmin ? await adminOverview(args.context.db) : null,
    emailConfigured: args.context.emailConfigured ?? false,
  };
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { user, overview } = loaderData;
  return (
    <>
      <PageHeader title={copy.greeting(user.username)} description={user.isAdmin ? copy.adminDescription : copy.writerDescription} />
      {overview ? <OverviewCards overview={overview} emailConfigured={loaderData.emailConfigured} /> : <WriterWelcome />}
    </>
  );
}
