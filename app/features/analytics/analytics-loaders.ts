/**
 * The third-party loaders, run only after analytics consent (analytics-runtime.ts decides).
 * No inline bootstrap snippets: the queues are set up here, in our own bundle, and the vendor
 * scripts are added as elements carrying the CSP nonce.
 */
import { analyticsScriptUrls, type AnalyticsIds } from "./analytics-hosts";

type CommandQueue = ((...args: unknown[]) => void) & { q?: unknown[] };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    clarity?: CommandQueue;
  }
}

export interface ConsentSignals {
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface LoadedTools {
  googleAnalytics: boolean;
  tagManager: boolean;
  clarity: boolean;
}

function ensureDataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

function ensureGtag(): (...args: unknown[]) => void {
  if (!window.gtag) {
    const dataLayer = ensureDataLayer();
    window.gtag = function gtag() {
      // gtag.js reads Arguments objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params -- a rest array would not be an Arguments object
      dataLayer.push(arguments);
    };
  }
  return window.gtag;
}

/** Google Consent Mode v2 states for a set of choices. */
export function consentModeState({ analytics, marketing, functional }: ConsentSignals) {
  const grant = (yes: boolean) => (yes ? "granted" : "denied");
  return {
    analytics_storage: grant(analytics),
    ad_storage: grant(marketing),
    ad_user_data: grant(marketing),
    ad_personalization: grant(marketing),
    functionality_storage: grant(functional),
    personalization_storage: grant(functional),
    security_storage: "granted",
  };
}

/**
 * Consent Mode v2: everything denied by default, then updated to the visitor's choice. Both the
 * Google tag and Tag Manager read these from the shared data layer, so this runs before either.
 */
export function initConsentMode(signals: ConsentSignals): void {
  const gtag = ensureGtag();
  gtag("consent", "default", {
    ...consentModeState({ analytics: false, marketing: false, functional: false }),
    wait_for_update: 500,
  });
  gtag("set", "ads_data_redaction", true);
  gtag("set", "url_passthrough", false);
  gtag("consent", "update", consentModeState(signals));
}

export function updateConsentMode(signals: ConsentSignals): void {
  if (window.gtag) window.gtag("consent", "update", consentModeState(signals));
}

function addScript(src: string, nonce: string | undefined): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing) return existing;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  script.dataset.consentCategory = "analytics";
  document.head.appendChild(script);
  return script;
}

/** Google Analytics 4 through gtag.js. Page views are sent by us on each route change. */
export function loadGoogleAnalytics(id: string, src: string, nonce: string | undefined, signals: ConsentSignals): void {
  const gtag = ensureGtag();
  gtag("js", new Date());
  gtag("config", id, {
    send_page_view: false,
    allow_google_signals: signals.marketing,
    allow_ad_personalization_signals: signals.marketing,
  });
  addScript(src, nonce);
}

/** Google Tag Manager: the data layer's start event, then the container script. */
export function loadTagManager(src: string, nonce: string | undefined): void {
  ensureDataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  addScript(src, nonce);
}

/** Microsoft Clarity session recording, with every form field masked. */
export function loadClarity(src: string, nonce: string | undefined, signals: ConsentSignals): void {
  if (!window.clarity) {
    const clarity: CommandQueue = Object.assign(
      function queueClarityCommand() {
        // Clarity's script replays these Arguments objects once it has loaded.
        // eslint-disable-next-line prefer-rest-params -- a rest array would not be an Arguments object
        clarity.q?.push(arguments);
      },
      { q: [] as unknown[] },
    );
    window.clarity = clarity;
  }
  window.clarity("consentv2", { ad_Storage: signals.marketing ? "granted" : "denied", analytics_Storage: "granted" });
  maskFormFields();
  addScript(src, nonce);
}

export function updateClarityConsent(signals: ConsentSignals): void {
  window.clarity?.("consentv2", {
    ad_Storage: signals.analytics && signals.marketing ? "granted" : "denied",
    analytics_Storage: signals.analytics ? "granted" : "denied",
  });
}

const FORM_FIELDS = "form, input, textarea, select, [contenteditable]";

/**
 * Clarity already masks what is typed into inputs; we also mark every form and field (including
 * ones rendered later, such as the newsletter modal) so labels and chosen options are masked too.
 */
function maskFormFields(): void {
  const mark = (root: ParentNode) => {
    for (const element of root.querySelectorAll<HTMLElement>(FORM_FIELDS)) element.setAttribute("data-clarity-mask", "True");
  };
  mark(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(FORM_FIELDS)) node.setAttribute("data-clarity-mask", "True");
        mark(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}

/** Runs each loader whose id is configured; returns which ones ran. */
export function loadAnalyticsTools(ids: AnalyticsIds, scriptOrigin: string | undefined, nonce: string | undefined, signals: ConsentSignals): LoadedTools {
  const urls = analyticsScriptUrls(ids, scriptOrigin);
  const loaded: LoadedTools = { googleAnalytics: false, tagManager: false, clarity: false };
  if (urls.googleAnalytics || urls.tagManager) initConsentMode(signals);
  if (ids.gaMeasurementId && urls.googleAnalytics) {
    loadGoogleAnalytics(ids.gaMeasurementId, urls.googleAnalytics, nonce, signals);
    loaded.googleAnalytics = true;
  }
  if (urls.tagManager) {
    loadTagManager(urls.tagManager, nonce);
    loaded.tagManager = true;
  }
  if (urls.clarity) {
    loadClarity(urls.clarity, nonce, signals);
    loaded.clarity = true;
  }
  return loaded;
}

/**
 * The cookies these tools set on our own domain. Withdrawing consent removes them; the tools'
 * code already in memory stops at the next page load.
 */
export function expireAnalyticsCookies(): void {
  const names = document.cookie
    .split(";")
    .map((c) => c.split("=")[0]?.trim() ?? "")
    .filter((name) => /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_clck|_clsk|CLID|MUID)$/.test(name));
  const hostParts = location.hostname.split(".");
  const domains = [""];
  for (let i = 0; i < hostParts.length - 1; i++) domains.push(`; domain=.${hostParts.slice(i).join(".")}`);
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}
