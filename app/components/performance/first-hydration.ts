let firstHydrationDone = false;

/** root.tsx calls this once the first hydration has committed. */
export function markFirstHydrationDone(): void {
  firstHydrationDone = true;
}

/** True in the browser until the first hydration has committed; false on the server and after. */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && !firstHydrationDone;
}

/** True once this browser page has hydrated: what renders now is a client-side navigation or update. */
export function isAfterFirstHydration(): boolean {
  return typeof document !== "undefined" && firstHydrationDone;
}
