import { hasNoControlCharacters } from "~/lib/form-text";
import { leadStatuses, type LeadStatus } from "~/db/lead-status";
import { deliveryStates, type DeliveryState } from "~/db/delivery-state";

/**
 * The inbox's filter, read from the address bar (so a filtered view is a link, and the CSV export
 * takes the same filter). Anything unknown is dropped rather than refused: a stale bookmark still opens.
 */
export type LeadListType = "enquiries" | "newsletter" | "deliveries";

export interface LeadFilter {
  type: LeadListType;
  q: string;
  service: string;
  status: LeadStatus | "";
  /** The deliveries tab: one state, or every state. */
  state: DeliveryState | "";
  /** YYYY-MM-DD, inclusive, in the practice's time zone. */
  from: string;
  to: string;
  page: number;
}

export const LEADS_PAGE_SIZE = 50;

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  closed: "Closed",
  "not-a-fit": "Not a fit",
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string {
  if (!value || !DATE.test(value)) return "";
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? "" : value;
}

export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const type = params.get("type");
  const status = params.get("status") ?? "";
  const service = params.get("service") ?? "";
  const page = Number(params.get("page"));
  const state = params.get("state") ?? "";
  return {
    // "failed" was the deliveries tab's address when it listed failures only; old links still open it.
    type: type === "newsletter" || type === "deliveries" ? type : type === "failed" ? "deliveries" : "enquiries",
    // Control characters never match a name or an address; 100 characters is more than any.
    q: [...(params.get("q") ?? "")].filter(hasNoControlCharacters).join("").trim().slice(0, 100),
    // A service-of-interest value is a slug; one that no lead has simply matches nothing.
    service: /^[a-z0-9-]{1,40}$/.test(service) ? service : "",
    status: (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : "",
    state: type === "failed" ? "failed" : (deliveryStates as readonly string[]).includes(state) ? (state as DeliveryState) : "",
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
  };
}

/** The filter as query parameters, leaving out what is not set. */
export function leadFilterParams(filter: Partial<LeadFilter>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type && filter.type !== "enquiries") params.set("type", filter.type);
  for (const key of ["q", "service", "status", "state", "from", "to"] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The access log's page from its address: a whole number from 1, anything else is the first page. */
export function accessLogPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1;
}
