import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import { ButtonLink } from "~/components/ui/button";
import { LoadingOverlay } from "~/components/ui/spinner";
import { NEWSLETTER_PAGE_PATH } from "./newsletter-constants";
import { Icon } from "~/components/ui/icons";

// Radix Dialog and the form arrive when the button nears the screen, or on the first click at the latest.
const NewsletterModal = lazyIsland(() => import("./newsletter-modal"), { when: "visible" });

/**
 * "Pour Me In": a link to the signup page, so it works before any script; once React is live a
 * plain click opens the Clarity Drip signup modal instead, and focus comes back here when it
 * closes. A click with a modifier (new tab, new window) still follows the link.
 * The label comes from the page's content so this file stays free of the form's code.
 */
export function NewsletterSignupButton({ label, className }: { label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);

  NewsletterModal.useTrigger(triggerRef);

  const openModal = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      {/* A button to the visitor (it opens a dialog); a link until React is live. */}
      <ButtonLink
        ref={triggerRef}
        to={NEWSLETTER_PAGE_PATH}
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openModal();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
          // Space presses a button (Enter already clicks a link).
          if (event.key !== " ") return;
          event.preventDefault();
          openModal();
        }}
        variant="invitation"
        size="lg"
        className={className}
        data-testid="newsletter-trigger"
      >
        {label}
        <Icon name="drop" size={20} strokeWidth={2} />
      </ButtonLink>
      {/* Tapped before the dialog's code is here: the spinner says it is coming. */}
      {mounted ? <NewsletterModal open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} fallback={open ? <LoadingOverlay /> : null} /> : null}
    </>
  );
}
