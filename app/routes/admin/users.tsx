import type { Route } from "./+types/users";
import { requireAdminPage } from "~/features/admin/session.server";
import { PageHeader } from "~/components/ui/admin-kit";
import { UserManager } from "~/features/admin/user-manager";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args, "admin");
  return { currentUserId: user.id };
}

export const meta: Route.MetaFunction = () => [{ title: "Users | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Users" description="Who can sign in. Admins do everything; writers draft and preview blog posts only." />
      <UserManager currentUserId={loaderData.currentUserId} />
    </>
  );
}
