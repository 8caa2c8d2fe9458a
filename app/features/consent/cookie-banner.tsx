import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { CookiePreferences, OptionalCategory } from "./consent-preferences";
import { chooseConsent, COOKIE_BANNER_ID, dismissBanner, savePreferences, showConsentView, useConsent } from "./consent-store";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { cookieBannerCopy as words } from "~/content/cookie-consent";

/**
 * The cookie banner: a small bottom sheet, not a modal. It never traps focus and never
 * covers the page's own buttons for good: while it is open the page gets bottom padding of the
 * sheet's height, so the end of every page can still be scrolled into view above it.
 * Loaded lazily: visitors who have already chosen never download this file.
 */
export default function CookieBanner() {
  const consent = useConsent();
  const sheetRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useReservedSpace(sheetRef);

  // Focus follows the visitor's action (Customize, Back, the footer's "Cookie settings"), but the
  // first appearance on a fresh visit leaves focus where it is: nobody asked for the banner.
  useEffect(() => {
    const openedByVisitor = !firstRender.current || consent.view === "preferences";
    firstRender.current = false;
    if (openedByVisitor) headingRef.current?.focus({ preventScroll: true });
  }, [consent.view]);

  useEffect(() => {
    if (!consent.decided) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismissBanner();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [consent.decided]);

  return (
    <div
      id={COOKIE_BANNER_ID}
      role="region"
      aria-labelledby="cookie-banner-title"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-6 sm:pb-6"
    >
      <div
        ref={sheetRef}
        data-testid="cookie-sheet"
        className="consent-sheet pointer-events-auto relative mx-auto max-h-[min(46rem,calc(100dvh-1rem))] max-w-4xl overflow-y-auto overscroll-contain rounded-[var(--radius-card)] border border-line bg-white text-ink shadow-[0_-4px_32px_-8px_rgb(29_27_25/0.22)]"
      >
        {consent.decided ? (
          <button
            type="button"
            onClick={dismissBanner}
            aria-label={words.closeLabel}
            className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-soft transition hover:bg-sand hover:text-ink"
          >
            <Icon name="close" size={18} strokeWidth={2} />
          </button>
        ) : null}
        {consent.view === "main" ? (
          <MainView headingRef={headingRef} globalPrivacyControl={consent.globalPrivacyControl} />
        ) : (
          <PreferencesView
            headingRef={headingRef}
            initial={consent.preferences}
            decided={consent.decided}
            globalPrivacyControl={consent.globalPrivacyControl}
          />
        )}
      </div>
    </div>
  );
}

const primaryButton = buttonVariants({ className: "cursor-pointer text-sm" });
const secondaryButton = buttonVariants({ variant: "secondary", className: "cursor-pointer text-sm" });
const quietButton =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-teal-800 underline decoration-teal-200 decoration-2 underline-offset-4 transition hover:decoration-teal-700";

function PolicyLinks() {
  return (
    <>
      {words.policyLinks.readOur}{" "}
      <Link to="/privacy-policy" className="inline-link hover:text-teal-900">
        {words.policyLinks.privacy}
      </Link>{" "}
      {words.policyLinks.and}{" "}
      <Link to="/cookie-policy" className="inline-link hover:text-teal-900">
        {words.policyLinks.cookie}
      </Link>
      .
    </>
  );
}

function GpcNote() {
  return (
    <p className="mt-2 flex gap-2 rounded-xl bg-mist px-3 py-2 text-[0.8125rem] leading-snug text-ink">
      <Icon name="shieldCheck" size={16} strokeWidth={2} className="mt-0.5 text-teal-700" />
      <span>{words.gpcNote}</span>
    </p>
  );
}

function MainView({ headingRef, globalPrivacyControl }: { headingRef: React.RefObject<HTMLHeadingElement | null>; globalPrivacyControl: boolean }) {
  return (
    <div className="grid gap-3 p-4 sm:p-6 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-8">
      <div>
        <h2
          id="cookie-banner-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-display text-lg leading-tight text-ink outline-none sm:text-xl"
        >
          <Icon name="cookie" size={22} strokeWidth={1.6} className="text-coral-500" />
          {words.main.heading}
        </h2>
        <p className="mt-1.5 text-[0.8125rem] leading-snug text-ink-soft sm:text-sm sm:leading-relaxed">
          {words.main.text} <PolicyLinks />
        </p>
        {globalPrivacyControl ? <GpcNote /> : null}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-end lg:flex-nowrap">
        <button type="button" onClick={() => showConsentView("preferences")} className={`${quietButton} order-last col-span-2 sm:order-none`}>
          {words.main.customize}
        </button>
        <button type="button" onClick={() => chooseConsent("necessary-only")} className={secondaryButton}>
          {words.main.necessaryOnly}
        </button>
        <button type="button" onClick={() => chooseConsent("accept-all")} className={primaryButton}>
          {words.main.acceptAll}
        </button>
      </div>
    </div>
  );
}

const categoryKeys: OptionalCategory[] = ["analytics", "marketing", "functional"];
const categories: { key: OptionalCategory; label: string; description: string }[] = categoryKeys.map((key) => ({
  key,
  ...words.preferences.categories[key],
}));

function PreferencesView({
  headingRef,
  initial,
  decided,
  globalPrivacyControl,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  initial: CookiePreferences;
  decided: boolean;
  globalPrivacyControl: boolean;
}) {
  const [draft, setDraft] = useState<CookiePreferences>(initial);
  const idPrefix = useId();
  return (
    <form
      className="p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        savePreferences(draft);
      }}
    >
      {/* A one-off: the banner's title, kept small so the banner stays short. */}
      <h2 id="cookie-banner-title" ref={headingRef} tabIndex={-1} className="pr-12 font-display text-lg leading-tight text-ink outline-none sm:text-xl">
        {words.preferences.heading}
      </h2>
      <p className="mt-1 hidden text-sm leading-snug text-ink-soft sm:block">{words.preferences.intro}</p>
      <ul className="mt-2 grid gap-x-6 sm:mt-3 sm:grid-cols-2">
        <li className="flex items-start justify-between gap-4 border-t border-line py-1.5 sm:py-2.5">
          <div className="min-w-0">
            <label htmlFor={`${idPrefix}-necessary`} className="block text-sm font-semibold text-ink">
              {words.preferences.necessary.label}
            </label>
            <p id={`${idPrefix}-necessary-desc`} className="text-[0.8125rem] leading-snug text-ink-soft">
              {words.preferences.necessary.description}
            </p>
          </div>
          <SwitchControl id={`${idPrefix}-necessary`} checked disabled describedBy={`${idPrefix}-necessary-desc`} />
        </li>
        {categories.map((c) => (
          <li key={c.key} className="flex items-start justify-between gap-4 border-t border-line py-1.5 sm:py-2.5">
            <div className="min-w-0">
              <label htmlFor={`${idPrefix}-${c.key}`} className="block text-sm font-semibold text-ink">
                {c.label}
              </label>
              <p id={`${idPrefix}-${c.key}-desc`} className="text-[0.8125rem] leading-snug text-ink-soft">
                {c.description}
                {c.key === "marketing" && globalPrivacyControl ? words.preferences.marketingOffUnderGpc : null}
              </p>
            </div>
            <SwitchControl
              id={`${idPrefix}-${c.key}`}
              checked={draft[c.key]}
              describedBy={`${idPrefix}-${c.key}-desc`}
              onChange={(checked) => setDraft((d) => ({ ...d, [c.key]: checked }))}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <p className="hidden text-[0.8125rem] text-ink-soft sm:block">
          <PolicyLinks />
        </p>
        <div className="flex w-full gap-2 sm:w-auto">
          {decided ? null : (
            <button type="button" onClick={() => showConsentView("main")} className={`${secondaryButton} flex-1 sm:flex-none`}>
              {words.preferences.back}
            </button>
          )}
          <button type="submit" className={`${primaryButton} flex-1 sm:flex-none`}>
            {words.preferences.save}
          </button>
        </div>
      </div>
    </form>
  );
}

/** A native checkbox with the switch role: keyboard, forms and screen readers for free, drawn as a switch. */
function SwitchControl({
  id,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  describedBy: string;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <span className="relative -my-2 inline-flex h-11 w-14 shrink-0 items-center justify-center">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        className="peer absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none flex h-7 w-12 items-center rounded-full bg-ink-muted p-0.5 transition-colors peer-checked:bg-teal-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600 peer-disabled:opacity-60 peer-checked:[&>span]:translate-x-5"
      >
        <span className="h-6 w-6 rounded-full bg-white shadow transition-transform" />
      </span>
    </span>
  );
}

/**
 * While the sheet is open, reserve its height at the end of the page, so the footer and the last
 * buttons can always be scrolled above it. The space goes inside the footer, so it shows the
 * footer's colour; a page without one pads the body.
 *
 * Set as the element's own padding (not inherited): a CSS variable on the root element would make
 * the browser recompute the style of every element on the page, a long task on a phone.
 */
function useReservedSpace(ref: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const target = document.querySelector<HTMLElement>("body > footer") ?? document.body;
    // The observer reports the size once at the start and on every change, from the layout the
    // browser does anyway: measuring here as well would force an extra layout of the whole page.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      target.style.paddingBottom = `${Math.ceil(height) + 16}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      target.style.removeProperty("padding-bottom");
    };
  }, [ref]);
}
