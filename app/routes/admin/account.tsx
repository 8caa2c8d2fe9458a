import type { Route } from "./+types/account";
import { AccountSettings } from "~/features/admin/account-settings";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { PageHeader } from "~/components/ui/admin-kit";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { username: user.username };
}

const copy = adminScreenCopy.account;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description(loaderData.username)} />
      <AccountSettings />
    </>
  );
}
