/** Constants of our own statistics endpoint, shared by the browser beacon and the server. */
export const COLLECT_PATH = "/api/clarity/collect";
export const COLLECT_MAX_BYTES = 4 * 1024;
export const COLLECT_MAX_EVENTS = 20;

export const webVitalNames = ["LCP", "INP", "CLS"] as const;
export const conversionEventNames = ["newsletter_signup_success", "newsletter_signup_error", "enquiry_sent"] as const;

/** The sessionStorage key of the tab's random visit id (sent only with analytics consent). */
export const VISIT_ID_KEY = "ml-visit";

/** A largest contentful paint over 2500 ms is logged as slow. */
export const SLOW_LCP_MS = 2500;
