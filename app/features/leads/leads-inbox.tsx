import { useQuery } from "@tanstack/react-query";
import { Form, Link, useSearchParams } from "react-router";
import { buttonClass, Chip, DataTable, EmptyState, ErrorNote, formatDateTime, inputClass, Panel, type ChipTone } from "~/components/admin/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import { leadStatuses, type LeadStatus } from "~/db/lead-status";
import { leadFilterParams, leadStatusLabels, parseLeadFilter, type LeadFilter } from "./lead-filter";
import type { DeliveryRow, EnquiryRow, LeadList, SignupRow } from "./leads-inbox.server";
import { ResponseChip } from "./response-chip";
import { deliveryStateLabels, deliveryStates, everyDeliveryWentThrough, type DeliveryCounts, type DeliveryState } from "~/db/delivery-state";

export interface ServiceOption {
  value: string;
  label: string;
}

export const statusTone: Record<LeadStatus, ChipTone> = { new: "coral", contacted: "mist", booked: "teal", closed: "sand", "not-a-fit": "sand" };

const TABS: { type: LeadFilter["type"]; label: string }[] = [
  { type: "enquiries", label: "Inquiries" },
  { type: "newsletter", label: "Newsletter" },
  { type: "deliveries", label: "Deliveries" },
];

/**
 * The inbox: tabs, a filter that lives in the address bar, the list, paging and the CSV export. The
 * list first comes from the page's loader (`firstList`, for the filter it was read for); the query
 * keeps it fresh after a change.
 */
