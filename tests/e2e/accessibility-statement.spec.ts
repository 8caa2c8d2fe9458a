import { expect, test } from "./helpers";
import { site } from "../../app/content/site";
import { DESKTOP, gotoHydrated } from "./helpers";

test("the footer links to the accessibility statement, which names the standard, the tests, the limits and how to reach us", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.locator("h1")).toHaveText("Accessibility Statement");
  const main = page.locator("main");
  await expect(main).toContainText("WCAG 2.2");
  await expect(main).toContainText("level AA");
  await expect(main).toContainText("390 px");
  await expect(main).toContainText("1440 px");
  await expect(main).toContainText("keyboard");
  await expect(main).toContainText("screen reader");
  await expect(page.getByRole("heading", { name: "What we know isn't perfect yet" })).toBeVisible();
  await expect(main).toContainText("within 2 business days");
  await expect(page.locator("#contact").getByRole("link", { name: site.email })).toHaveAttribute("href", /^mailto:/);
});

test("/.well-known/security.txt follows RFC 9116: contact, an expiry within a year, canonical address, languages", async ({ request }) => {
  const res = await request.get("/.well-known/security.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const fields = new Map(
    (await res.text())
      .trim()
      .split("\n")
      .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
  );
  expect(fields.get("Contact")).toBe(`mailto:${site.email}`);
  const expires = Date.parse(fields.get("Expires") ?? "");
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  expect(fields.get("Canonical")).toBe(`https://${site.hostnames.primary}/.well-known/security.txt`);
  expect(fields.get("Preferred-Languages")).toBe("en");
});
