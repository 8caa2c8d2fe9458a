import type { ServiceSlug } from "~/content/service-model";
import { therapists, type Therapist } from "~/content/therapists";
import { therapistFocus } from "./therapist-focus";

/** Who may see you for one service, each with their focus line: the service page's team band, in the team's order. */
export function serviceTeam(slug: ServiceSlug): { therapist: Therapist; focus: string }[] {
  return therapists
    .filter((t) => t.offers.includes(slug))
    .map((therapist) => ({ therapist, focus: therapistFocus[therapist.slug]?.focus ?? therapist.oneLiner }));
}
