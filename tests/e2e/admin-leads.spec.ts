import { E2E_ADMIN } from "../../playwright.config";
import { sendEnquiry, signIn } from "./admin-helpers";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, test, expect } from "./helpers";
import { fillContactForm, uniqueClientIp, waitForEnhancedForm, withNecessaryOnlyConsent } from "./home-helpers";

test.describe("the leads inbox", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`an enquiry sent from the homepage appears in the inbox, is answered and erased (${viewport.width}px)`, async ({ page, browser }) => {
      // A visitor sends an enquiry from the homepage.
      const visitor = await browser.newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
      const visitorPage = await visitor.newPage();
      await withNecessaryOnlyConsent(visitorPage);
      await gotoHydrated(visitorPage, "/");
      const form = visitorPage.locator("section#contact").getByTestId("contact-form");
      await waitForEnhancedForm(form);
      const lastName = `Inbox${viewport.width}${Date.now().toString(36)}`;
      const email = `${lastName.toLowerCase()}@example.com`;
      await fillContactForm(form, { firstName: "Riley", lastName, email, service: "premarital-counseling", message: "We are engaged and want to start well." });
      await form.getByRole("button", { name: "Send My Request" }).click();
      await expect(visitorPage.getByRole("status").filter({ hasText: "Request submitted" })).toBeVisible();
      await visitor.close();

      // The owner finds it.
      await page.setViewportSize(viewport);
      await page.goto("/admin/login?next=%2Fadmin%2Fleads");
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Password").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/admin\/leads$/);
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
      await page.getByLabel("Name, email, phone or message").fill(lastName);
      await page.getByRole("button", { name: "Apply filter" }).click();
      await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
      await expect(page.getByText("1 match")).toBeVisible();
      await page.getByRole("link", { name: new RegExp(`Riley ${lastName}`) }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Riley ${lastName}`);
      await expect(page.getByText("We are engaged and want to start well.")).toBeVisible();
      await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      expect(await axeViolations(page), "enquiry page").toEqual([]);
      await page.getByLabel("Status").selectOption("contacted");
      await page.getByLabel("Private notes").fill("Left a voicemail; try again Thursday.");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Saved.")).toBeVisible();

      await page.goto(`/admin/leads?q=${lastName}&status=contacted`);
      await expect(page.getByText("1 match")).toBeVisible();
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const csv = await (await download).createReadStream().then(async (stream) => {
        let text = "";
        for await (const chunk of stream) text += String(chunk);
        return text;
      });
      expect(csv).toContain(`Riley,${lastName},${email},`);
      expect(csv).toContain("Left a voicemail; try again Thursday.");

      // The e2e server has no SMTP_URL: its deliveries are skipped, and the tab says so instead of "went through".
      await expect.poll(async () => (await page.request.get("/api/admin/leads?type=deliveries&state=skipped").then((r) => r.json())).total).toBeGreaterThan(0);
      await gotoHydrated(page, "/admin/leads?type=failed");
      await expect(page.getByRole("link", { name: /^Skipped: not configured \d+$/ })).toBeVisible();
      await expect(page.getByText("Every delivery went through")).toHaveCount(0);
      expect(await axeViolations(page), "deliveries").toEqual([]);
      await page.getByRole("link", { name: /^Skipped: not configured/ }).click();
      await expect(page.getByText("Skipped: not configured", { exact: true }).first()).toBeVisible();
      await expect(page.getByText("Every delivery went through")).toHaveCount(0);
      await gotoHydrated(page, "/admin");
      await expect(page.getByRole("heading", { name: "New-inquiry emails are not being sent: set SMTP_URL" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Skipped: not configured [1-9]/ })).toHaveAttribute("href", "/admin/leads?type=deliveries&state=skipped");
      await gotoHydrated(page, `/admin/leads?q=${lastName}`);
      await page.getByRole("link", { name: new RegExp(`Riley ${lastName}`) }).click();
      await page.getByText("I understand, show the delete button").click();
      await page.getByRole("button", { name: "Delete everything about Riley" }).click();
      await expect(page).toHaveURL(/\/admin\/leads\?deleted=1$/);
      await expect(page.getByText("Deleted. Nothing about that person is left in the database.")).toBeVisible();
      await gotoHydrated(page, "/admin/leads?type=newsletter");
      await expect(page.getByRole("heading", { name: "Newsletter signups" })).toBeVisible();
      expect(await axeViolations(page), "newsletter signups").toEqual([]);

      await gotoHydrated(page, "/admin/access-log");
      await expect(page.getByText("Deleted", { exact: true }).first()).toBeVisible();
      await expect(page.getByText("Exported", { exact: true }).first()).toBeVisible();
      await expect(page.locator("main")).not.toContainText(lastName);
    });
  }
});

test("without JavaScript the inbox lists the enquiries its address asks for, and the access log its lines, as served", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const lastName = await sendEnquiry(page, "Noscript");
  await signIn(page, "/admin/leads");
  await page.goto(`/admin/leads?q=${lastName}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: `Noscript ${lastName}` })).toBeVisible();
  await page.goto("/admin/leads?q=nobody-is-called-this");
  await expect(page.getByText("Nothing matches this filter")).toBeVisible();
  // Opening the enquiry leaves a line in the access log, which is in its page as served too.
  await page.goto(`/admin/leads?q=${lastName}`);
  await table.getByRole("link", { name: `Noscript ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lastName);
  await page.goto("/admin/access-log");
  await expect(page.getByRole("heading", { name: /^\d+ entries$/ })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await context.close();
});
