import { Link } from "react-router";
import type { Route } from "./+types/bookings";
import { buttonClass, PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { CallsBoard } from "~/features/booking/admin-calls";
import { callsOverview } from "~/features/booking/booking-admin.server";

/** The calls, read here so the screen shows them as served. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  return callsOverview(args.context.db, new Date());
}

const copy = adminScreenCopy.bookings;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={
          <Link to="/admin/availability" className={buttonClass.secondary}>
            {adminScreenCopy.availability.title}
          </Link>
        }
      />
      <CallsBoard first={loaderData} />
    </>
  );
}
