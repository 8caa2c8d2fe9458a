import { Chip, formatDateTime, Panel, type ChipTone } from "~/components/admin/admin-kit";
import { deliveryStateLabels, type DeliveryState } from "~/db/delivery-state";
import type { TimelineEntry } from "./lead-timeline.server";

const deliveryTones: Record<DeliveryState, ChipTone> = { sent: "teal", skipped: "sand", queued: "mist", retrying: "coral", failed: "ink" };

/** Everything that happened to one enquiry, oldest first, with each e-mail's state in words. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Panel title="Timeline">
      <ol id="timeline" className="relative space-y-5 border-l-2 border-line pl-5" aria-label="What happened, oldest first">
        {entries.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] h-2.5 w-2.5 rounded-full bg-teal-700 ring-4 ring-white" />
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-ink">
              <span>{entry.title}</span>
              {entry.delivery ? <Chip tone={deliveryTones[entry.delivery]}>{`Email: ${deliveryStateLabels[entry.delivery]}`}</Chip> : null}
            </p>
            <p className="mt-0.5 text-xs text-ink-soft">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.by ? ` · by ${entry.by}` : null}
            </p>
            {entry.detail ? <p className="mt-1 text-sm break-words text-ink-soft">Reason: {entry.detail}</p> : null}
            {entry.reply ? (
              <details className="mt-2 rounded-xl border border-line bg-cream/60 p-3 text-sm">
                <summary className="min-h-10 cursor-pointer content-center font-semibold text-teal-800">
                  {entry.reply.subject} <span className="font-normal text-ink-soft">to {entry.reply.to}</span>
                </summary>
                <p className="mt-2 whitespace-pre-wrap text-ink">{entry.reply.body}</p>
                {entry.reply.deliveryReason && entry.reply.delivery !== "sent" ? (
                  <p className="mt-2 text-xs text-ink-soft">Last problem: {entry.reply.deliveryReason}</p>
                ) : null}
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
