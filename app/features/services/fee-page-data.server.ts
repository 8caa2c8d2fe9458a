import { feeSchedule, programGroupOrder, serviceGroups, type FeeLine, type ServiceGroup } from "~/content/services";

/**
 * What /fees-and-faqs (and the Reset offer on /six) need from the service data, built in their
 * loaders so the browser gets these few fields rather than every service page's copy. Every
 * program price, length and inclusion comes from app/content/services/ through feeSchedule().
 */

export interface ProgramFeeGroup {
  group: ServiceGroup;
  heading: string;
  intro: string;
  programs: FeeLine[];
}

export interface FeePageData {
  /** Every `kind: "program"` entry, grouped by shape in the order of /programs. */
  programGroups: ProgramFeeGroup[];
  /** The session-priced services the session fee table applies to. */
  sessionServices: { title: string; path: string }[];
  /** The lowest one-off program price ("programs from"); monthly plans are not a complete program. */
  programsFromUsd: number;
}

function groupRank(group: ServiceGroup): number {
  const i = programGroupOrder.indexOf(group);
  return i === -1 ? programGroupOrder.length : i;
}

export function feePageData(): FeePageData {
  const schedule = feeSchedule();
  const programs = schedule.filter((f) => f.kind === "program");
  const groups = [...new Set(programs.map((p) => p.group))].sort((a, b) => groupRank(a) - groupRank(b));
  const oneOff = programs.filter((p) => p.unit !== "month");
  return {
    programGroups: groups.map((group) => ({
      group,
      heading: serviceGroups[group].heading,
      intro: serviceGroups[group].intro,
      programs: programs.filter((p) => p.group === group),
    })),
    sessionServices: schedule.filter((f) => f.kind === "service").map(({ title, path }) => ({ title, path })),
    programsFromUsd: Math.min(...oneOff.map((p) => p.amountUsd)),
  };
}

/** One program's fee line by path, for pages that offer it (the Reset on /six). */
export function programFeeLine(path: string): FeeLine {
  const line = feeSchedule().find((f) => f.kind === "program" && f.path === path);
  if (!line) throw new Error(`fees: no program at ${path} in app/content/services/`);
  return line;
}

/** What a page offering one program shows of it (name, badge, price, length), so the rest of its fee line stays on the server. */
export function programOffer(path: string) {
  const { title, badge, amountUsd, unit, length } = programFeeLine(path);
  return { title, path, badge, amountUsd, unit, length };
}
