import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated } from "./helpers";

// /component-templates is the living style guide; its Toasts section raises real toasts.
test.use({ viewport: DESKTOP });

const toasts = (page: import("@playwright/test").Page) => page.locator("li.toast-root");

test("one toast at a time, a destructive variant, and gone after the default 5000 ms", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/component-templates");
  await page.getByRole("button", { name: "Show toast", exact: true }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toHaveAttribute("data-variant", "default");
  await page.getByRole("button", { name: "Show destructive toast" }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toHaveAttribute("data-variant", "destructive");
  // Auto-dismissed after 5000 ms (hover pauses Radix's timer, so keep the mouse away).
  await page.mouse.move(5, 5);
  // The page's clock runs as usual; `runFor` moves it on at once, firing every timer on the way.
  await page.clock.runFor(4_000);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1_100);
  await expect(toasts(page)).toHaveCount(0);
});

test("F8 moves focus to the notifications", async ({ page }) => {
  await gotoHydrated(page, "/component-templates");
  await page.keyboard.press("F8");
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? "")).toContain("Notifications");
  await page.getByRole("button", { name: "Show toast", exact: true }).click();
  await expect(toasts(page)).toHaveCount(1);
  await page.keyboard.press("F8");
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? "")).toContain("Notifications");
});

test("a swipe of 50 px to the right dismisses a toast; a shorter one does not", async ({ page }) => {
  await gotoHydrated(page, "/component-templates");
  await page.getByRole("button", { name: "Show toast", exact: true }).click();
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 70, y, { steps: 8 });
  await page.mouse.up();
  await expect(toasts(page)).toHaveCount(0);
});
