import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";

/** The admin area's small building blocks: one look for every screen. */

/** The admin's buttons: the site's own, at the small size that suits dense screens. */
export const buttonClass = {
  primary: buttonVariants({ variant: "primary", size: "sm", className: "cursor-pointer" }),
  secondary: buttonVariants({ variant: "secondary", size: "sm", className: "cursor-pointer" }),
  danger: buttonVariants({ variant: "caution", size: "sm", className: "cursor-pointer" }),
} as const;

export const inputClass =
  "block w-full min-h-11 rounded-xl border border-line bg-white px-3.5 text-base text-ink shadow-inner shadow-black/[0.02] placeholder:text-ink-soft/70 focus:border-teal-600 sm:text-sm";

/** A file field: the browser's own control, its button in the admin's soft pill. */
export const fileInputClass =
  "block w-full max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-800 hover:file:bg-teal-100";

/** A labelled admin field around its control: the hint under it (`<id>-hint`, for aria-describedby) and the server's refusal. */
export function Field({
  id,
  label,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
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
      {error ? <p className="mt-1.5 text-sm font-medium text-coral-700">{error}</p> : null}
    </div>
  );
}

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <Heading as="h1" size="title">
          {title}
        </Heading>
        {description ? <p className="mt-1.5 max-w-2xl text-sm text-ink-soft">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function Panel({ title, children, className = "", actions }: { title?: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={`rounded-2xl border border-line bg-white p-5 shadow-soft sm:p-6 ${className}`} aria-label={title}>
      {title ? (
        <div className="mb-4 flex items-center justify-between gap-3">
          {/* A label in the sans face, not a title on the display scale. */}
          <h2 className="font-sans text-base font-semibold text-ink">{title}</h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

const CHIP_TONES = {
  teal: "bg-teal-50 text-teal-800 ring-teal-200",
  coral: "bg-coral-50 text-coral-700 ring-coral-100",
  sand: "bg-sand text-ink ring-line",
  ink: "bg-ink text-white ring-ink",
  mist: "bg-mist text-teal-900 ring-teal-100",
} as const;

export type ChipTone = keyof typeof CHIP_TONES;

export function Chip({ tone = "sand", children }: { tone?: ChipTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${CHIP_TONES[tone]}`}>
      {children}
    </span>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-cream/60 px-6 py-12 text-center">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="mx-auto text-teal-600">
        <rect x="6" y="10" width="36" height="28" rx="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 26h10l3 5h10l3-5h10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {children ? <div className="mx-auto mt-1 max-w-md text-sm text-ink-soft">{children}</div> : null}
    </div>
  );
}

/**
 * Something the owner should act on (email off, sample contact details): a titled coral band, the
 * same on every screen. `alert` announces it to screen readers as soon as it appears.
 */
export function WarningNotice({ title, children, alert = false, testId }: { title: string; children: ReactNode; alert?: boolean; testId?: string }) {
  const id = `warning-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
  return (
    <section
      role={alert ? "alert" : undefined}
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-2xl border border-coral-100 bg-coral-50 p-5 text-sm text-ink"
    >
      <h2 id={id} className="font-sans text-base font-semibold text-coral-700">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-soft">
      <p className="text-sm font-medium text-ink-soft">{label}</p>
      <p className="mt-2 font-display text-3xl text-ink tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-ink-soft">{hint}</p> : null}
    </div>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-coral-100 bg-coral-50 px-4 py-3 text-sm font-medium text-coral-700">
      {children}
    </p>
  );
}

export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-teal-100 bg-teal-50 px-4 py-3 text-sm font-medium text-teal-800">
      {children}
    </p>
  );
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/Chicago",
  });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "America/Chicago" });
}

/** One column of a `DataTable`: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of this column's cells (alignment, width, wrapping). */
  className?: string;
}

/**
 * The admin's tables: a header row of column names for screen readers and eyes alike (or for
 * screen readers only, with `headerHidden`), rows divided by a line, `dense` for long lists of figures.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  dense = false,
  headerHidden = false,
  highlightRows = false,
  className = "",
}: {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  dense?: boolean;
  headerHidden?: boolean;
  /** Rows light up under the pointer: where each row leads somewhere. */
  highlightRows?: boolean;
  className?: string;
}) {
  const pad = dense ? "py-1" : "py-2";
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <thead className={headerHidden ? "sr-only" : "border-b border-line text-xs tracking-wide text-ink-soft uppercase"}>
        <tr>
          {columns.map((column, index) => (
            <th key={column.header} scope="col" className={`${pad} font-semibold ${index < columns.length - 1 ? "pr-4" : ""} ${column.className ?? ""}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={headerHidden ? "" : "divide-y divide-line"}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={highlightRows ? "hover:bg-cream" : undefined}>
            {columns.map((column, index) => (
              <td key={column.header} className={`${dense ? "py-1" : "py-3"} ${index < columns.length - 1 ? "pr-4" : ""} ${column.className ?? ""}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
