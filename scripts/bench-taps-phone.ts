// The phone of `npm run bench:taps` (scripts/bench-taps.ts): a fresh Chromium context on the
// mid-phone profile, what each page it opens reports of itself, and a finger that taps until the
// control does its job.
import { type Browser, type CDPSession, type Locator, type Page } from "@playwright/test";
import { contactCopy } from "~/content/contact-form";
import { withNecessaryOnlyConsent } from "../tests/e2e/home-helpers";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The mid-phone profile: 4x CPU slowdown; 150 ms round trips, 1.6 Mbps down, 750 Kbps up (in bytes per second). */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** A tap with no response by then was ignored (or lost); no further taps this long after the first paint. */
const OUTCOME_TIMEOUT_MS = 10_000;
const DEAD_LIMIT_MS = 20_000;

/** What a page reports of itself, in epoch ms (the page's clock and Node's are the same wall clock). */
export interface Mark {
  kind: "paint" | "click" | "menu-open" | "menu-closed" | "route" | "submitted" | "hydrated";
  at: number;
  /** The document that reported it (a native navigation or post starts a new one). */
  doc: string;
  path: string;
  detail: string;
}

/** Runs in every document before its own scripts, and reports through the `benchMark` binding. */
function recorder(successTitle: string) {
  const doc = Math.random().toString(36).slice(2);
  const report = (kind: Mark["kind"], at = performance.timeOrigin + performance.now(), detail = "") =>
    void (window as unknown as { benchMark: (mark: Mark) => void }).benchMark({ kind, at, doc, path: location.pathname + location.search, detail });
  // A change is on screen about when the next frame starts.
  const nextFrame = (kind: Mark["kind"]) => requestAnimationFrame(() => report(kind));
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === "first-contentful-paint") report("paint", performance.timeOrigin + e.startTime, `${Math.round(e.startTime)}`);
  }).observe({ type: "paint", buffered: true });
  // The control clicked, by its name; or the element hit when it is none.
  const label = (el: Element) => {
    const control = el.closest("a, button, summary, label, input");
    return control
      ? (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)
      : `<${el.tagName.toLowerCase()} class="${el.className}">`;
  };
  const onClick = (e: Event) => report("click", performance.timeOrigin + e.timeStamp, e.target instanceof Element ? label(e.target) : "the document");
  addEventListener("click", onClick, true);
  const onToggle = (e: Event) => {
    if ((e.target as Element).id === "mobile-menu") nextFrame((e as ToggleEvent).newState === "open" ? "menu-open" : "menu-closed");
  };
  document.addEventListener("toggle", onToggle, true);
  const seen = new Set<string>();
  const once = (key: string, happened: () => boolean, mark: () => void) => {
    if (seen.has(key) || !happened()) return;
    seen.add(key);
    mark();
  };
  const toast = () => [...document.querySelectorAll("li.toast-root")].some((t) => t.textContent?.includes(successTitle));
  const notice = () => Boolean(document.querySelector('[data-testid="submission-notice"][data-status="success"]'));
  new MutationObserver(() => {
    once(
      `route ${location.pathname}`,
      () => true,
      () => nextFrame("route"),
    );
    once(
      "submitted",
      () => toast() || notice(),
      () => nextFrame("submitted"),
    );
    once(
      "hydrated",
      () => document.documentElement.dataset.hydrated === "true",
      () => report("hydrated"),
    );
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

export interface Phone {
  page: Page;
  cdp: CDPSession;
  marks: Mark[];
  /** Node's clock when Chromium reported the first contentful paint: the first tap goes then. */
  paintedAt: number;
  /** Every POST the page made (path), and every request that left the loopback interface. */
  posts: string[];
  offsite: string[];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `find` until it returns a value, or `ms` have passed (then undefined). */
export async function waitFor<T>(find: () => T | undefined, ms: number): Promise<T | undefined> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) {
    const found = find();
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A fresh context on the mid-phone profile at `path`, returned as soon as the page has painted. */
export async function openPhone(browser: Browser, origin: string, path: string): Promise<Phone> {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  context.setDefaultTimeout(30_000);
  const marks: Mark[] = [];
  await context.exposeBinding("benchMark", (_source, mark: Mark) => void marks.push(mark));
  // tsx names functions with an `__name` helper that the page lacks.
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  await context.addInitScript(recorder, contactCopy.successTitle);
  const page = await context.newPage();
  await withNecessaryOnlyConsent(page); // the cookie banner would cover what is tapped
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const posts: string[] = [];
  const offsite: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && !/^(data|blob):/.test(url.protocol)) offsite.push(r.url());
    else if (r.method() === "POST") posts.push(url.pathname);
  });
  // Chromium's lifecycle event comes as soon as the renderer knows of the paint, before the page's own observer.
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  let paintedAt: number | undefined;
  cdp.on("Page.lifecycleEvent", (e) => {
    if (e.name === "firstContentfulPaint") paintedAt ??= Date.now();
  });
  await page.goto(path, { waitUntil: "commit" });
  await waitFor(() => paintedAt, 30_000);
  if (paintedAt === undefined) throw new Error(`${path}: no first contentful paint within 30 s`);
  return { page, cdp, marks, paintedAt, posts, offsite };
}

