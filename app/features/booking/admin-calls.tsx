import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass, Chip, EmptyState, ErrorNote, Panel, type ChipTone } from "~/components/admin/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import type { BookingStatus } from "~/db/booking-schema";
import type { CallDay, CallRow, CallsOverview } from "./booking-admin.server";

/** The admin's view of booked Vibe Checks: the days ahead, the week behind, and what became of each call. */

export const CALLS_URL = "/api/admin/bookings/calls";

export const callStatusLabels: Record<BookingStatus, string> = {
  booked: "Booked",
  completed: "Completed",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

const callStatusTones: Record<BookingStatus, ChipTone> = { booked: "teal", completed: "mist", "no-show": "coral", cancelled: "sand" };

export function CallStatusChip({ status }: { status: BookingStatus }) {
  return <Chip tone={callStatusTones[status]}>{callStatusLabels[status]}</Chip>;
}

const callTypeLabels = { phone: "Phone call", video: "Video call" } as const;

/** The calls, upcoming and past; first as the screen's loader read them (`first`), then kept fresh after each change. */
export function CallsBoard({ first }: { first?: CallsOverview }) {
  const calls = useQuery<CallsOverview | null>({ queryKey: [CALLS_URL], initialData: first });
  if (calls.isPending) return <p className="py-10 text-center text-sm text-ink-soft">Loading...</p>;
  if (calls.isError || !calls.data) return <ErrorNote>{calls.error?.message ?? "The calls could not be loaded."}</ErrorNote>;
  const { upcoming, past } = calls.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="calls-upcoming">
        <h2 id="calls-upcoming" className="mb-3 font-sans text-lg font-semibold text-ink">
          Today and the next 14 days
        </h2>
        {upcoming.length ? (
          <div className="space-y-4">
            {upcoming.map((day) => (
              <CallDayPanel key={day.date} day={day} />
            ))}
          </div>
        ) : (
          <EmptyState title="No calls booked yet">
            <p>Booked Vibe Checks appear here by day, in Central Time.</p>
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="calls-past">
        <h2 id="calls-past" className="mb-1 font-sans text-lg font-semibold text-ink">
          The last 7 days
        </h2>
        <p className="mb-3 text-sm text-ink-soft">Mark each call completed or no-show once it has happened.</p>
        {past.length ? (
          <div className="space-y-4">
            {past.map((day) => (
              <CallDayPanel key={day.date} day={day} />
            ))}
          </div>
        ) : (
          <p className="rounded-2xl border border-dashed border-line bg-cream/60 px-5 py-6 text-sm text-ink-soft">No calls in the last 7 days.</p>
        )}
      </section>
    </div>
  );
}

function CallDayPanel({ day }: { day: CallDay }) {
  return (
    <Panel title={day.label}>
      <ul className="divide-y divide-line">
        {day.calls.map((call) => (
          <CallItem key={call.id} call={call} />
        ))}
      </ul>
    </Panel>
  );
}

function CallItem({ call }: { call: CallRow }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <p className={`font-semibold text-ink tabular-nums ${call.status === "cancelled" ? "line-through decoration-ink-soft" : ""}`}>
            <time dateTime={call.start}>{call.time}</time>
          </p>
          <CallStatusChip status={call.status} />
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          <Link to={`/admin/leads/${call.leadId}`} className="inline-link break-words">
            {call.personName}
          </Link>
          {" · "}
          {callTypeLabels[call.callType]} with {call.hostName}
        </p>
      </div>
      <CallStatusActions call={call} />
    </li>
  );
}

/** Completed, no-show or cancel: the buttons that fit the call's state; a cancel asks once more. */
export function CallStatusActions({ call, stacked = false }: { call: CallRow; stacked?: boolean }) {
  const change = useAdminMutation<"completed" | "no-show" | "cancelled">(
    "PATCH",
    () => `${CALLS_URL}/${call.id}`,
    ["/api/admin/bookings", "/api/admin/leads"],
    (status) => ({ status }),
  );
  const [confirming, setConfirming] = useState(false);
  if (call.status === "cancelled") return null;
  const who = call.personName || "this person";
  const layout = stacked ? "flex flex-col gap-2" : "flex flex-wrap gap-2 md:justify-end";
  return (
    <div className={stacked ? "" : "md:max-w-sm md:shrink-0"}>
      {confirming ? (
        <div className={layout}>
          <button
            type="button"
            className={buttonClass.danger}
            disabled={change.isPending}
            onClick={() => change.mutate("cancelled", { onSuccess: () => setConfirming(false) })}
          >
            Yes, cancel and tell {who}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(false)}>
            Keep the call
          </button>
        </div>
      ) : (
        <div className={layout}>
          {call.status !== "completed" ? (
            <button type="button" className={buttonClass.secondary} disabled={change.isPending} onClick={() => change.mutate("completed")}>
              Mark completed<span className="sr-only">: {call.when}</span>
            </button>
          ) : null}
          {call.status !== "no-show" ? (
            <button type="button" className={buttonClass.secondary} disabled={change.isPending} onClick={() => change.mutate("no-show")}>
              No-show<span className="sr-only">: {call.when}</span>
            </button>
          ) : null}
          {call.status === "booked" && !call.over ? (
            <button type="button" className={buttonClass.danger} disabled={change.isPending} onClick={() => setConfirming(true)}>
              Cancel call<span className="sr-only">: {call.when}</span>
            </button>
          ) : null}
        </div>
      )}
      <div aria-live="polite" className={change.isError ? "mt-2" : ""}>
        {change.isError ? <ErrorNote>{change.error.message}</ErrorNote> : null}
      </div>
    </div>
  );
}

/** On a lead's page: the call this lead booked (nothing when the lead is not a booking). */
export function LeadCallPanel({ leadId }: { leadId: string }) {
  const call = useQuery<{ call: CallRow | null } | null>({ queryKey: [`${CALLS_URL}/by-lead/${leadId}`] });
  if (!call.data?.call) return null;
  const data = call.data.call;
  return (
    <Panel title="Their Vibe Check call">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">When</dt>
          <dd className="mt-1 text-ink">
            <time dateTime={data.start}>{data.when}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Host</dt>
          <dd className="mt-1 text-ink">{data.hostName}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Call</dt>
          <dd className="mt-1 text-ink">{callTypeLabels[data.callType]}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Status</dt>
          <dd className="mt-1">
            <CallStatusChip status={data.status} />
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <CallStatusActions call={data} stacked />
      </div>
    </Panel>
  );
}
