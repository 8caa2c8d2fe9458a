import type { ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { buttonClass, Chip, EmptyState, ErrorNote, formatDateTime, inputClass, Panel, SuccessNote } from "~/components/admin/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import { leadStatuses } from "~/db/lead-status";
import { leadStatusLabels } from "./lead-filter";
import { DeliveryItem, statusTone, type ServiceOption } from "./leads-inbox";
import { ResponseChip } from "./response-chip";
import type { EnquiryDetail } from "./leads-inbox.server";
import { LEAD_NOTES_MAX, type ManageProblem } from "./manage-lead";
import { Heading } from "~/components/ui/heading";

/**
 * One enquiry, as the page's loader read it: who, what they asked, how fast they were answered,
 * the reply form and timeline the route passes in, where the practice is with them, and erasure on
 * request. `aside` goes at the top of the side column (the booked call, when there is one).
 */
export function LeadDetail({
  lead,
  services,
  aside,
  reply,
  timeline,
  manage = {},
}: {
  lead: EnquiryDetail | null;
  services: ServiceOption[];
  /** The status-and-notes form's outcome: saved (after the redirect), or what was wrong with the post. */
  manage?: { saved?: boolean; problem?: ManageProblem };
  aside?: ReactNode;
  reply?: ReactNode;
  timeline?: ReactNode;
}) {
  if (!lead) {
    return (
      <>
        <h1 className="sr-only">Enquiry</h1>
        <EmptyState title="This inquiry is not here">
          <p>It may have been deleted on request or after the retention period.</p>
          <Link to="/admin/leads" className="inline-link mt-3 inline-block">
            Back to the inbox
          </Link>
        </EmptyState>
      </>
    );
  }
  const data = lead;
  const service = services.find((s) => s.value === data.serviceInterest)?.label ?? data.serviceInterest;
  return (
    <>
      <Link to="/admin/leads" className="mb-4 inline-flex min-h-10 items-center text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">
        ← All inquiries
      </Link>
      <header className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading as="h1" size="title" className="break-words">
            {data.firstName} {data.lastName}
          </Heading>
          <p className="mt-1 text-sm text-ink-soft">
            {service} · received {formatDateTime(data.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-end">
          <ResponseChip response={data.response} />
          <Chip tone={statusTone[data.status]}>{leadStatusLabels[data.status]}</Chip>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title="How to reach them">
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Fact label="Email">
                <a href={`mailto:${data.email}`} className="inline-link break-all">
                  {data.email}
                </a>
              </Fact>
              <Fact label="Phone">
                {data.phone ? (
                  <a href={`tel:${data.phone.replace(/[^\d+]/g, "")}`} className="inline-link">
                    {data.phone}
                  </a>
                ) : (
                  <span className="text-ink-soft">Not given</span>
                )}
              </Fact>
              <Fact label="Sent from">
                {data.pageName} ({data.pageUri})
              </Fact>
              <Fact label="Consent">{data.communicationsOptIn ? "Stores data, and happy to get news" : "Stores data; no marketing email"}</Fact>
            </dl>
          </Panel>
          <Panel title="Their message">
            {data.message ? (
              <p className="text-sm leading-relaxed whitespace-pre-wrap text-ink">{data.message}</p>
            ) : (
              <p className="text-sm text-ink-soft">No message: just the request for a call.</p>
            )}
          </Panel>
          {reply}
          {timeline}
          <Panel title="Deliveries">
            {data.deliveries.length ? (
              <ul className="divide-y divide-line">
                {data.deliveries.map((d) => (
                  <DeliveryItem key={d.id} row={d} showPerson={false} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-soft">Nothing was queued for this inquiry.</p>
            )}
          </Panel>
        </div>
        <div className="space-y-6">
          {aside}
          <ManageLead key={`${data.status}-${data.notes}`} lead={data} saved={manage.saved ?? false} problem={manage.problem} />
          <ErasePerson lead={data} />
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

/**
 * A plain form posted to the page's action, so it works before (or without) the page's script;
 * once the script runs, the same post goes without a page load and the page's data is read again.
 */
function ManageLead({ lead, saved, problem }: { lead: EnquiryDetail; saved: boolean; problem?: ManageProblem }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "manage";
  return (
    <Panel title="Where you are with them">
      <Form method="post" preventScrollReset id="manage" className="scroll-mt-24 space-y-4">
        <input type="hidden" name="intent" value="manage" />
        <div>
          <label htmlFor="lead-status-edit" className="mb-1.5 block text-sm font-semibold text-ink">
            Status
          </label>
          <select id="lead-status-edit" name="status" defaultValue={problem?.values.status ?? lead.status} className={inputClass}>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-notes" className="mb-1.5 block text-sm font-semibold text-ink">
            Private notes
          </label>
          <textarea
            id="lead-notes"
            name="notes"
            defaultValue={problem?.values.notes ?? lead.notes}
            rows={6}
            maxLength={LEAD_NOTES_MAX}
            className={`${inputClass} py-2.5`}
            aria-describedby="lead-notes-hint"
          />
          <p id="lead-notes-hint" className="mt-1 text-xs text-ink-soft">
            Only people signed in here see these. Keep clinical details out.
          </p>
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <div aria-live="polite">
          {problem ? <ErrorNote>{problem.message}</ErrorNote> : null}
          {saved && !problem && !saving ? <SuccessNote>Saved.</SuccessNote> : null}
        </div>
      </Form>
    </Panel>
  );
}

function ErasePerson({ lead }: { lead: EnquiryDetail }) {
  const navigate = useNavigate();
  const erase = useAdminMutation<void>("DELETE", () => `/api/admin/people/enquiry/${lead.id}`, ["/api/admin/leads", "/api/admin/access-log"]);
  return (
    <Panel title="Delete this person's data">
      <p className="text-sm text-ink-soft">
        When someone asks to be forgotten: every enquiry and newsletter signup under {lead.email}, and their queued emails. It cannot be undone.
      </p>
      <details className="mt-4 rounded-xl border border-coral-100 bg-coral-50/50 p-3 open:pb-4">
        <summary className="min-h-10 cursor-pointer content-center text-sm font-semibold text-coral-700">I understand, show the delete button</summary>
        <button
          type="button"
          className={`${buttonClass.danger} mt-3 w-full`}
          disabled={erase.isPending}
          onClick={() => erase.mutate(undefined, { onSuccess: () => navigate("/admin/leads?deleted=1") })}
        >
          Delete everything about {lead.firstName}
        </button>
      </details>
      {erase.isError ? (
        <div className="mt-3">
          <ErrorNote>{erase.error.message}</ErrorNote>
        </div>
      ) : null}
    </Panel>
  );
}
