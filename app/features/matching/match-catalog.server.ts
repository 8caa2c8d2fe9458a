import { services, toCard, type ServiceSlug } from "~/content/services";
import type { MatchCatalog } from "./recommend";

/** What /get-matched needs to know about every service: card fields and whether it runs online. */
export function buildMatchCatalog(): MatchCatalog {
  return Object.fromEntries(services.map((s) => [s.slug, { ...toCard(s), online: s.format.online }])) as Record<ServiceSlug, MatchCatalog[ServiceSlug]>;
}
