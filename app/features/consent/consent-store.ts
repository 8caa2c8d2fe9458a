import { useSyncExternalStore } from "react";
import { NECESSARY_ONLY, preferencesForChoice, readStoredConsent, storeConsent, type ConsentChoice, type CookiePreferences } from "./consent-preferences";

/**
 * The visitor's consent as the page knows it. Nothing is known on the server, so the server
 * snapshot is "not ready" and nothing consent-dependent renders until the browser has read
 * localStorage after hydration.
 */
export interface ConsentState {
  /** localStorage has been read (always false during SSR and hydration). */
  ready: boolean;
  /** A choice less than a year old exists. */
  decided: boolean;
  preferences: CookiePreferences;
  bannerOpen: boolean;
  view: "main" | "preferences";
  /** The browser sends Global Privacy Control. */
  globalPrivacyControl: boolean;
}

const initial: ConsentState = {
  ready: false,
  decided: false,
  preferences: NECESSARY_ONLY,
  bannerOpen: false,
  view: "main",
  globalPrivacyControl: false,
};

let state = initial;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setState(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes, sandboxed frames): treat as "no consent stored".
    return null;
  }
}

/** Called once after hydration: load the stored choice or open the banner. */
export function initConsent(now = Date.now()): void {
  if (state.ready) return;
  const storage = safeStorage();
  const stored = storage ? readStoredConsent(storage, now) : null;
  const globalPrivacyControl = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  setState({
    ready: true,
    decided: stored !== null,
    preferences: stored ?? NECESSARY_ONLY,
    bannerOpen: stored === null,
    view: "main",
    globalPrivacyControl,
  });
}

export function chooseConsent(choice: ConsentChoice): void {
  savePreferences(preferencesForChoice(choice, { globalPrivacyControl: state.globalPrivacyControl }));
}

export function savePreferences(preferences: CookiePreferences): void {
  const storage = safeStorage();
  if (storage) {
    try {
      storeConsent(storage, preferences, Date.now());
    } catch (error) {
      // Quota or a blocked store: the choice still applies to this page view.
      console.warn("Cookie preferences could not be stored", error);
    }
  }
  const focusWasInside = isFocusInsideBanner();
  setState({ decided: true, preferences, bannerOpen: false, view: "main" });
  if (focusWasInside) restoreFocus();
  else returnFocusTo = null;
}

/** The footer's "Cookie settings": reopen on the preferences view, then return focus there. */
export function openCookieSettings(opener?: HTMLElement | null): void {
  returnFocusTo = opener ?? null;
  if (!state.ready) initConsent();
  setState({ bannerOpen: true, view: "preferences" });
}

export function showConsentView(view: ConsentState["view"]): void {
  setState({ view });
}

/** Close without a new choice: only possible once a choice exists (the footer reopened it). */
export function dismissBanner(): void {
  if (!state.decided) return;
  const focusWasInside = isFocusInsideBanner();
  setState({ bannerOpen: false, view: "main" });
  if (focusWasInside) restoreFocus();
  else returnFocusTo = null;
}

export const COOKIE_BANNER_ID = "cookie-banner";

function isFocusInsideBanner(): boolean {
  return Boolean(document.activeElement?.closest(`#${COOKIE_BANNER_ID}`));
}

function restoreFocus() {
  const target = returnFocusTo && returnFocusTo.isConnected ? returnFocusTo : document.getElementById("main");
  returnFocusTo = null;
  // The focused button is about to unmount; put focus somewhere meaningful, without scrolling.
  queueMicrotask(() => target?.focus({ preventScroll: true }));
}
