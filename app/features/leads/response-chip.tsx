import { Chip, type ChipTone } from "~/components/admin/admin-kit";
import { formatBusinessHours, RESPONSE_PROMISE_HOURS } from "~/lib/business-hours";
import type { ResponseTime } from "./lead-timeline.server";

const tones: Record<ResponseTime["state"], ChipTone> = { answered: "teal", "on-time": "sand", "due-soon": "coral", overdue: "ink" };

/** Where an enquiry stands against the promise of a reply within 24 business hours. */
export function responseWords(response: ResponseTime): string {
  const spent = formatBusinessHours(response.businessHours);
  if (response.state === "answered") return `Answered in ${spent}`;
  if (response.state === "overdue") return `Overdue: ${spent} without a reply`;
  const left = formatBusinessHours(Math.max(0, RESPONSE_PROMISE_HOURS - response.businessHours));
  return response.state === "due-soon" ? `Answer due soon: ${left} left` : `Waiting for a reply: ${left} left`;
}

export function ResponseChip({ response, onlyWhenUrgent = false }: { response: ResponseTime; onlyWhenUrgent?: boolean }) {
  if (onlyWhenUrgent && response.state !== "due-soon" && response.state !== "overdue") return null;
  return <Chip tone={tones[response.state]}>{responseWords(response)}</Chip>;
}
