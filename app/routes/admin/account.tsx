import type { Route } from "./+types/account";
import { AccountSettings } from "~/features/admin/account-settings";
import { requireAdminPage } from "~/features/admin/session.server";
import { PageHeader } from "~/components/ui/admin-kit";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { username: user.username };
}

export const meta: Route.MetaFunction = () => [{ title: "Your account | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Your account" description={`Signed in as ${loaderData.username}.`} />
      <AccountSettings />
    </>
  );
}
