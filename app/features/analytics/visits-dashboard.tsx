import { useQuery } from "@tanstack/react-query";
import { Form, Link, useSearchParams } from "react-router";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { buttonClass, DataTable, EmptyState, ErrorNote, inputClass, Panel, StatCard } from "~/components/admin/admin-kit";
import { formatLongDate } from "~/lib/dates";
import { dashboardQuery, type VisitsDashboard as Dashboard } from "./visits-dashboard-types";

const PRESETS = [7, 30, 90] as const;

/** Good / needs work thresholds of each Web Vital at p75 (web.dev). */
const VITAL_LIMITS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] } as const;

/**
 * The visits dashboard: range picker, totals, a chart with its table, and tables with bars. The
 * figures first come from the page's loader (`first`, for the range it was read for).
 */
export function VisitsDashboard({ first }: { first?: { query: string; data: Dashboard } }) {
  const [params] = useSearchParams();
  const qs = dashboardQuery(params);
  const data = useQuery<Dashboard | null>({
    queryKey: [`/api/clarity/dashboard${qs ? `?${qs}` : ""}`],
    initialData: first?.query === qs ? first.data : undefined,
  });
  const preset = data.data?.range.preset ?? 30;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Date range" className="flex gap-1 rounded-2xl border border-line bg-white p-1 shadow-soft">
          {PRESETS.map((days) => (
            <Link
              key={days}
              to={`?days=${days}`}
              aria-current={preset === days ? "page" : undefined}
              className={`flex min-h-10 items-center rounded-xl px-4 text-sm font-semibold ${preset === days ? "bg-ink text-white" : "text-ink-soft hover:bg-sand hover:text-ink"}`}
            >
              {days} days
            </Link>
          ))}
        </nav>
        <Form method="get" aria-label="Custom date range" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="range-from" className="mb-1 block text-xs font-semibold text-ink-soft">
              From
            </label>
            <input id="range-from" name="from" type="date" required defaultValue={data.data?.range.from} className={inputClass} />
          </div>
          <div>
            <label htmlFor="range-to" className="mb-1 block text-xs font-semibold text-ink-soft">
              To
            </label>
            <input id="range-to" name="to" type="date" required defaultValue={data.data?.range.to} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass.secondary}>
            Show range
          </button>
        </Form>
      </div>

      {data.isPending ? (
        <p className="py-10 text-center text-sm text-ink-soft">Loading...</p>
      ) : data.isError ? (
        <ErrorNote>{data.error.message}</ErrorNote>
      ) : data.data ? (
        <Figures d={data.data} />
      ) : null}
    </div>
  );
}

