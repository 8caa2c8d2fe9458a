import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { site } from "../../app/content/site";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, test, expect } from "./helpers";

/**
 * Settings change what every visitor sees, so this spec runs a production server of its own
 * (its own database folder): the other specs keep the default contact details they check.
 */
const port = 42000 + Math.floor(Math.random() * 17000);
const origin = `http://127.0.0.1:${port}`;
const dataDir = `/tmp/millennial-life-e2e-settings-${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  // A fresh embedded database takes a while to create on a busy machine.
  test.setTimeout(150_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
      E2E: "1",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 140_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto("/admin/login?next=/admin/settings");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
}

const footer = (page: Page) => page.getByRole("contentinfo");

test("the overview says plainly that the site shows sample contact details", async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin");
  const notice = page.getByTestId("sample-contact-notice");
  await expect(notice).toContainText("The site still shows sample contact details");
  await expect(notice).toContainText(`the phone number ${site.phone.display}`);
  await notice.getByRole("link", { name: "Set the real contact details in Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the settings screen is axe-clean and works by keyboard at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await gotoHydrated(page, "/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/settings-${viewport.width}.png`, fullPage: true });

    // Keyboard only: reach the phone field from the top, type a wrong number, submit with Enter.
    await page.locator("body").focus();
    const phone = page.getByLabel("Phone number");
    for (let i = 0; i < 40 && !(await phone.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(phone).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("call us");
    await expect(page.getByTestId("settings-preview")).toContainText("call us");
    await page.keyboard.press("Enter");
    const summary = page.getByRole("alert").filter({ hasText: "Nothing was saved" });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Phone number: Phone number can have only digits, spaces and + ( ) - .");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/settings-${viewport.width}-error.png`, fullPage: true });
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });
}

test("a new phone number shows at once in the footer, the Call button and the JSON-LD of a page already cached", async ({ page }) => {
  // Visit the pages first, so the render cache holds them with the old number.
  for (const path of ["/", "/fees-and-faqs"]) {
    await page.goto(path);
    const again = await page.request.get(path);
    expect(again.headers()["x-render-cache"], path).toBe("HIT");
    expect(await again.text()).toContain(site.phone.href);
  }

  await signIn(page);
  await gotoHydrated(page, "/admin/settings");
  await page.getByLabel("Phone number").fill("(469) 201-7788");
  await page.getByLabel("Line 2: times").fill("7:00 AM - 6:00 PM");
  await expect(page.getByTestId("settings-preview")).toContainText("(469) 201-7788");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText(/Last saved .* by e2e-owner\./)).toBeVisible();

  for (const path of ["/fees-and-faqs", "/"]) {
    await gotoHydrated(page, path);
    const call = footer(page).getByRole("link", { name: "(469) 201-7788" });
    await expect(call, path).toHaveAttribute("href", "tel:+14692017788");
    await expect(footer(page)).toContainText("7:00 AM - 6:00 PM");
    await expect(footer(page)).not.toContainText(site.phone.display);
    await expect(page.getByTestId("sticky-cta").locator('a[href^="tel:"]')).toHaveAttribute("href", "tel:+14692017788");
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"telephone":"(469) 201-7788"'))).toBe(true);

  // The overview no longer names the phone number as a sample (the example.com addresses still are).
  await gotoHydrated(page, "/admin");
  await expect(page.getByTestId("sample-contact-notice")).not.toContainText("phone number");
});

test("without JavaScript the form saves by a plain post and shows what was refused", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page);
  await page.getByLabel("General email").fill("hello@");
  await page.getByLabel("General email").evaluate((el) => el.setAttribute("type", "text"));
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toContainText("General email is not a valid email address.");
  await expect(page.getByLabel("General email")).toHaveValue("hello@");

  await page.getByLabel("General email").fill("hello@millennial-life.test");
  await page.getByLabel("Phone number").fill("214 555 7000");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?saved=1$/);
  await expect(page.getByText("Saved. Every page of the site shows the new details now.")).toBeVisible();
  await page.goto("/");
  await expect(footer(page).getByRole("link", { name: "214 555 7000" })).toHaveAttribute("href", "tel:+12145557000");
  await expect(footer(page).getByRole("link", { name: "hello@millennial-life.test" })).toHaveAttribute("href", "mailto:hello@millennial-life.test");
  await context.close();
});

test("the FAQ answers, the privacy and accessibility statements and security.txt follow a save", async ({ page, request }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin/settings");
  await page.getByLabel("Phone number").fill("(972) 555-3131");
  await page.getByLabel("General email").fill("care@millennial-life.test");
  await page.getByLabel("Street address").fill("4100 Lemmon Avenue, Suite 210");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await gotoHydrated(page, "/fees-and-faqs#faq-in-person");
  const answer = page.locator("#faq-in-person");
  await expect(answer).toContainText("Our Dallas office is at 4100 Lemmon Avenue, Suite 210");
  await expect(answer).not.toContainText(site.address.street);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes("Our Dallas office is at 4100 Lemmon Avenue, Suite 210"))).toBe(true);

  await gotoHydrated(page, "/accessibility");
  // The statement's own words, not the contact card beside it (which already followed the settings).
  const statement = page.getByRole("article", { name: "Accessibility Statement" });
  await expect(statement.getByRole("link", { name: "(972) 555-3131" })).toHaveAttribute("href", "tel:+19725553131");
  await expect(statement.getByRole("link", { name: "care@millennial-life.test" })).toHaveAttribute("href", "mailto:care@millennial-life.test");
  await expect(page.getByRole("main")).not.toContainText(site.phone.display);

  await gotoHydrated(page, "/privacy-policy");
  await expect(page.getByRole("main")).toContainText("4100 Lemmon Avenue, Suite 210");
  await expect(page.getByRole("main").getByRole("link", { name: "care@millennial-life.test" }).first()).toHaveAttribute(
    "href",
    "mailto:care@millennial-life.test",
  );
  await expect(page.getByRole("main")).not.toContainText(site.email);

  const security = await request.get("/.well-known/security.txt");
  expect(security.status()).toBe(200);
  expect(await security.text()).toContain("Contact: mailto:care@millennial-life.test\n");

  // The homepage's office band, the first-session page, the note under the social profiles and site search.
  await gotoHydrated(page, "/");
  await expect(page.getByRole("region", { name: "Our Peaceful Spaces" })).toContainText("4100 Lemmon Avenue, Suite 210, Dallas");
  await gotoHydrated(page, "/first-session");
  await expect(page.getByRole("main")).toContainText("Prefer the office? We're at 4100 Lemmon Avenue, Suite 210, Dallas");
  await expect(page.getByRole("main")).not.toContainText(site.address.street);
  await gotoHydrated(page, "/social-icons");
  await expect(page.getByRole("main")).toContainText("book a Vibe Check or call (972) 555-3131.");
  await gotoHydrated(page, "/resources/search?q=where+is+the+office");
  const result = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Where is the office?" }) });
  await expect(result).toContainText("4100 Lemmon Avenue, Suite 210");
});
