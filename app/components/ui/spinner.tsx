/** The loading spinner: inline or full page, 24/40/64 px, teal-green, "Loading...". */
const SIZES = { small: 24, medium: 40, large: 64 } as const;

export type SpinnerSize = keyof typeof SIZES;

/** The turning ring alone, in currentColor: inside a button while its work is on the way. */
export function SpinnerMark({ size, trackOpacity = 0.18, strokeWidth = 5 }: { size: number; trackOpacity?: number; strokeWidth?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 50 50" className="animate-spin motion-reduce:animate-none" aria-hidden="true">
      <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeOpacity={trackOpacity} strokeWidth={strokeWidth} />
      <path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}

export function Spinner({ size = "medium", fullPage = false, label = "Loading..." }: { size?: SpinnerSize; fullPage?: boolean; label?: string }) {
  const px = SIZES[size];
  const spinner = (
    <span role="status" className="inline-flex flex-col items-center gap-3 text-teal-700" data-size={size}>
      <SpinnerMark size={px} />
      <span className="text-sm font-medium">{label}</span>
    </span>
  );
  if (!fullPage) return spinner;
  return <div className="flex min-h-[60vh] w-full items-center justify-center">{spinner}</div>;
}

/** The spinner floating over the page area below the bar: something the visitor asked for is on its way. */
export function LoadingOverlay({ className = "", testId }: { className?: string; testId?: string }) {
  return (
    <div className={`pointer-events-none fixed inset-x-0 top-28 z-30 flex justify-center lg:top-32 ${className}`} data-testid={testId}>
      <div className="rounded-[var(--radius-card)] bg-white/95 px-8 py-5 shadow-lift">
        <Spinner />
      </div>
    </div>
  );
}
