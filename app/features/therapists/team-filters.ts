import { teamFocusPhrase } from "~/content/team-page";
import { sessionFormatLabels, teamFocusLabels, therapists, type SessionFormat, type TeamFocus, type Therapist } from "~/content/therapists";

export const FOCUS_OPTIONS = Object.keys(teamFocusLabels) as TeamFocus[];
export const FORMAT_OPTIONS = Object.keys(sessionFormatLabels) as SessionFormat[];

export interface TeamFilters {
  focus: TeamFocus | null;
  format: SessionFormat | null;
}

/** Filters live in the URL (?focus=couples&format=online): plain links work without JavaScript. */
export function readTeamFilters(params: URLSearchParams): TeamFilters {
  const focus = params.get("focus");
  const format = params.get("format");
  return {
    focus: FOCUS_OPTIONS.includes(focus as TeamFocus) ? (focus as TeamFocus) : null,
    format: FORMAT_OPTIONS.includes(format as SessionFormat) ? (format as SessionFormat) : null,
  };
}

function matches(t: Therapist, filters: TeamFilters) {
  return (!filters.focus || t.focus.includes(filters.focus)) && (!filters.format || t.formats.includes(filters.format));
}

/** The team split into its two groups, each narrowed by the filters. */
export function filterTeam(filters: TeamFilters) {
  const leadership = therapists.filter((t) => t.navGroup === "leadership" && matches(t, filters));
  const clinicians = therapists.filter((t) => t.navGroup === "therapists" && matches(t, filters));
  const filtered = filters.focus !== null || filters.format !== null;
  return { leadership, clinicians, filtered, count: leadership.length + clinicians.length, total: therapists.length };
}

/** " for couples work, online": what the filters ask for, for the status line. */
export function describeTeamFilters(filters: TeamFilters): string {
  const parts = [
    filters.focus ? teamFocusPhrase(teamFocusLabels[filters.focus]) : null,
    filters.format ? sessionFormatLabels[filters.format].toLowerCase() : null,
  ].filter(Boolean);
  return parts.length ? ` ${parts.join(", ")}` : "";
}
