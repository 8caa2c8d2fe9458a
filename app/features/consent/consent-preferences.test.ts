import { describe, expect, it } from "vitest";
import { CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY } from "~/content/consent-storage-keys";
import { CONSENT_MAX_AGE_MS, NECESSARY_ONLY, preferencesForChoice, readStoredConsent, storeConsent } from "./consent-preferences";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const NOW = 1_750_000_000_000;

describe("cookie consent storage", () => {
  it("uses the three documented keys and the one-year constant", () => {
    expect([CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY]).toEqual(["ml-cookie-consent", "ml-cookie-consent-timestamp", "ml-cookie-preferences"]);
    expect(CONSENT_MAX_AGE_MS).toBe(31_536_000_000);
  });

  it("stores the flag, the timestamp and the preferences, and reads them back", () => {
    const storage = memoryStorage();
    storeConsent(storage, { necessary: true, analytics: true, marketing: false, functional: true }, NOW);
    expect(storage.data.get(CONSENT_KEY)).toBe("true");
    expect(storage.data.get(CONSENT_TIMESTAMP_KEY)).toBe(String(NOW));
    expect(JSON.parse(storage.data.get(PREFERENCES_KEY)!)).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
    expect(readStoredConsent(storage, NOW + 1000)).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
  });

  it("asks again when nothing is stored, when it is older than a year, or when it is damaged", () => {
    expect(readStoredConsent(memoryStorage(), NOW)).toBeNull();
    const stored = memoryStorage();
    storeConsent(stored, NECESSARY_ONLY, NOW);
    expect(readStoredConsent(stored, NOW + CONSENT_MAX_AGE_MS)).toEqual(NECESSARY_ONLY);
    expect(readStoredConsent(stored, NOW + CONSENT_MAX_AGE_MS + 1)).toBeNull();
    expect(readStoredConsent(memoryStorage({ ...Object.fromEntries(stored.data), [PREFERENCES_KEY]: "{not json" }), NOW)).toBeNull();
    expect(readStoredConsent(memoryStorage({ ...Object.fromEntries(stored.data), [CONSENT_TIMESTAMP_KEY]: "yesterday" }), NOW)).toBeNull();
    expect(readStoredConsent(memoryStorage({ ...Object.fromEntries(stored.data), [CONSENT_KEY]: "false" }), NOW)).toBeNull();
    expect(readStoredConsent(memoryStorage({ ...Object.fromEntries(stored.data), [PREFERENCES_KEY]: '{"analytics":"yes"}' }), NOW)).toBeNull();
  });

  it("never lets a stored value switch necessary off", () => {
    const storage = memoryStorage({
      [CONSENT_KEY]: "true",
      [CONSENT_TIMESTAMP_KEY]: String(NOW),
      [PREFERENCES_KEY]: JSON.stringify({ necessary: false, analytics: false, marketing: false, functional: false }),
    });
    expect(readStoredConsent(storage, NOW)?.necessary).toBe(true);
  });
});

describe("banner choices", () => {
  it("Accept All grants everything, Necessary Only nothing", () => {
    expect(preferencesForChoice("accept-all", { globalPrivacyControl: false })).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(preferencesForChoice("necessary-only", { globalPrivacyControl: false })).toEqual(NECESSARY_ONLY);
  });

  it("under Global Privacy Control, Accept All leaves marketing off", () => {
    expect(preferencesForChoice("accept-all", { globalPrivacyControl: true })).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });
});
