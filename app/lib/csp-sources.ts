/**
 * Extra hosts a third-party tool needs in the Content-Security-Policy, one list per directive.
 * Each tool's feature says which hosts it needs (analytics, reviews widget); the server merges
 * them into the one policy it sends. Kept here, not in a feature, so features and the server share
 * the shape without importing each other.
 */
export interface CspSources {
  scriptHosts: string[];
  connectHosts: string[];
  imgHosts: string[];
  frameHosts: string[];
}

export function noCspSources(): CspSources {
  return { scriptHosts: [], connectHosts: [], imgHosts: [], frameHosts: [] };
}

/** Combine CSP host lists without duplicates. */
export function mergeCspSources(...lists: CspSources[]): CspSources {
  const merged = noCspSources();
  for (const list of lists) {
    for (const key of Object.keys(merged) as (keyof CspSources)[]) {
      for (const host of list[key]) if (!merged[key].includes(host)) merged[key].push(host);
    }
  }
  return merged;
}
