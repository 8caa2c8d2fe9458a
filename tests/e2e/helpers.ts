import { expect, type Page } from "@playwright/test";

/** Go to a path and wait until React has hydrated (clicks before that would act natively). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  return response;
}

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