/** The first contentful paint of the page opened, as the page measured it. */
export const firstPaint = (phone: Phone) => phone.marks.find((m) => m.kind === "paint");

/** A finger's tap at (x, y): touch start and end sent together, as a finger's tap is short whatever the page does. */
async function touch(cdp: CDPSession, { x, y }: { x: number; y: number }): Promise<number> {
  const at = Date.now();
  await Promise.all([
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  ]);
  return at;
}

/**
 * Fills a form in one go, as a phone's autofill does, once all of it has arrived: text through the
 * elements' own value setters (so React sees the change, as it sees autofill), boxes ticked by a click.
 */
export async function autofill(form: Locator, values: Record<string, string | true>) {
  await form.locator(`[name="${Object.keys(values).at(-1)}"]`).waitFor({ state: "attached" });
  await form.evaluate((el, entries) => {
    for (const [name, value] of Object.entries(entries)) {
      const field = (el as HTMLFormElement).elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      if (value === true) {
        if (!(field as HTMLInputElement).checked) field.click();
        continue;
      }
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, values);
}

/** The middle of the control, scrolled to the middle of the screen (where a thumb taps, clear of fixed bars). */
export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** When a response of `kind` (on `path`, if given) was first on screen after `since`, not before its document's first paint, and in which document. */
export function shown(phone: Phone, kind: Mark["kind"], since: number, path?: string): { at: number; doc: string } | undefined {
  const mark = phone.marks.find((m) => m.kind === kind && m.at >= since - 5 && (!path || m.path === path));
  const paint = mark && phone.marks.find((m) => m.kind === "paint" && m.doc === mark.doc);
  return mark && paint ? { at: Math.max(mark.at, paint.at), doc: mark.doc } : undefined;
}

export interface Tapped {
  /** Node's clock at the first tap, at the tap that worked, and the page's when its response was on screen. */
  first?: number;
  tap?: number;
  response?: number;
  /** The document that showed the response: a new one after a native navigation or post. */
  responseDoc?: string;
  /** Taps lost or ignored, and anything else that undid the job. */
  misses: string[];
}

/** Taps at once, and again whenever a tap brought no response within OUTCOME_TIMEOUT_MS, until DEAD_LIMIT_MS after the paint. */
export async function tapUntil(
  phone: Phone,
  where: () => Promise<{ x: number; y: number }>,
  response: (tap: number) => { at: number; doc: string } | undefined,
): Promise<Tapped> {
  const misses: string[] = [];
  let first: number | undefined;
  for (;;) {
    const tap = await touch(phone.cdp, await where());
    first ??= tap;
    const answered = await waitFor(() => response(tap), OUTCOME_TIMEOUT_MS);
    if (answered !== undefined) return { first, tap, response: answered.at, responseDoc: answered.doc, misses };
    const clicked = phone.marks.filter((m) => m.kind === "click" && m.at >= tap - 5).map((m) => `"${m.detail}"`);
    misses.push(
      `tap at +${Math.round(tap - (firstPaint(phone)?.at ?? phone.paintedAt))} ms: ${clicked.length ? `clicked ${clicked.join(", ")}, no response` : "no click reached the page"}`,
    );
    if (Date.now() - phone.paintedAt > DEAD_LIMIT_MS) return { first, misses };
  }
}
