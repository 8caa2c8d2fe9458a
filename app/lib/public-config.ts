import { useRouteLoaderData } from "react-router";

/** The settings the browser may see, made from the server's config by `publicConfigFrom`. */
export interface PublicConfig {
  newsletter: { portalId: string; formId: string };
  analytics: { gaMeasurementId?: string; gtmId?: string; clarityProjectId?: string; scriptOrigin?: string };
  reviewsWidgetId?: string;
}

/** The browser-safe settings from the root loader (newsletter form ids, analytics ids). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { publicConfig: PublicConfig } | undefined;
  if (!data) throw new Error("usePublicConfig: the root loader data is missing");
  return data.publicConfig;
}
