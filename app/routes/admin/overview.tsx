import type { Route } from "./+types/overview";
import { PageHeader } from "~/components/admin/admin-kit";
import { OverviewCards, WriterWelcome } from "~/features/admin/overview-cards";
import { adminOverview } from "~/features/admin/overview.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { readPracticeContact } from "~/features/settings/practice-settings.server";
import { SampleContactNotice } from "~/features/settings/sample-contact-notice";
import { sampleContactDetails } from "~/lib/practice-contact-rules";

const copy = adminScreenCopy.overview;

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return {
    user: { username: user.username, isAdmin: user.isAdmin },
    overview: user.isAdmin ? await adminOverview(args.context.db) : null,
    sampleContact: user.isAdmin ? sampleContactDetails(await readPracticeContact(args.context.db)) : [],
    emailConfigured: args.context.emailConfigured ?? false,
  };
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { user, overview, sampleContact } = loaderData;
  return (
    <>
      <PageHeader title={copy.greeting(user.username)} description={user.isAdmin ? copy.adminDescription : copy.writerDescription} />
      <div className="space-y-6">
        <SampleContactNotice samples={sampleContact} />
        {overview ? <OverviewCards overview={overview} emailConfigured={loaderData.emailConfigured} /> : <WriterWelcome />}
      </div>
    </>
  );
}
