import type { Route } from "./+types/account";
import { AccountSettings } from "~/features/admin/account-settings";
import { accountAction, accountPageData } from "~/features/admin/account-actions.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { PageHeader } from "~/components/admin/admin-kit";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return accountPageData(args.context.db, user);
}

export const action = (args: Route.ActionArgs) => accountAction(args);

const copy = adminScreenCopy.account;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description(loaderData.username)} />
      <AccountSettings email={loaderData.email} twoFactor={loaderData.twoFactor} answer={actionData} />
    </>
  );
}
