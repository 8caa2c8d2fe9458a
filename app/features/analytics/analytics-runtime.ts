/**
 * Everything that happens once the visitor grants analytics: the third-party loaders, page views,
 * our own statistics and Web Vitals, and the analytics-event sink. Imported dynamically by
 * ConsentGatedAnalytics, so none of it is downloaded, let alone run, without consent.
 */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { setAnalyticsSink, type AnalyticsEventName } from "~/lib/analytics-events";
import type { AnalyticsIds } from "./analytics-hosts";
import {
  expireAnalyticsCookies,
  loadAnalyticsTools,
  updateClarityConsent,
  updateConsentMode,
  type ConsentSignals,
  type LoadedTools,
} from "./analytics-loaders";
import { quizIds } from "~/content/quizzes/quiz-model";
import { conversionEventNames } from "./collect-events";
import { externalReferrerHost, forgetVisit, sendToCollector } from "./first-party-beacon";
import { pageViewFor } from "./page-view";

export interface AnalyticsStart {
  ids: AnalyticsIds;
  scriptOrigin?: string;
  nonce?: string;
  marketing: boolean;
  functional: boolean;
}

let active = false;
let loaded: LoadedTools = { googleAnalytics: false, tagManager: false, clarity: false };
let vitalsObserved = false;
let documentReferrerUsed = false;
/** The path of the page the browser loaded: Web Vitals describe that load, not later client routes. */
let landingPath = "/";

export function startAnalytics({ ids, scriptOrigin, nonce, marketing, functional }: AnalyticsStart): void {
  const signals: ConsentSignals = { analytics: true, marketing, functional };
  active = true;
  if (loaded.googleAnalytics || loaded.tagManager || loaded.clarity) {
    // Consent withdrawn and granted again on the same page: the tools are already here.
    updateSignals(signals);
  } else {
    loaded = loadAnalyticsTools(ids, scriptOrigin, nonce, signals);
  }
  setAnalyticsSink(sendAnalyticsEvent);
  observeWebVitals();
}

export function updateSignals(signals: ConsentSignals): void {
  updateConsentMode(signals);
  updateClarityConsent(signals);
}

/** Consent withdrawn: send nothing more, tell the tools, and remove their cookies. */
export function stopAnalytics(): void {
  if (!active) return;
  active = false;
  setAnalyticsSink(null);
  forgetVisit();
  updateSignals({ analytics: false, marketing: false, functional: false });
  expireAnalyticsCookies();
}

/** A page_view to web analytics, the data layer (with a timestamp) and Clarity, each only if loaded. */
export function trackPageView(): void {
  if (!active) return;
  const url = new URL(window.location.href);
  const view = pageViewFor(url, document.title);
  if (loaded.googleAnalytics) window.gtag?.("event", "page_view", view);
  if (loaded.tagManager) window.dataLayer?.push({ event: "page_view", ...view, timestamp: new Date().toISOString() });
  if (loaded.clarity) {
    window.clarity?.("set", "page_path", view.page_path);
    window.clarity?.("set", "page_title", view.page_title);
    window.clarity?.("event", "page_view");
  }
  const referrerHost = documentReferrerUsed ? undefined : externalReferrerHost(document.referrer, url.hostname);
  documentReferrerUsed = true;
  sendToCollector([{ type: "page_view", path: url.pathname, ...(referrerHost ? { referrerHost } : {}) }]);
}

/**
 * The analytics-event sink (newsletter outcomes). Clarity gets the event name, the page path and
 * a short error text; never the e-mail address, which would put a visitor's identity next to a
 * therapy-site recording. Our own statistics count the conversion without any detail.
 */
function sendAnalyticsEvent(name: AnalyticsEventName, payload: Record<string, unknown>): void {
  if (!active || name === "page_view") return;
  if (name === "quiz_complete") {
    // First-party only, and only the quiz's id: which answers or which result never leave the page.
    const quiz = quizIds.find((id) => id === payload.quiz);
    if (quiz) sendToCollector([{ type: "quiz_complete", quiz }]);
    return;
  }
  const path = window.location.pathname;
  if (loaded.clarity) {
    window.clarity?.("set", "page_path", path);
    const error = typeof payload.error === "string" ? payload.error.slice(0, 120) : undefined;
    if (error) window.clarity?.("set", "error", error);
    window.clarity?.("event", name);
  }
  const conversion = conversionEventNames.find((n) => n === name);
  if (conversion) sendToCollector([{ type: "event", name: conversion, path }]);
}

function observeWebVitals(): void {
  if (vitalsObserved) return;
  vitalsObserved = true;
  landingPath = firstLoadPath();
  const report = (metric: Metric) => {
    if (!active) return;
    sendToCollector([
      {
        type: "web_vital",
        path: landingPath,
        name: metric.name as "LCP" | "INP" | "CLS",
        value: Math.round(metric.value * (metric.name === "CLS" ? 10_000 : 1)) / (metric.name === "CLS" ? 10_000 : 1),
        rating: metric.rating,
      },
    ]);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}

function firstLoadPath(): string {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  try {
    return navigation ? new URL(navigation.name).pathname : window.location.pathname;
  } catch {
    return window.location.pathname;
  }
}
