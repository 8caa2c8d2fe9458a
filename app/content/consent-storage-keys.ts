/**
 * The three browser-storage keys of a visitor's cookie choice: the flag, when it was made, and the
 * preferences. Named once here: the consent feature reads and writes them, the cookie policy
 * documents them.
 */
export const CONSENT_KEY = "ml-cookie-consent";
export const CONSENT_TIMESTAMP_KEY = "ml-cookie-consent-timestamp";
export const PREFERENCES_KEY = "ml-cookie-preferences";
