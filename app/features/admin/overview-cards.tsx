import { Panel } from "~/components/ui/admin-kit";
import { ButtonLink } from "~/components/ui/button";
import type { adminOverview } from "./overview.server";

type Overview = Awaited<ReturnType<typeof adminOverview>>;

/** An admin's overview: four counts, each a link to the list behind it. */
export function OverviewCards({ overview }: { overview: Overview }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <OverviewCard label="New inquiries" value={overview.newEnquiries} href="/admin/leads?status=new" hint="waiting for a first reply" />
      <OverviewCard label="Inquiries this week" value={overview.enquiriesThisWeek} href="/admin/leads" hint="last 7 days" />
      <OverviewCard label="Newsletter signups" value={overview.signupsThisWeek} href="/admin/leads?type=newsletter" hint="last 7 days" />
      <OverviewCard
        label="Failed deliveries"
        value={overview.failedDeliveries}
        href="/admin/leads?type=failed"
        hint={overview.failedDeliveries ? "need a retry" : "all delivered"}
      />
    </div>
  );
}

/** A writer's overview: where their drafts are. */
export function WriterWelcome() {
  return (
    <Panel title="Writing for the blog">
      <p className="text-sm text-ink-soft">Drafts you write here are previewed exactly as the site will show them. An admin schedules and publishes them.</p>
      <ButtonLink to="/admin/blog" reloadDocument size="sm" className="mt-4">
        Open your drafts
      </ButtonLink>
    </Panel>
  );
}

function OverviewCard({ label, value, href, hint }: { label: string; value: number; href: string; hint: string }) {
  return (
    <a href={href} className="group rounded-2xl border border-line bg-white p-5 shadow-soft hover:border-teal-600">
      <p className="text-sm font-medium text-ink-soft">{label}</p>
      <p className="mt-2 font-display text-4xl text-ink tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-ink-soft group-hover:text-teal-800">{hint}</p>
    </a>
  );
}
