import { footerLegalLinks, footerQuickLinks } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { therapists } from "../../app/content/therapists";
import { DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

test.use({ viewport: DESKTOP });

test("has every quick link, contact detail, social link, legal link and this year's copyright", async ({ page }) => {
  await gotoHydrated(page, "/sitemap");
  const footer = page.locator("footer");
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  for (const link of footerQuickLinks) await expect(quick.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  await expect(footer.getByText(site.address.street)).toBeVisible();
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(4);
  for (const s of site.social) await expect(footer.locator(`a[href="${s.href}"]`)).toHaveAttribute("target", "_blank");
  for (const link of footerLegalLinks) await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
  await expect(footer).toContainText("988");
  await expect(footer).toContainText("911");
});

test("the service-area paragraph is visible small print, not hidden text", async ({ page }) => {
  await gotoHydrated(page, "/sitemap");
  const area = page.getByTestId("service-area");
  await expect(area).toBeVisible();
  await expect(area).toContainText("Uptown");
  for (const place of [...site.serviceArea.neighbourhoods, ...site.serviceArea.cities]) await expect(area).toContainText(place);
  // The team: its leads by name, everyone on the team page; no roll call of credentials.
  await expect(area).toContainText("led by our founder, Nia Carter, and our clinical director, Dr. Elena Brooks");
  await expect(area.getByRole("link", { name: "our team page" })).toHaveAttribute("href", "/team");
  const text = (await area.textContent())!.replace(/\s+/g, " ").trim();
  expect(text).not.toMatch(/\b(?:LMFT|LPC|PhD)\b/);
  for (const t of therapists) expect(text.split(t.name).length - 1, t.name).toBeLessThanOrEqual(1);
  // Written as sentences, not a keyword list: each sentence has a verb and none is a bare run of names.
  const sentences = text.split(/(?<!\bDr\.|\bM\.S\.)(?<=\.) (?=[A-Z])/);
  expect(sentences.length).toBeGreaterThanOrEqual(3);
  for (const s of sentences) {
    expect(s, s).toMatch(/\b(?:is|are|come|meet)\b/);
    expect(s.replace(/\([^)]*\)/g, "").split(",").length, `a run of names: ${s}`).toBeLessThanOrEqual(7);
  }
  const style = await area.evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: parseFloat(s.fontSize), opacity: Number(s.opacity), color: s.color, bg: getComputedStyle(el.closest("footer")!).backgroundColor };
  });
  expect(style.size).toBeGreaterThanOrEqual(12);
  expect(style.opacity).toBe(1);
  expect(style.color).not.toBe(style.bg);
});

test.describe("Get Directions", () => {
  test.beforeEach(async ({ context }) => {
    // Stand in for the maps site: no request leaves the machine.
    await context.route("https://www.google.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Maps</title>" }));
  });

  test("opens driving directions to the office from the visitor's position when allowed", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 32.7767, longitude: -96.797 });
    await gotoHydrated(page, "/sitemap");
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: /Get Directions/ }).click()]);
    await popup.waitForURL(/google\.com\/maps\/dir/);
    const url = new URL(popup.url());
    expect(url.searchParams.get("destination")).toBe(site.address.mapsQuery);
    expect(url.searchParams.get("travelmode")).toBe("driving");
    expect(url.searchParams.get("origin")).toBe("32.77670,-96.79700");
  });

  test("opens directions without an origin when location is refused", async ({ page, context }) => {
    await context.clearPermissions();
    await gotoHydrated(page, "/sitemap");
    // Headless Chromium denies a permission it was not granted.
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: /Get Directions/ }).click()]);
    await popup.waitForURL(/google\.com\/maps\/dir/, { timeout: 12_000 });
    const url = new URL(popup.url());
    expect(url.searchParams.get("destination")).toBe(site.address.mapsQuery);
    expect(url.searchParams.get("travelmode")).toBe("driving");
    expect(url.searchParams.has("origin")).toBe(false);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });
  test("fits without horizontal scrolling", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
