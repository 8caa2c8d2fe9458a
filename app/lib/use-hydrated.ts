import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the page hydrates (so both render the same HTML), true once React
 * is live in this browser, and from the first render of anything mounted after that.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
