import type { Route } from "./+types/users";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { listUsers } from "~/features/admin/auth.server";
import { PageHeader } from "~/components/admin/admin-kit";
import { UserManager } from "~/features/admin/user-manager";
import { usersAction } from "~/features/admin/user-actions.server";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args, "admin");
  return { currentUserId: user.id, users: await listUsers(args.context.db) };
}

export const action = (args: Route.ActionArgs) => usersAction(args);

const copy = adminScreenCopy.users;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <UserManager currentUserId={loaderData.currentUserId} users={loaderData.users} answer={actionData} />
    </>
  );
}
