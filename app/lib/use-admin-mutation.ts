import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";

/**
 * A change through the admin API: on success the queries it touched are invalidated (refetched
 * if on screen); on failure the server's message is shown as it is.
 */
export function useAdminMutation<TInput>(method: string, url: (input: TInput) => string, invalidate: string[], body?: (input: TInput) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const res = await apiFetch(method, url(input), body ? body(input) : undefined);
      const payload = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) throw new Error(payload.message ?? `${res.status}: ${res.statusText}`);
      return payload;
    },
    // Query keys are request URLs: a prefix refreshes a list with every filter it was loaded with.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => invalidate.some((prefix) => String(query.queryKey[0]).startsWith(prefix)) }),
  });
}
