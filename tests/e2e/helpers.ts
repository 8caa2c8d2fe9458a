import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { ROUTE_DISCOVERY_PATH } from "../../app/lib/react-router-internals";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * Every spec's `test`: Playwright's, plus a check that fails the test when Chromium reports a
 * Content-Security-Policy violation on any page it opened (an inline script whose hash the page's
 * CSP lacks, a blocked script or connection). Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ failOnCspViolation: void }>({
  failOnCspViolation: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      context.on("weberror", (error) => {
        if (/Content[ -]Security[ -]Policy/i.test(error.error().message)) violations.push(error.error().message);
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Records, from now on, every request the page makes that could carry what the visitor typed or
 * chose. Code may still arrive while they do so, and carries nothing of theirs: React Router's
 * route discovery (`ROUTE_DISCOVERY_PATH?paths=`, the paths of links as they render) and lazily loaded
 * chunks under /assets/ (the custom cursor loads once the page is idle). Everything else counts.
 */
export function recordDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    const code = r.method() === "GET" && (pathname === ROUTE_DISCOVERY_PATH || pathname.startsWith("/assets/"));
    if (!code) requests.push(`${r.method()} ${r.url()}`);
  });
  return requests;
}

/** Go to a path and wait until React has hydrated (clicks before that would act natively). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  // A setup step, not an assertion on speed (the bench measures that): two browsers hydrating the
  // booking page at once on a 2-CPU CI machine have taken longer than an assertion's 7 s.
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1, { timeout: 20_000 });
  return response;
}

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/**
 * A phone as visitors hold one: its width and a touch screen. A touch screen has no fine pointer, so
 * the decorative cursor's code is never fetched and cannot show up among a test's requests.
 */
export const PHONE = { viewport: MOBILE, hasTouch: true };

/**
 * Wait for every finite animation running now (fade-ins of the cookie banner, a tooltip, a dialog)
 * to finish, so that axe measures colour contrast at full opacity.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    // A finished animation can start another (a transition chain); a cancelled one rejects `finished`.
    for (let round = 0; round < 5; round++) {
      // Scroll-driven animations follow the scroll position and never finish on their own.
      const running = document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * A first-time visitor's page once the cookie banner (it loads when the browser is idle) has
 * appeared and faded in: checking before that would race its fade-in.
 */
export async function waitForCookieBanner(page: Page) {
  await expect(page.locator("#cookie-banner")).toBeVisible();
  await finishAnimations(page);
}

/** The WCAG 2.2 AA rules and axe's best practices: what every accessibility check here runs. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's violations on the page as it is now, one readable line each (rule, help, first targets),
 * measured once running fade-ins and transitions have finished.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await finishAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/**
 * The admin inbox's answer for a search, as JSON text: what the server stored, seen by the owner in
 * a context of her own (the visitor's page is left as it is).
 */
export async function storedLeads(browser: Browser, type: "enquiries" | "newsletter", query: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto("/admin/login");
  await admin.getByLabel("Username").fill(E2E_ADMIN.username);
  await admin.getByLabel("Password").fill(E2E_ADMIN.password);
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const res = await admin.request.get(`/api/admin/leads?type=${type}&q=${encodeURIComponent(query)}`);
  expect(res.status()).toBe(200);
  const text = await res.text();
  await context.close();
  return text;
}

/**
 * Starts timing the navigation spinner on the page's own clock (the test runner's would add its own
 * latency on a busy machine): from the next click to the first frame that shows "Loading..."
 * visibly in the page area. Read the result with `spinnerDelayMs`. Both ends are read on the
 * document timeline, the clock the spinner's CSS delay runs on: it advances once a frame, so a
 * click read with performance.now() could fall up to a frame after the instant the delay counts
 * from, and a spinner shown exactly on time would measure a few milliseconds short.
 */
export async function timeNavigationSpinner(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number; spinnerAt?: number };
    document.addEventListener("click", () => (w.clickedAt ??= Number(document.timeline.currentTime)), { capture: true });
    const watch = (frameTime: number) => {
      const status = document.querySelector("main [role='status']");
      if (status?.textContent === "Loading..." && status.checkVisibility({ visibilityProperty: true })) w.spinnerAt = frameTime;
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** Milliseconds from the click to the spinner's first visible frame (see `timeNavigationSpinner`). */
export async function spinnerDelayMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { clickedAt: number; spinnerAt: number };
    return w.spinnerAt - w.clickedAt;
  });
}
