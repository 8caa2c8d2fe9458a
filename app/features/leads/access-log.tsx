import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { buttonClass, Chip, EmptyState, ErrorNote, formatDateTime, Panel, type ChipTone } from "~/components/admin/admin-kit";
import type { LeadAccessAction } from "~/db/admin-schema";
import type { AccessLogEntry } from "./leads-inbox.server";
import { accessLogPage } from "./lead-filter";

const actionLabel: Record<LeadAccessAction, { label: string; tone: ChipTone }> = {
  view: { label: "Viewed", tone: "mist" },
  update: { label: "Updated", tone: "teal" },
  export: { label: "Exported", tone: "sand" },
  delete: { label: "Deleted", tone: "coral" },
};

function subjectLink(subject: string) {
  const match = /^enquiry ([0-9a-f-]{36})$/.exec(subject);
  return match ? (
    <Link to={`/admin/leads/${match[1]}`} className="inline-link font-mono text-xs font-normal">
      {subject}
    </Link>
  ) : (
    <span className="font-mono text-xs">{subject}</span>
  );
}

type AccessLogPage = { total: number; pageSize: number; items: AccessLogEntry[] };

/** The access log, a page at a time; the page the address asks for first comes from the screen's loader (`first`). */
export function AccessLog({ first }: { first?: { page: number; data: AccessLogPage } }) {
  const [params] = useSearchParams();
  const page = accessLogPage(params);
  const log = useQuery<AccessLogPage | null>({
    queryKey: [`/api/admin/access-log${page > 1 ? `?page=${page}` : ""}`],
    initialData: first?.page === page ? first.data : undefined,
  });
  if (log.isPending) return <p className="py-10 text-center text-sm text-ink-soft">Loading...</p>;
  if (log.isError) return <ErrorNote>{log.error.message}</ErrorNote>;
  if (!log.data?.items.length)
    return <EmptyState title="Nobody has opened a lead yet">Each time someone views, updates, exports or deletes a lead, a line appears here.</EmptyState>;
  const pages = Math.ceil(log.data.total / log.data.pageSize);
  return (
    <Panel title={`${log.data.total} entries`}>
      <ol className="divide-y divide-line">
        {log.data.items.map((entry) => (
          <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[9rem_7rem_1fr] sm:items-baseline sm:gap-4">
            <span className="text-xs text-ink-soft tabular-nums">{formatDateTime(entry.createdAt)}</span>
            <span className="flex items-center gap-2">
              <Chip tone={actionLabel[entry.action].tone}>{actionLabel[entry.action].label}</Chip>
            </span>
            <span className="min-w-0 text-sm break-words text-ink">
              <strong className="font-semibold">{entry.username}</strong> · {subjectLink(entry.subject)}
              {entry.detail ? <span className="block text-xs text-ink-soft">{entry.detail}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex justify-between border-t border-line pt-4">
          {page > 1 ? (
            <Link className={buttonClass.secondary} to={`?page=${page - 1}`}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link className={buttonClass.secondary} to={`?page=${page + 1}`}>
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </Panel>
  );
}