function Figures({ d }: { d: Dashboard }) {
  const f = d.funnel;
  const rate = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "none");
  if (d.totals.pageViews === 0) {
    return (
      <EmptyState title="No visits counted in this range">
        <p>
          Only visitors who allow analytics in the cookie banner are counted ({formatLongDate(d.range.from)} to {formatLongDate(d.range.to)}). Pick a longer
          range, or come back once the site has had visitors.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Visits" value={d.totals.visits.toLocaleString("en-US")} hint={`${d.range.from} to ${d.range.to}`} />
        <StatCard
          label="Page views"
          value={d.totals.pageViews.toLocaleString("en-US")}
          hint={`${(d.totals.pageViews / Math.max(1, d.totals.visits)).toFixed(1)} per visit`}
        />
        <StatCard label="Saw the Vibe Check" value={f.vibeCheck.toLocaleString("en-US")} hint={`${rate(f.vibeCheck, f.visits)} of visits`} />
        <StatCard label="Sent an inquiry" value={f.enquiry.toLocaleString("en-US")} hint={`${rate(f.enquiry, f.visits)} of visits`} />
      </div>

      <Panel title="Visits and page views per day">
        <div className="h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={d.daily} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={(v: string) => v.slice(5)} tick={{ fill: "var(--color-ink-soft)", fontSize: 12 }} minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fill: "var(--color-ink-soft)", fontSize: 12 }} />
              <Tooltip />
              <Area
                type="monotone"
                dataKey="pageViews"
                name="Page views"
                stroke="var(--color-coral-500)"
                fill="var(--color-coral-50)"
                isAnimationActive={false}
              />
              <Area type="monotone" dataKey="visits" name="Visits" stroke="var(--color-teal-700)" fill="var(--color-teal-100)" isAnimationActive={false} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        <details className="mt-4">
          <summary className="min-h-10 cursor-pointer content-center text-sm font-semibold text-teal-800">The same figures as a table</summary>
          <DataTable
            className="mt-2 tabular-nums"
            dense
            rows={d.daily}
            rowKey={(row) => row.day}
            columns={[
              { header: "Day", cell: (row) => row.day },
              { header: "Visits", cell: (row) => row.visits },
              { header: "Page views", cell: (row) => row.pageViews },
            ]}
          />
        </details>
      </Panel>

      <Panel title="From a first page to an inquiry">
        <ol className="space-y-3">
          <FunnelStep label="Visited the site" value={f.visits} of={f.visits} />
          <FunnelStep label="Opened the Vibe Check page" value={f.vibeCheck} of={f.visits} />
          <FunnelStep label="Then sent an inquiry" value={f.enquiryAfterVibeCheck} of={f.visits} />
        </ol>
        <p className="mt-4 text-sm text-ink-soft">
          {f.enquiry} {f.enquiry === 1 ? "visit" : "visits"} sent an inquiry from any page; {f.newsletter} signed up for the newsletter.
        </p>
        <div className="mt-4 rounded-xl border border-line bg-cream/60 p-4 text-sm text-ink" data-testid="funnel-consent-note">
          <p>
            <strong>Only visitors who accepted statistics are counted here.</strong> Someone who declined, or never answered the cookie question, is not in
            these numbers, so they are lower than what really happened.
          </p>
          <p className="mt-2">
            In the same days the inbox received{" "}
            <a href="/admin/leads" className="inline-link">
              {d.inboxEnquiries} {d.inboxEnquiries === 1 ? "inquiry" : "inquiries"}
            </a>
            ; the funnel counted {f.enquiry}.
          </p>
        </div>
      </Panel>

      <div className="grid gap-6 xl:grid-cols-2">
        <BarTable title="Top pages" head={["Page", "Views"]} rows={d.topPages.map((p) => [p.path, p.pageViews])} />
        <BarTable
          title="Referrers"
          head={["Site", "Visits"]}
          rows={d.referrers.map((r) => [r.host, r.visits])}
          empty="No other site sent visitors in this range."
        />
        <BarTable title="Devices" head={["Device", "Visits"]} rows={d.devices.map((r) => [r.device, r.visits])} />
        <BarTable
          title="Quiz completions"
          head={["Quiz", "Completed"]}
          rows={d.quizzes.map((q) => [q.quiz, q.completions])}
          empty="No quiz was completed in this range."
        />
      </div>

      <Panel title="Web Vitals at the 75th percentile">
        {d.webVitals.length ? (
          <div className="overflow-x-auto">
            <DataTable
              className="min-w-[32rem] tabular-nums"
              rows={d.webVitals}
              rowKey={(v) => v.path}
              columns={[
                { header: "Page", cell: (v) => v.path, className: "font-medium break-all" },
                { header: "LCP", cell: (v) => <Vital name="LCP" value={v.LCP} /> },
                { header: "INP", cell: (v) => <Vital name="INP" value={v.INP} /> },
                { header: "CLS", cell: (v) => <Vital name="CLS" value={v.CLS} /> },
                { header: "Samples", cell: (v) => v.samples },
              ]}
            />
          </div>
        ) : (
          <p className="text-sm text-ink-soft">No Web Vitals were reported in this range.</p>
        )}
      </Panel>
    </>
  );
}

function FunnelStep({ label, value, of }: { label: string; value: number; of: number }) {
  const pct = of ? Math.round((value / of) * 100) : 0;
  return (
    <li>
      <div className="flex justify-between text-sm">
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-ink-soft tabular-nums">
          {value.toLocaleString("en-US")} ({pct}%)
        </span>
      </div>
      <div className="mt-1 h-3 rounded-full bg-sand" aria-hidden="true">
        <div className="h-3 rounded-full bg-teal-600" style={{ width: `${pct}%` }} />
      </div>
    </li>
  );
}

function BarTable({
  title,
  head,
  rows,
  empty = "Nothing in this range.",
}: {
  title: string;
  head: [string, string];
  rows: [string, number][];
  empty?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r[1]));
  return (
    <Panel title={title}>
      {rows.length ? (
        <DataTable
          dense
          headerHidden
          rows={rows}
          rowKey={([label]) => label}
          columns={[
            {
              header: head[0],
              className: "relative",
              cell: ([label, value]) => (
                <>
                  <span className="absolute inset-y-1 left-0 rounded-md bg-teal-50" style={{ width: `${(value / max) * 100}%` }} aria-hidden="true" />
                  <span className="relative px-2 break-all text-ink">{label}</span>
                </>
              ),
            },
            { header: head[1], className: "w-16 text-right font-semibold text-ink tabular-nums", cell: ([, value]) => value.toLocaleString("en-US") },
          ]}
        />
      ) : (
        <p className="text-sm text-ink-soft">{empty}</p>
      )}
    </Panel>
  );
}

function Vital({ name, value }: { name: keyof typeof VITAL_LIMITS; value: number | null }) {
  if (value === null) return <span className="text-ink-soft">no data</span>;
  const [good, poor] = VITAL_LIMITS[name];
  const verdict = value <= good ? "good" : value <= poor ? "needs work" : "poor";
  const tone = verdict === "good" ? "text-teal-800" : verdict === "poor" ? "text-coral-700" : "text-ink";
  return (
    <span className={`font-semibold ${tone}`}>
      {name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`} <span className="text-xs font-normal text-ink-soft">({verdict})</span>
    </span>
  );
}
