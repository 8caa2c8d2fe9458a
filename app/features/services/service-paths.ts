import type { ServiceEntry } from "~/content/service-model";

/** Breadcrumb trail of a service (Home > Services > X) or program (Home > Programs > X). */
export function serviceCrumbs(entry: Pick<ServiceEntry, "kind" | "title" | "path">) {
  return [{ name: "Home", path: "/" }, indexCrumb(entry.kind), { name: entry.title, path: entry.path }];
}

export function indexCrumb(kind: ServiceEntry["kind"]) {
  return kind === "service" ? { name: "Services", path: "/services" } : { name: "Programs", path: "/programs" };
}

export function formatLabel(entry: Pick<ServiceEntry, "format">): string {
  const { inPerson, online } = entry.format;
  if (inPerson && online) return "In person & online";
  return inPerson ? "In person in Dallas" : "Online in Texas";
}
