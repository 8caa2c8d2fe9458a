import { site } from "../../app/content/site";
import { CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY } from "../../app/content/consent-storage-keys";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test, waitForCookieBanner } from "./helpers";

const LEGAL_PAGES = [
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/cookie-policy", h1: "Cookie Policy" },
  { path: "/terms-of-service", h1: "Terms of Service" },
];

for (const { path, h1 } of LEGAL_PAGES) {
  test.describe(path, () => {
    test("has one h1, its date, a working table of contents, the contact card and the Vibe Check band", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(h1);
      await expect(page.getByText("Last updated November 2026")).toBeVisible();

      const toc = page.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThan(5);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(href), `${href} is a section on the page`).toHaveCount(1);
      }
      await links.last().click();
      await expect(page.locator("#contact")).toBeInViewport();
      await expect(page.locator("#contact").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(page.getByTestId("vibe-check-cta")).toBeVisible();
    });

    test("on a phone the contents fold open and jump to a section, with nothing wider than the screen", async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await gotoHydrated(page, path);
      await waitForCookieBanner(page);
      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc).toBeHidden();
      await page.locator("summary", { hasText: "On this page" }).click();
      await expect(toc).toBeVisible();
      const second = toc.getByRole("link").nth(1);
      const target = (await second.getAttribute("href"))!;
      await second.click();
      await expect(page.locator(target)).toBeInViewport();

      // The open contents must be as clean for axe as the closed page the sweep checks.
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
}

test("the privacy policy names what the site collects, the retention period and how to ask for deletion", async ({ page }) => {
  await gotoHydrated(page, "/privacy-policy");
  const main = page.locator("main");
  for (const text of ["HubSpot", "Google Analytics 4", "Microsoft Clarity", "Global Privacy Control", "HIPAA", "12 months", "within 30 days", "under 18"]) {
    await expect(main.getByText(text).first(), text).toBeVisible();
  }
  await expect(page.locator("#deletion").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
});

test("the cookie policy lists the consent storage keys the banner uses, with their lifetime", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/cookie-policy");
  const table = page.getByRole("table", { name: "Cookies and browser storage on this website" });
  await expect(table).toBeVisible();
  for (const key of [CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY]) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader").filter({ has: page.getByText(key, { exact: true }) }) });
    await expect(row, key).toHaveCount(1);
    await expect(row).toContainText(/One year/);
  }
  for (const category of ["Necessary", "Analytics", "Marketing", "Functional"]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${category}`) })).toBeVisible();
  }
});