export function LeadsInbox({ services, firstList }: { services: ServiceOption[]; firstList?: { params: string; data: LeadList } }) {
  const [searchParams] = useSearchParams();
  const filter = parseLeadFilter(searchParams);
  const params = leadFilterParams(filter).toString();
  const list = useQuery<LeadList | null>({
    queryKey: [`/api/admin/leads${params ? `?${params}` : ""}`],
    initialData: firstList?.params === params ? firstList.data : undefined,
  });
  const serviceLabel = (value: string) => services.find((s) => s.value === value)?.label ?? value;
  const exportParams = leadFilterParams({ ...filter, page: 1 }).toString();

  return (
    <div className="space-y-5">
      <nav aria-label="Lists" className="flex gap-1 overflow-x-auto rounded-2xl border border-line bg-white p-1 shadow-soft sm:inline-flex">
        {TABS.map((tab) => {
          const current = filter.type === tab.type;
          return (
            <Link
              key={tab.type}
              to={tab.type === "enquiries" ? "/admin/leads" : `/admin/leads?type=${tab.type}`}
              aria-current={current ? "page" : undefined}
              className={`flex min-h-10 items-center rounded-xl px-4 text-sm font-semibold whitespace-nowrap ${current ? "bg-ink text-white" : "text-ink-soft hover:bg-sand hover:text-ink"}`}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>

      {filter.type === "deliveries" ? null : <FilterForm filter={filter} services={services} />}

      <Panel
        title={filter.type === "enquiries" ? "Inquiries" : filter.type === "newsletter" ? "Newsletter signups" : "Emails and forwards"}
        actions={
          filter.type === "deliveries" ? null : (
            <a href={`/api/admin/leads.csv${exportParams ? `?${exportParams}` : ""}`} download className={buttonClass.secondary}>
              Export CSV
            </a>
          )
        }
      >
        {list.isPending ? (
          <p className="py-8 text-center text-sm text-ink-soft">Loading...</p>
        ) : list.isError ? (
          <ErrorNote>{list.error.message}</ErrorNote>
        ) : !list.data ? (
          <EmptyFor filter={filter} />
        ) : (
          <ListBody data={list.data} filter={filter} serviceLabel={serviceLabel} />
        )}
      </Panel>
    </div>
  );
}

function ListBody({ data, filter, serviceLabel }: { data: LeadList; filter: LeadFilter; serviceLabel: (value: string) => string }) {
  return (
    <>
      {data.type === "deliveries" ? <DeliveryStateFilter current={filter.state} counts={data.counts} /> : null}
      {data.items.length === 0 ? (
        <EmptyFor filter={filter} counts={data.type === "deliveries" ? data.counts : undefined} />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-soft" aria-live="polite">
            {data.total} {data.total === 1 ? "match" : "matches"}
          </p>
          {data.type === "enquiries" ? <EnquiryTable rows={data.items} serviceLabel={serviceLabel} /> : null}
          {data.type === "newsletter" ? <SignupTable rows={data.items} /> : null}
          {data.type === "deliveries" ? <DeliveryList rows={data.items} /> : null}
          <Pager filter={filter} total={data.total} pageSize={data.pageSize} />
        </>
      )}
    </>
  );
}

function FilterForm({ filter, services }: { filter: LeadFilter; services: ServiceOption[] }) {
  const enquiries = filter.type === "enquiries";
  // A native GET form: the filter is the address, with or without JavaScript.
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      {enquiries ? null : <input type="hidden" name="type" value={filter.type} />}
      <div className="sm:col-span-2">
        <label htmlFor="lead-q" className="mb-1 block text-xs font-semibold text-ink-soft">
          Name, email, phone or message
        </label>
        <input id="lead-q" name="q" type="search" defaultValue={filter.q} maxLength={100} className={inputClass} />
      </div>
      {enquiries ? (
        <>
          <div>
            <label htmlFor="lead-service" className="mb-1 block text-xs font-semibold text-ink-soft">
              Service of interest
            </label>
            <select id="lead-service" name="service" defaultValue={filter.service} className={inputClass}>
              <option value="">Any service</option>
              {services.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="lead-status" className="mb-1 block text-xs font-semibold text-ink-soft">
              Status
            </label>
            <select id="lead-status" name="status" defaultValue={filter.status} className={inputClass}>
              <option value="">Any status</option>
              {leadStatuses.map((s) => (
                <option key={s} value={s}>
                  {leadStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      <div>
        <label htmlFor="lead-from" className="mb-1 block text-xs font-semibold text-ink-soft">
          From
        </label>
        <input id="lead-from" name="from" type="date" defaultValue={filter.from} className={inputClass} />
      </div>
      <div>
        <label htmlFor="lead-to" className="mb-1 block text-xs font-semibold text-ink-soft">
          To
        </label>
        <input id="lead-to" name="to" type="date" defaultValue={filter.to} className={inputClass} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6 lg:justify-end">
        <Link to={enquiries ? "/admin/leads" : `/admin/leads?type=${filter.type}`} className={buttonClass.secondary}>
          Clear
        </Link>
        <button type="submit" className={buttonClass.primary}>
          Apply filter
        </button>
      </div>
    </Form>
  );
}

function EmptyFor({ filter, counts }: { filter: LeadFilter; counts?: DeliveryCounts }) {
  const filtered = Boolean(filter.q || filter.service || filter.status || filter.from || filter.to);
  if (filter.type === "deliveries") {
    const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
    if (total === 0)
      return <EmptyState title="No deliveries yet">Each inquiry's email to the practice, and each newsletter forward, is listed here.</EmptyState>;
    // Claimed only when it is true: nothing skipped, nothing waiting for a retry, nothing failed.
    if (counts && everyDeliveryWentThrough(counts) && (filter.state === "" || filter.state === "failed"))
      return (
        <EmptyState title="Every delivery went through">
          When an email or a HubSpot forward keeps failing, it shows up here with its last error and a retry button.
        </EmptyState>
      );
    return <EmptyState title={`None ${deliveryStateLabels[filter.state || "failed"].toLowerCase()}`}>Choose another state above to see the rest.</EmptyState>;
  }
  if (filtered) return <EmptyState title="Nothing matches this filter">Try a shorter name, another status, or clear the filter.</EmptyState>;
  if (filter.type === "newsletter") return <EmptyState title="No newsletter signups yet">Signups from "Pour Me In" on the site land here.</EmptyState>;
  return <EmptyState title="No inquiries yet">When someone requests a Vibe Check on the site, their inquiry lands here first.</EmptyState>;
}

function EnquiryTable({ rows, serviceLabel }: { rows: EnquiryRow[]; serviceLabel: (value: string) => string }) {
  return (
    <>
      <DataTable
        className="hidden md:table"
        highlightRows
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            header: "Name",
            cell: (row) => (
              <>
                <Link to={`/admin/leads/${row.id}`} className="font-semibold text-ink underline-offset-2 hover:text-teal-800 hover:underline">
                  {row.firstName} {row.lastName}
                </Link>
                <span className="block text-xs text-ink-soft">{row.email}</span>
                {row.callAt ? <span className="mt-1 block text-xs font-semibold text-teal-800">Vibe Check call {formatDateTime(row.callAt)}</span> : null}
              </>
            ),
          },
          { header: "Service", cell: (row) => serviceLabel(row.serviceInterest), className: "text-ink-soft" },
          {
            header: "Status",
            cell: (row) => (
              <span className="inline-flex flex-wrap gap-1.5">
                <Chip tone={statusTone[row.status]}>{leadStatusLabels[row.status]}</Chip>
                <ResponseChip response={row.response} onlyWhenUrgent />
              </span>
            ),
          },
          { header: "Received", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap text-ink-soft" },
        ]}
      />
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={`/admin/leads/${row.id}`} className="block rounded-xl border border-line p-4 hover:border-teal-600">
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold text-ink">
                  {row.firstName} {row.lastName}
                </span>
                <span className="inline-flex flex-wrap gap-1.5">
                  <Chip tone={statusTone[row.status]}>{leadStatusLabels[row.status]}</Chip>
                  <ResponseChip response={row.response} onlyWhenUrgent />
                </span>
              </span>
              <span className="mt-1 block text-sm break-all text-ink-soft">{row.email}</span>
              <span className="mt-2 block text-sm text-ink">{serviceLabel(row.serviceInterest)}</span>
              {row.callAt ? <span className="mt-1 block text-sm font-semibold text-teal-800">Vibe Check call {formatDateTime(row.callAt)}</span> : null}
              <span className="mt-1 block text-xs text-ink-soft">{formatDateTime(row.createdAt)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function SignupTable({ rows }: { rows: SignupRow[] }) {
  const erase = useAdminMutation<string>("DELETE", (id) => `/api/admin/people/signup/${id}`, ["/api/admin/leads", "/api/admin/access-log"]);
  const onErase = (row: SignupRow) => {
    if (window.confirm(`Delete everything stored about ${row.email} (signup and any inquiries)? This cannot be undone.`)) erase.mutate(row.id);
  };
  return (
    <>
      {erase.isError ? <ErrorNote>{erase.error.message}</ErrorNote> : null}
      <ul className="divide-y divide-line">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {row.firstName} {row.lastName}
              </p>
              <p className="text-sm break-all text-ink-soft">{row.email}</p>
              <p className="text-xs text-ink-soft">
                Signed up {formatDateTime(row.createdAt)} on {row.pageUri}
              </p>
            </div>
            <button type="button" className={buttonClass.danger} disabled={erase.isPending} onClick={() => onErase(row)}>
              Delete {row.firstName}'s data
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

const deliveryKindLabel: Record<string, string> = { "contact-notification": "Practice email", "newsletter-hubspot": "HubSpot forward" };

const deliveryTone: Record<DeliveryState, ChipTone> = { sent: "teal", skipped: "sand", queued: "mist", retrying: "coral", failed: "coral" };

/** The deliveries tab's states, each a link with its count; "all" first. */
function DeliveryStateFilter({ current, counts }: { current: DeliveryState | ""; counts: DeliveryCounts }) {
  const shown = deliveryStates.filter((s) => s !== "queued" || counts.queued > 0);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const options: { state: DeliveryState | ""; label: string; n: number }[] = [
    { state: "", label: "All", n: total },
    ...shown.map((s) => ({ state: s, label: deliveryStateLabels[s], n: counts[s] })),
  ];
  return (
    <nav aria-label="Delivery states" className="mb-4 flex flex-wrap gap-2">
      {options.map((o) => (
        <Link
          key={o.state || "all"}
          to={o.state ? `/admin/leads?type=deliveries&state=${o.state}` : "/admin/leads?type=deliveries"}
          aria-current={current === o.state ? "page" : undefined}
          className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${current === o.state ? "border-ink bg-ink text-white" : "border-line text-ink hover:border-teal-600"}`}
        >
          {o.label}
          <span className="tabular-nums">{o.n}</span>
        </Link>
      ))}
    </nav>
  );
}

export function DeliveryItem({ row, showPerson = true }: { row: DeliveryRow; showPerson?: boolean }) {
  const retry = useAdminMutation<number>("POST", (id) => `/api/admin/deliveries/${id}/retry`, ["/api/admin/leads"]);
  const canRetry = row.state === "failed";
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{deliveryKindLabel[row.kind] ?? row.kind}</p>
        <Chip tone={deliveryTone[row.state]}>{deliveryStateLabels[row.state]}</Chip>
        {showPerson && row.personName ? (
          <span className="text-sm text-ink-soft">
            for{" "}
            {row.contactRequestId ? (
              <Link className="inline-link" to={`/admin/leads/${row.contactRequestId}`}>
                {row.personName}
              </Link>
            ) : (
              row.personName
            )}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-ink-soft">
        {row.attempts} {row.attempts === 1 ? "attempt" : "attempts"} · queued {formatDateTime(row.createdAt)}
      </p>
      {row.lastError ? <p className="mt-2 rounded-lg bg-sand px-3 py-2 font-mono text-xs break-words text-ink">{row.lastError}</p> : null}
      {canRetry ? (
        <button type="button" className={`${buttonClass.secondary} mt-2`} disabled={retry.isPending || retry.isSuccess} onClick={() => retry.mutate(row.id)}>
          {retry.isSuccess ? "Queued again" : "Retry delivery"}
        </button>
      ) : null}
      {retry.isError ? <ErrorNote>{retry.error.message}</ErrorNote> : null}
    </li>
  );
}

function DeliveryList({ rows }: { rows: DeliveryRow[] }) {
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <DeliveryItem key={row.id} row={row} />
      ))}
    </ul>
  );
}

function Pager({ filter, total, pageSize }: { filter: LeadFilter; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const link = (page: number) => {
    const params = leadFilterParams({ ...filter, page }).toString();
    return `/admin/leads${params ? `?${params}` : ""}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-4 text-sm">
      {filter.page > 1 ? (
        <Link to={link(filter.page - 1)} className={buttonClass.secondary}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-soft">
        Page {filter.page} of {pages}
      </span>
      {filter.page < pages ? (
        <Link to={link(filter.page + 1)} className={buttonClass.secondary}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
