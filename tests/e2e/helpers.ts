import { expect, type Page } from "@playwright/test";

/** Go to a path and wait until React has hydrated (clicks before that would act natively). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  return response;
}

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Wait for every finite animation running now (fade-ins of the cookie banner, a tooltip, a dialog)
 * to finish, so that axe measures colour contrast at full opacity.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    // A finished animation can start another (a transition chain); a cancelled one rejects `finished`.
    for (let round = 0; round < 5; round++) {
      const running = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
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
