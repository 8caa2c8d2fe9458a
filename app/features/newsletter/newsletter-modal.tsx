import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { Dialog } from "radix-ui";
import { useLocation } from "react-router";
import { emitAnalyticsEvent } from "~/lib/analytics-events";
import { apiFetch } from "~/lib/api-client";
import { usePublicConfig } from "~/lib/public-config";
import { newsletterCopy, newsletterPage } from "~/content/newsletter";
import { INVALID_EMAIL_MESSAGE, NEWSLETTER_PAGE_NAME, SIMPLE_EMAIL_SHAPE } from "./newsletter-schema";
import { NEWSLETTER_API_PATH, NEWSLETTER_SUCCESS_CLOSE_MS } from "./newsletter-constants";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";

type Status = "idle" | "submitting" | "success";

const field =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none";

/**
 * The Clarity Drip signup on Radix Dialog: focus is trapped inside, Escape, the
 * close button and a click on the backdrop close it, and focus returns to "Pour Me In".
 */
export default function NewsletterModal({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { pathname } = useLocation();
  const { newsletter } = usePublicConfig();
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    formRef.current?.reset();
    setStatus("idle");
    setError(null);
  };

  // Whatever closes it (the timer, the close button, the backdrop, Escape), it opens fresh next time.
  const changeOpen = (next: boolean) => {
    if (!next) clear();
    onOpenChange(next);
  };

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "submitting") return;
    const data = new FormData(event.currentTarget);
    const firstName = String(data.get("firstName") ?? "").trim();
    const lastName = String(data.get("lastName") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    if (!SIMPLE_EMAIL_SHAPE.test(email)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setError(null);
    setStatus("submitting");
    try {
      const res = await apiFetch("POST", NEWSLETTER_API_PATH, {
        formId: newsletter.formId,
        portalId: newsletter.portalId,
        firstName,
        lastName,
        email,
        pageName: NEWSLETTER_PAGE_NAME,
        pageUri: pathname,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
        const message = typeof body?.message === "string" && body.message.trim() ? body.message : newsletterCopy.serverFailure;
        setError(message);
        setStatus("idle");
        emitAnalyticsEvent("newsletter_signup_error", { page_path: pathname, error: message });
        return;
      }
      setStatus("success");
      emitAnalyticsEvent("newsletter_signup_success", { page_path: pathname, email });
      closeTimer.current = setTimeout(() => changeOpen(false), NEWSLETTER_SUCCESS_CLOSE_MS);
    } catch (failure) {
      console.error("Newsletter signup failed", failure);
      setError(newsletterCopy.otherFailure);
      setStatus("idle");
      emitAnalyticsEvent("newsletter_signup_error", { page_path: pathname, error: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" data-testid="newsletter-overlay" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[1.75rem] bg-cream shadow-lift focus:outline-none"
          data-testid="newsletter-modal"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="relative overflow-hidden rounded-t-[1.75rem] bg-teal-900 px-7 pt-8 pb-7 text-white sm:px-9">
            <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 h-48 w-48 rounded-full bg-coral-500/40 blur-2xl" />
            <p className="relative text-xs font-semibold tracking-[0.18em] text-coral-100 uppercase">{newsletterPage.eyebrow}</p>
            <Dialog.Title className="relative mt-2 pr-10 font-display text-3xl leading-tight">{newsletterCopy.title}</Dialog.Title>
            <Dialog.Description className="relative mt-2 text-teal-50">{newsletterCopy.description}</Dialog.Description>
          </div>

          <div className="px-7 pt-6 pb-8 sm:px-9">
            {status === "success" ? (
              <div role="status" className="py-6 text-center" data-testid="newsletter-success">
                <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                  <Icon name="check" size={28} strokeWidth={2.2} />
                </span>
                <p className="mt-4 font-display text-2xl text-ink">{newsletterCopy.successTitle}</p>
                <p className="mt-2 text-ink-soft">{newsletterCopy.successText}</p>
              </div>
            ) : (
              <form ref={formRef} onSubmit={onSubmit} data-testid="newsletter-form">
                {error ? (
                  <div
                    role="alert"
                    className="mb-5 rounded-xl border border-danger-200 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-900"
                    data-testid="newsletter-error"
                  >
                    {error}
                  </div>
                ) : null}
                <div className="grid gap-4 sm:grid-cols-2">
                  <div>
                    <label htmlFor="newsletter-first-name" className="text-sm font-semibold text-ink">
                      {newsletterCopy.firstName}
                    </label>
                    <input id="newsletter-first-name" name="firstName" type="text" autoComplete="given-name" required className={field} />
                  </div>
                  <div>
                    <label htmlFor="newsletter-last-name" className="text-sm font-semibold text-ink">
                      {newsletterCopy.lastName}
                    </label>
                    <input id="newsletter-last-name" name="lastName" type="text" autoComplete="family-name" required className={field} />
                  </div>
                </div>
                <div className="mt-4">
                  <label htmlFor="newsletter-email" className="text-sm font-semibold text-ink">
                    {newsletterCopy.email}
                  </label>
                  {/* Not type="email": the browser checks only that it is filled in, and the shape
                      check above answers with the modal's own error banner rather than the browser's own bubble. */}
                  <input
                    id="newsletter-email"
                    name="email"
                    type="text"
                    autoComplete="email"
                    inputMode="email"
                    spellCheck={false}
                    autoCapitalize="off"
                    required
                    className={field}
                  />
                </div>
                <Button type="submit" size="lg" disabled={status === "submitting"} className="mt-6 w-full disabled:cursor-wait disabled:opacity-75">
                  {status === "submitting" ? newsletterCopy.submitting : newsletterCopy.submit}
                </Button>
                <p className="mt-4 text-center text-sm text-ink-soft">{newsletterCopy.privacy}</p>
              </form>
            )}
          </div>

          <Dialog.Close
            aria-label={newsletterCopy.close}
            className="absolute top-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full text-white transition hover:bg-white/15"
            data-testid="newsletter-close"
          >
            <Icon name="close" size={20} strokeWidth={2} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
