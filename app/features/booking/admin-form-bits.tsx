import { ErrorNote, SuccessNote } from "~/components/admin/admin-kit";

/** Small pieces the availability forms share: their addresses and a mutation's outcome. */

export const AVAILABILITY_URL = "/api/admin/bookings/availability";
export const BOOKINGS_API = "/api/admin/bookings";

export const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export function Outcome({
  mutation,
  success,
}: {
  mutation: { isError: boolean; isSuccess: boolean; isPending: boolean; error: Error | null };
  success?: string;
}) {
  return (
    <div aria-live="polite">
      {mutation.isError ? <ErrorNote>{mutation.error?.message}</ErrorNote> : null}
      {success && mutation.isSuccess && !mutation.isPending ? <SuccessNote>{success}</SuccessNote> : null}
    </div>
  );
}
