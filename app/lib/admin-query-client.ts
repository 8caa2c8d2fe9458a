import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "~/lib/api-client";

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The admin area's data requests: no retry, no refetch when the window regains focus, never
 * stale, no polling, unused data dropped after 5 minutes. A change refreshes what it touched by
 * invalidating those queries.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: FIVE_MINUTES,
      },
      mutations: { retry: false },
    },
  });
}
