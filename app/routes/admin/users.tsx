import type { Route } from "./+types/users";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { listUsers } from "~/features/admin/auth.server";
import { PageHeader } from "~/components/ui/admin-kit";
import { UserManager } from "~/features/admin/user-manager";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args, "admin");
  return { currentUserId: user.id, users: await listUsers(args.context.db) };
}

const copy = adminScreenCopy.users;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <UserManager currentUserId={loaderData.currentUserId} initialUsers={loaderData.users} />
    </>
  );
}
