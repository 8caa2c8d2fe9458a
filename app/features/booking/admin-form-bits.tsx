import type { ReactNode } from "react";
import { ErrorNote, SuccessNote } from "~/components/ui/admin-kit";

/** Small pieces the availability forms share: a labelled field and a mutation's outcome. */

export const AVAILABILITY_URL = "/api/admin/bookings/availability";
export const BOOKINGS_API = "/api/admin/bookings";

export const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export function Field({ id, label, hint, children, className = "" }: { id: string; label: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

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
