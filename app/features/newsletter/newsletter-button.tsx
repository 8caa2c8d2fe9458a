import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { whenNearViewport } from "~/lib/when-near-viewport";

const loadModal = () => import("./newsletter-modal");
// Radix Dialog and the form arrive when the button nears the screen, or on the first click at the latest.
const NewsletterModal = lazy(loadModal);

/**
 * "Pour Me In": opens the Clarity Drip signup modal; focus comes back here when it closes.
 * The label comes from the page's content so this file stays free of the form's code.
 */
export function NewsletterSignupButton({ label, className = "" }: { label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      triggerRef.current
        ? whenNearViewport(triggerRef.current, () => {
            loadModal().catch((error: unknown) => console.warn("The newsletter form could not be preloaded", error));
          })
        : undefined,
    [],
  );

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={`inline-flex min-h-14 items-center gap-2 rounded-full bg-coral-100 px-8 text-lg font-semibold text-teal-900 shadow-lift transition hover:-translate-y-0.5 hover:bg-white motion-reduce:hover:translate-y-0 ${className}`}
        data-testid="newsletter-trigger"
      >
        {label}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3c0 4-5 6-5 10a5 5 0 0 0 10 0c0-4-5-6-5-10z" />
        </svg>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <NewsletterModal open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
