import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../../server/config";

export type { PublicConfig };

/** The browser-safe settings from the root loader (newsletter form ids, analytics ids). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { publicConfig: PublicConfig } | undefined;
  if (!data) throw new Error("usePublicConfig: the root loader data is missing");
  return data.publicConfig;
}
