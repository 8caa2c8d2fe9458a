import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../../playwright.config";
import { addWriterAccount } from "./admin-helpers";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";
import { ScriptHold } from "./slow-scripts";

/**
 * Two-factor sign-in end to end on the real server: a user of its own (the shared e2e admin keeps
 * password-only sign-in), codes from the test's own authenticator.
 */

const PASSWORD = "two-factor e2e password";

async function signIn(page: Page, username: string, password: string) {
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function newUser(page: Page): Promise<string> {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const username = `twofactor-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  await addWriterAccount(page, username, PASSWORD);
  return username;
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`two-factor sign-in at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("turn it on at /admin/account, sign out, sign in with password and code, by keyboard; every screen axe-clean", async ({ page, browser }) => {
      test.setTimeout(90_000);
      const username = await newUser(page);
      const context = await browser.newContext({ viewport });
      const user = await context.newPage();
      await signIn(user, username, PASSWORD);
      await expect(user).toHaveURL(/\/admin$/);

      await gotoHydrated(user, "/admin/account");
      const panel = user.getByRole("region", { name: "Two-factor sign-in" });
      await panel.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const key = panel.getByLabel(/^Key: /);
      await expect(key).toBeVisible();
      expect(await axeViolations(user), "setting up").toEqual([]);
      const secret = (await key.textContent())!.replace(/\s/g, "");
      const app = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
      expect(await panel.getByRole("link", { name: "Open in an authenticator app" }).getAttribute("href")).toMatch(/^otpauth:\/\/totp\/.*secret=/);

      await panel.getByLabel(/The 6-digit code/).fill("000000" === app.generate() ? "111111" : "000000");
      await panel.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await expect(panel.getByRole("alert")).toHaveText("That code is not right. Type the 6 digits your app shows now.");
      await panel.getByLabel(/The 6-digit code/).fill(app.generate());
      await panel.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      const codes = user.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      expect(await axeViolations(user), "recovery codes").toEqual([]);

      await user.getByRole("button", { name: "Sign out" }).first().click();
      await expect(user).toHaveURL(/\/admin\/login$/);

      // The password step, then the code step, by keyboard alone.
      await gotoHydrated(user, "/admin/login");
      await user.getByLabel("Username").focus();
      await user.keyboard.type(username);
      await user.keyboard.press("Tab");
      await user.keyboard.type(PASSWORD);
      await user.keyboard.press("Enter");
      await expect(user.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");
      await user.keyboard.press("Tab"); // skip link
      await user.keyboard.press("Tab");
      await expect(user.getByLabel("Code")).toBeFocused();
      expect(await axeViolations(user), "code step").toEqual([]);
      // The code of the step that turned it on is used up; the next step's counts (one step either side).
      await user.keyboard.type(app.generate({ timestamp: Date.now() + 30_000 }));
      await user.keyboard.press("Enter");
      await expect(user).toHaveURL(/\/admin$/);
      await gotoHydrated(user, "/admin/account");
      await expect(user.getByRole("region", { name: "Two-factor sign-in" })).toContainText("10 of 10 recovery codes left");
      expect(await axeViolations(user), "two-factor on").toEqual([]);
      await context.close();
    });
  });
}

test("forgot and reset password screens answer without an account being named, and are axe-clean", async ({ page }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password");
    expect(await axeViolations(page), `forgot at ${viewport.width}`).toEqual([]);
    await page.getByLabel("Username or email").fill(`nobody-${viewport.width}`);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByRole("status")).toContainText("If that account has an email address, a link to set a new password is on its way.");
    await gotoHydrated(page, "/admin/reset-password?token=not-a-real-token");
    await expect(page.getByRole("alert")).toHaveText("This reset link has expired or was already used. Ask for a new one.");
    expect(await axeViolations(page), `reset at ${viewport.width}`).toEqual([]);
  }
});

test("without JavaScript the account page changes the password and signs out everywhere by plain posts", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const username = await newUser(page);
  const elsewhere = await browser.newContext({ viewport: DESKTOP });
  const other = await elsewhere.newPage();
  await signIn(other, username, PASSWORD);
  await expect(other).toHaveURL(/\/admin$/);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  const user = await context.newPage();
  await user.goto("/admin/login");
  await user.getByLabel("Username").fill(username);
  await user.getByLabel("Password").fill(PASSWORD);
  await user.getByRole("button", { name: "Sign in" }).click();
  await expect(user).toHaveURL(/\/admin$/);
  await user.goto("/admin/account");
  const panel = user.getByRole("region", { name: "Change your password" });
  await panel.getByLabel("Current password").fill(PASSWORD);
  await panel.getByLabel("New password", { exact: true }).fill("a new e2e password");
  await panel.getByLabel("New password again").fill("a new e2e passwort");
  await panel.getByRole("button", { name: "Change password" }).click();
  await expect(panel.getByRole("alert")).toHaveText("The two new passwords are not the same.");
  await panel.getByLabel("Current password").fill(PASSWORD);
  await panel.getByLabel("New password", { exact: true }).fill("a new e2e password");
  await panel.getByLabel("New password again").fill("a new e2e password");
  await panel.getByRole("button", { name: "Change password" }).click();
  await expect(panel.getByRole("status")).toHaveText("Password changed. Your other sessions were signed out.");
  // The other browser's session ended; this one goes on.
  await other.goto("/admin/account");
  await expect(other).toHaveURL(/\/admin\/login/);
  await user.goto("/admin/account");
  await expect(user.getByRole("heading", { level: 1 })).toHaveText("Your account");

  await user.getByRole("button", { name: "Sign out on every device" }).click();
  await expect(user).toHaveURL(/\/admin\/login$/);
  await user.goto("/admin/account");
  await expect(user).toHaveURL(/\/admin\/login/);
  await context.close();
  await elsewhere.close();
});

test("with JavaScript the password form keeps what was typed before the script arrived, flags two different passwords, and empties once changed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const username = await newUser(page);
  const context = await browser.newContext({ viewport: DESKTOP });
  const user = await context.newPage();
  await signIn(user, username, PASSWORD);
  await expect(user).toHaveURL(/\/admin$/);
  // The page's code is held while she types, then let through.
  const hold = await ScriptHold.on(user, baseURL!);
  await user.goto("/admin/account");
  const panel = user.getByRole("region", { name: "Change your password" });
  await panel.getByLabel("Current password").fill(PASSWORD);
  await panel.getByLabel("New password", { exact: true }).fill("typed before the script");
  expect(hold.waitingCount).toBeGreaterThan(0);
  hold.release();
  await expect(user.locator("html[data-hydrated='true']")).toHaveCount(1);
  await expect(panel.getByLabel("Current password")).toHaveValue(PASSWORD);
  await expect(panel.getByLabel("New password", { exact: true })).toHaveValue("typed before the script");
  await panel.getByLabel("New password again").fill("typed before the scrip");
  await expect(panel.getByRole("alert")).toHaveText("The two new passwords are not the same.");
  await panel.getByLabel("New password again").fill("typed before the script");
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await panel.getByRole("button", { name: "Change password" }).click();
  await expect(panel.getByRole("status")).toHaveText("Password changed. Your other sessions were signed out.");
  await expect(panel.getByLabel("Current password")).toHaveValue("");
  await expect(panel.getByLabel("New password", { exact: true })).toHaveValue("");
  expect(await axeViolations(user)).toEqual([]);
  await user.getByRole("button", { name: "Sign out on every device" }).click();
  await expect(user).toHaveURL(/\/admin\/login$/);
  await user.goto("/admin/account");
  await expect(user).toHaveURL(/\/admin\/login/);
  await context.close();
});
