import { Chip, formatDateTime, Panel, WarningNotice } from "~/components/admin/admin-kit";
import { formatBusinessHours, RESPONSE_PROMISE_HOURS } from "~/lib/business-hours";
import { ButtonLink } from "~/components/ui/button";
import { deliveryStateLabels, type DeliveryCounts, type DeliveryState } from "~/db/delivery-state";
import type { adminOverview } from "./overview.server";

type Overview = Awaited<ReturnType<typeof adminOverview>>;

/** An admin's overview: a warning when email is off, the counts (each a link to the list behind it), and response times. */
export function OverviewCards({ overview, emailConfigured }: { overview: Overview; emailConfigured: boolean }) {
  return (
    <div className="space-y-6">
      {emailConfigured ? null : <EmailOffWarning />}
      {/* Two across on a phone, the one that needs her first across both. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <OverviewCard wide label="New inquiries" value={overview.newEnquiries} href="/admin/leads?status=new" hint="waiting for a first reply" />
        <OverviewCard label="Inquiries this week" value={overview.enquiriesThisWeek} href="/admin/leads" hint="last 7 days" />
        <OverviewCard label="Newsletter signups" value={overview.signupsThisWeek} href="/admin/leads?type=newsletter" hint="last 7 days" />
      </div>
      <DeliveryCountsPanel counts={overview.deliveries} />
      <ResponseTimes responses={overview.responses} />
    </div>
  );
}

function EmailOffWarning() {
  return (
    <WarningNotice alert title="New-inquiry emails are not being sent: set SMTP_URL">
      <p className="mt-1">Inquiries are stored and shown here, but nobody is told they arrived, and replies from the inbox are kept without being sent.</p>
      <details className="mt-2">
        <summary className="min-h-10 cursor-pointer content-center font-semibold text-teal-800">How to set up email</summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>Get the SMTP details of the mailbox the site should send from (your email provider lists them).</li>
          <li>
            Set <code>SMTP_URL</code> on the server, for example <code>smtps://user:password@smtp.example.com:465</code>, and <code>LEAD_NOTIFY_TO</code> to the
            address that should hear about new inquiries.
          </li>
          <li>Restart the site. This warning goes away, and new inquiries are emailed from then on.</li>
        </ol>
      </details>
    </WarningNotice>
  );
}

const shownStates: { state: DeliveryState; hint: string }[] = [
  { state: "sent", hint: "handed to the mail server or HubSpot" },
  { state: "skipped", hint: "email or HubSpot is not set up" },
  { state: "retrying", hint: "a try failed; another is due" },
  { state: "failed", hint: "gave up; retry from the list" },
];

/** What became of every email and forward, counted by state, each count a link to the deliveries tab. */
function DeliveryCountsPanel({ counts }: { counts: DeliveryCounts }) {
  return (
    <Panel title="Emails and forwards">
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {shownStates.map(({ state, hint }) => (
          <li key={state}>
            <a
              href={`/admin/leads?type=deliveries&state=${state}`}
              className="group flex h-full flex-col rounded-xl border border-line p-4 hover:border-teal-600"
            >
              <span className="text-sm font-medium text-ink-soft">{deliveryStateLabels[state]}</span>
              <span className={`mt-1 font-display text-3xl tabular-nums ${counts[state] && state !== "sent" ? "text-coral-700" : "text-ink"}`}>
                {counts[state]}
              </span>
              <span className="mt-1 text-xs text-ink-soft group-hover:text-teal-800">{hint}</span>
            </a>
          </li>
        ))}
      </ul>
      {counts.queued ? <p className="mt-3 text-sm text-ink-soft">{counts.queued} more waiting for their first try.</p> : null}
    </Panel>
  );
}

function hoursOrDash(hours: number | null) {
  return hours === null ? "–" : formatBusinessHours(hours);
}

/** Median and 90th percentile time to a first response, and the inquiries close to or past the promise. */
function ResponseTimes({ responses }: { responses: Overview["responses"] }) {
  const periods = [
    { label: "Last 7 days", period: responses.week },
    { label: "Last 30 days", period: responses.month },
  ];
  return (
    <Panel title={`Time to first response (promise: within ${RESPONSE_PROMISE_HOURS} business hours)`}>
      <p className="-mt-2 mb-4 text-sm text-ink-soft">
        Business hours (Monday to Friday, 9 AM to 5 PM Central Time) from an inquiry to its first reply or status change.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {periods.map(({ label, period }) => (
          <div key={label} className="rounded-xl border border-line p-4">
            <h3 className="font-sans text-sm font-semibold text-ink">{label}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-ink-soft">Median</dt>
                <dd className="font-semibold text-ink tabular-nums">{hoursOrDash(period.median)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">90th percentile</dt>
                <dd className="font-semibold text-ink tabular-nums">{hoursOrDash(period.p90)}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-ink-soft">
              {period.answered} answered, {period.unanswered} still waiting
            </p>
          </div>
        ))}
      </div>
      <h3 className="mt-5 font-sans text-sm font-semibold text-ink">Close to or past the promise</h3>
      {responses.flagged.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">None: every waiting inquiry has more than 4 business hours left.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {responses.flagged.map((lead) => (
            <li key={lead.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
              <a href={`/admin/leads/${lead.id}`} className="inline-link inline-flex min-h-10 items-center">
                {lead.firstName} {lead.lastName}
              </a>
              <span className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
                received {formatDateTime(lead.createdAt)}
                <Chip tone={lead.state === "overdue" ? "ink" : "coral"}>
                  {lead.state === "overdue"
                    ? `Overdue: ${formatBusinessHours(lead.businessHours)}`
                    : `Due soon: ${formatBusinessHours(RESPONSE_PROMISE_HOURS - lead.businessHours)} left`}
                </Chip>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
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

function OverviewCard({ label, value, href, hint, wide = false }: { label: string; value: number; href: string; hint: string; wide?: boolean }) {
  return (
    <a
      href={href}
      className={`group rounded-2xl border border-line bg-white p-4 shadow-soft hover:border-teal-600 sm:p-5 ${wide ? "col-span-2 sm:col-span-1" : ""}`}
    >
      <p className="text-sm font-medium text-ink-soft">{label}</p>
      <p className="mt-2 font-display text-4xl text-ink tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-ink-soft group-hover:text-teal-800">{hint}</p>
    </a>
  );
}
