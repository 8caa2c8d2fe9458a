import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { adminScreens } from "~/routes";
import { AdminShell } from "~/features/admin/admin-shell";
import { createAdminQueryClient } from "~/lib/admin-query-client";
import { requireAdminPage } from "~/features/admin/session.server";
import { EmptyState } from "~/components/ui/admin-kit";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { user: { username: user.username, isAdmin: user.isAdmin } };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell user={user} links={adminScreens}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-xl px-5 py-20">
      <title>{forbidden ? "Not for your account | Millennial Life admin" : "Something went wrong | Millennial Life admin"}</title>
      <EmptyState title={forbidden ? "This page is for the practice's admins" : "This page hit a snag"}>
        <p>
          {forbidden
            ? "Your account can write and preview blog posts. Ask an admin if you need more."
            : "Please reload the page. If it keeps happening, the server log says why."}
        </p>
        <a href="/admin" className="mt-4 inline-block font-semibold text-teal-800 underline underline-offset-2">
          Back to the admin overview
        </a>
      </EmptyState>
    </main>
  );
}
