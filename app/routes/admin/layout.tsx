import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminScreens } from "~/routes";
import { AdminErrorPage } from "~/features/admin/admin-error";
import { AdminShell } from "~/features/admin/admin-shell";
import { adminNoindex } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { createAdminQueryClient } from "~/lib/admin-query-client";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { user: { username: user.username, isAdmin: user.isAdmin } };
}

export function meta(_: Route.MetaArgs) {
  return [adminNoindex];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell user={loaderData.user} links={adminScreens}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <AdminErrorPage forbidden={isRouteErrorResponse(error) && error.status === 403} />;
}
