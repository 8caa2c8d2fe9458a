import { site } from "../../app/content/site";
import { withNecessaryOnlyConsent } from "./home-helpers";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

/** The phone's sticky Vibe Check bar: after the first screen, never over the form, menu or banner. */

const bar = (page: import("@playwright/test").Page) => page.getByTestId("sticky-cta");
const scrollTo = (page: import("@playwright/test").Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("appears once the first screen is scrolled past, offers the Vibe Check and a call, and is reachable by keyboard", async ({ page }) => {
    await withNecessaryOnlyConsent(page);
    await gotoHydrated(page, "/strengthen-reconnect");
    await expect(bar(page)).toBeHidden();
    await scrollTo(page, MOBILE.height * 1.2);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Book my free Vibe Check" })).toHaveAttribute("href", "/vibe-check");
    await expect(bar(page).getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", site.phone.href);
    // Keyboard: the bar's links take focus and show a focus ring.
    const request = bar(page).getByRole("link", { name: "Book my free Vibe Check" });
    await request.focus();
    await expect(request).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bar(page).getByRole("link", { name: /^Call/ })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("leaves room for itself: the end of the footer is above the bar", async ({ page }) => {
    await withNecessaryOnlyConsent(page);
    await gotoHydrated(page, "/team");
    await scrollTo(page, 1e6);
    await expect(bar(page)).toBeVisible();
    const barTop = (await bar(page).boundingBox())!.y;
    const lastLine = page.locator("footer").getByRole("link").last();
    const box = (await lastLine.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  });

  test("hides while the contact form is on screen", async ({ page }) => {
    await withNecessaryOnlyConsent(page);
    await gotoHydrated(page, "/");
    await scrollTo(page, MOBILE.height * 1.5);
    await expect(bar(page)).toBeVisible();
    await page.locator("#contact form").scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    // Hidden, it takes no taps either: the Send button at the screen's bottom edge gets its own.
    const send = page.locator("#contact form").getByRole("button", { name: "Send My Request" });
    await send.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().bottom - window.innerHeight + 8, behavior: "instant" }));
    const hit = await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.bottom - 20));
    });
    expect(hit).toBe(true);
  });

  test("is never shown on the booking page itself, where it would point where the visitor already is", async ({ page }) => {
    await withNecessaryOnlyConsent(page);
    await gotoHydrated(page, "/vibe-check");
    for (const y of [MOBILE.height * 1.5, MOBILE.height * 4]) {
      await scrollTo(page, y);
      await expect(bar(page)).toBeHidden();
    }
  });

  test("hides while the phone menu is open", async ({ page }) => {
    await withNecessaryOnlyConsent(page);
    await gotoHydrated(page, "/services");
    await scrollTo(page, MOBILE.height * 1.5);
    await expect(bar(page)).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test("never covers the cookie banner: it waits until the visitor has chosen", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expect(page.locator("#cookie-banner")).toBeVisible();
    await scrollTo(page, MOBILE.height * 1.5);
    await expect(bar(page)).toBeHidden();
    await page.locator("#cookie-banner").getByRole("button", { name: "Necessary Only" }).click();
    await expect(bar(page)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is in the server's page and appears after scrolling", async ({ page }) => {
      await page.goto("/services");
      await expect(bar(page)).toBeHidden();
      await scrollTo(page, MOBILE.height * 1.5).catch(() => undefined);
      await page.mouse.wheel(0, MOBILE.height * 1.5);
      await expect(bar(page)).toBeVisible();
    });
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: DESKTOP });
  test("is never shown", async ({ page }) => {
    await withNecessaryOnlyConsent(page);
    await gotoHydrated(page, "/services");
    await scrollTo(page, DESKTOP.height * 1.5);
    await expect(page.locator("footer")).toBeAttached();
    await expect(bar(page)).toBeAttached();
    await expect(bar(page)).toBeHidden();
  });
});
