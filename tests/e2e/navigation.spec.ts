import { type Page } from "@playwright/test";
import { navMenus, navPlainLinks } from "../../app/content/navigation";
import { DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

const header = (page: Page) => page.locator("header").first();

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  // The bar reads the position on the next animation frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// A page tall enough to scroll on both viewports.
const TALL_PAGE = "/sitemap";

test.describe("navigation bar on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("is fixed, 88 px tall, and 80 px below the large breakpoint", async ({ page }) => {
    await gotoHydrated(page, TALL_PAGE);
    expect((await header(page).boundingBox())?.height).toBe(88);
    await expect(header(page)).toHaveCSS("position", "fixed");
    await page.setViewportSize({ width: 900, height: 800 });
    expect((await header(page).boundingBox())?.height).toBe(80);
  });

  test("turns translucent past 30 px, solid again at 10 px or less, and morphs the logo past 100 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await gotoHydrated(page, TALL_PAGE);
    const bar = header(page);
    const logo = page.getByRole("link", { name: "Millennial Life home" }).first();
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await scrollToY(page, 31);
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await expect(logo).toHaveAttribute("data-logo", "full");
    await scrollToY(page, 20);
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await scrollToY(page, 101);
    await expect(logo).toHaveAttribute("data-logo", "square");
    await scrollToY(page, 100);
    await expect(logo).toHaveAttribute("data-logo", "full");
    await scrollToY(page, 10);
    await expect(bar).toHaveAttribute("data-scrolled", "false");
  });

  test("both dropdowns list every item; one is open at a time; outside click, Escape and route change close them", async ({ page }) => {
    await gotoHydrated(page, TALL_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const therapy = nav.getByRole("button", { name: "Therapy" });
    const team = nav.getByRole("button", { name: "Our Team" });

    await therapy.click();
    await expect(therapy).toHaveAttribute("aria-expanded", "true");
    const therapyMenu = navMenus.find((m) => m.id === "therapy")!;
    for (const group of therapyMenu.groups) {
      if (group.heading) await expect(nav.getByText(group.heading, { exact: true })).toBeVisible();
      for (const link of group.links) await expect(nav.locator(`a[href="${link.to}"]`)).toBeVisible();
    }
    await expect(nav.getByText("Discounted entry offer")).toBeVisible();

    await team.click();
    await expect(team).toHaveAttribute("aria-expanded", "true");
    await expect(therapy).toHaveAttribute("aria-expanded", "false");
    const teamMenu = navMenus.find((m) => m.id === "team")!;
    for (const group of teamMenu.groups) for (const link of group.links) await expect(nav.locator(`a[href="${link.to}"]`)).toBeVisible();
    await expect(nav.locator('a[href="/strengthen-reconnect"]')).toBeHidden();

    await page.mouse.click(700, 600);
    await expect(team).toHaveAttribute("aria-expanded", "false");

    await therapy.click();
    await page.keyboard.press("Escape");
    await expect(therapy).toHaveAttribute("aria-expanded", "false");
    await expect(therapy).toBeFocused();

    await team.click();
    await nav.locator('a[href="/team"]').click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(team).toHaveAttribute("aria-expanded", "false");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, TALL_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const therapy = nav.getByRole("button", { name: "Therapy" });
    await therapy.focus();
    await page.keyboard.press("Enter");
    await expect(therapy).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(therapy).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(therapy).toHaveAttribute("aria-expanded", "true");
    await expect(nav.locator('a[href="/strengthen-reconnect"]')).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.locator('a[href="/crisis-couples"]')).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.locator('a[href="/premarital-blueprint"]')).toBeFocused();
    // Tabbing past the last item leaves the menu and closes it.
    await page.keyboard.press("Tab");
    await expect(therapy).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "Our Team" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(nav.getByRole("button", { name: "Our Team" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.locator('a[href="/team"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/team$/);
  });

  test("has the plain links and the Vibe Check button", async ({ page }) => {
    await gotoHydrated(page, TALL_PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of navPlainLinks) await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    await expect(nav.getByRole("link", { name: "Book My Free 15-Min Vibe Check" })).toHaveAttribute("href", "/vibe-check");
    await expect(nav.getByRole("link", { name: "Millennial Life home" })).toHaveAttribute("href", "/");
  });
});

test.describe("navigation bar on a phone", () => {
  test.use({ viewport: MOBILE });

  test("the hamburger opens the same items as accordions, and a route change closes it", async ({ page }) => {
    await gotoHydrated(page, TALL_PAGE);
    expect((await header(page).boundingBox())?.height).toBe(80);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("button", { name: "Therapy" })).toBeHidden();
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (const m of navMenus) {
      const accordion = menu.getByRole("button", { name: m.label });
      await expect(accordion).toHaveAttribute("aria-expanded", "false");
      await accordion.click();
      await expect(accordion).toHaveAttribute("aria-expanded", "true");
      for (const group of m.groups) for (const link of group.links) await expect(menu.locator(`a[href="${link.to}"]`)).toBeVisible();
    }
    for (const link of navPlainLinks) await expect(menu.getByRole("link", { name: link.label })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Book My Free 15-Min Vibe Check" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Fees & FAQs" }).click();
    await expect(page).toHaveURL(/\/fees-and-faqs$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});
