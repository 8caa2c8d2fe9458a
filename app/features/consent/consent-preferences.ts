import { CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY } from "~/content/consent-storage-keys";

/**
 * Cookie preferences and how they are kept in the browser. Pure functions over a
 * Storage-like object, so they are unit-tested without a browser.
 */

/** A stored choice is good for one year, then the banner asks again. */
export const CONSENT_MAX_AGE_MS = 31_536_000_000;

export interface CookiePreferences {
  /** Always true: the site cannot run without it (this very choice is stored under it). */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export type OptionalCategory = Exclude<keyof CookiePreferences, "necessary">;

export const NECESSARY_ONLY: CookiePreferences = { necessary: true, analytics: false, marketing: false, functional: false };

export type ConsentChoice = "accept-all" | "necessary-only";

/**
 * What a button press means. Under Global Privacy Control, Accept All still leaves marketing off:
 * the browser has already said "do not sell or share", and only an explicit switch overrides it.
 */
export function preferencesForChoice(choice: ConsentChoice, { globalPrivacyControl }: { globalPrivacyControl: boolean }): CookiePreferences {
  if (choice === "necessary-only") return { ...NECESSARY_ONLY };
  return { necessary: true, analytics: true, marketing: !globalPrivacyControl, functional: true };
}

type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored choice if there is one and it is less than a year old; otherwise null (ask again). */
export function readStoredConsent(storage: ConsentStorage, now: number): CookiePreferences | null {
  if (storage.getItem(CONSENT_KEY) !== "true") return null;
  const timestamp = Number(storage.getItem(CONSENT_TIMESTAMP_KEY));
  if (!Number.isFinite(timestamp) || timestamp <= 0 || timestamp > now + 60_000) return null;
  if (now - timestamp > CONSENT_MAX_AGE_MS) return null;
  return parsePreferences(storage.getItem(PREFERENCES_KEY));
}

/** Any choice stores the flag, the time and the preferences. */
export function storeConsent(storage: ConsentStorage, preferences: CookiePreferences, now: number): void {
  storage.setItem(CONSENT_KEY, "true");
  storage.setItem(CONSENT_TIMESTAMP_KEY, String(now));
  storage.setItem(PREFERENCES_KEY, JSON.stringify(normalize(preferences)));
}

function parsePreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const record = value as Record<string, unknown>;
    const categories: OptionalCategory[] = ["analytics", "marketing", "functional"];
    if (!categories.every((c) => typeof record[c] === "boolean")) return null;
    return normalize(record as unknown as CookiePreferences);
  } catch {
    return null;
  }
}

function normalize(p: CookiePreferences): CookiePreferences {
  return { necessary: true, analytics: p.analytics === true, marketing: p.marketing === true, functional: p.functional === true };
}
