import { indexPages, indexPathFor } from "~/content/service-index-pages";
import { services, toCard } from "~/content/services";
import type { Crumb } from "~/content/crumb";
import { indexCrumb } from "./service-paths";

/** /services or /programs: this kind's cards by group, the other kind's cards for the cross-links band, and the trail. */
export function serviceIndexData(pathname: string) {
  const path = indexPathFor(pathname);
  const { kind, groups } = indexPages[path];
  const crumbs: Crumb[] = [{ name: "Home", path: "/" }, indexCrumb(kind)];
  return {
    path,
    crumbs,
    entries: services.filter((s) => s.kind === kind).map(toCard),
    // Each group's cards: its own entries first, then programs listed there too (e.g. the Blueprint under premarital).
    groups: groups.map((group) => ({
      group,
      cards: [...services.filter((s) => s.group === group), ...services.filter((s) => s.group !== group && s.alsoListedUnder?.includes(group))].map(toCard),
    })),
    others: services.filter((s) => s.kind !== kind).map(toCard),
  };
}
