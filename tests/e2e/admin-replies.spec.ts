import { openEnquiry, sendEnquiry, signIn } from "./admin-helpers";
import { axeViolations, DESKTOP, MOBILE, test, expect } from "./helpers";

test.describe("answering an enquiry from the inbox", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`a reply from a template shows on the timeline (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const lastName = await sendEnquiry(page, "Sam");
      await signIn(page, "/admin");
      await expect(page.getByRole("heading", { name: "Time to first response (promise: within 24 business hours)" })).toBeVisible();
      expect(await axeViolations(page), "overview").toEqual([]);
      await openEnquiry(page, lastName);
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
      await expect(page.getByText("Waiting for a reply", { exact: false }).first()).toBeVisible();

      await page.getByLabel("Start from a template").selectOption({ label: "Here are some times" });
      await expect(page.getByLabel("Subject")).toHaveValue("Times for your free Vibe Check");
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/^Hi Sam,/);
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/\/vibe-check/);
      expect(await axeViolations(page), "enquiry page with the reply form").toEqual([]);
      await page.screenshot({ path: `test-results/admin-reply-${viewport.width}.png`, fullPage: true });

      await page.getByRole("button", { name: "Send reply" }).click();
      await expect(page).toHaveURL(/replied=1#timeline$/);
      const timeline = page.getByRole("list", { name: "What happened, oldest first" });
      await expect(timeline.getByText("Reply sent: Here are some times")).toBeVisible();
      await expect(timeline.getByText("Status: New → Contacted")).toBeVisible();
      await expect(timeline.getByText("Inquiry received")).toBeVisible();
      await expect(page.getByText(/^Answered in /)).toBeVisible();
      await timeline.getByText("Times for your free Vibe Check").click();
      await expect(timeline.getByText(/Hi Sam,/)).toBeVisible();
      expect(await axeViolations(page), "enquiry page after the reply").toEqual([]);
    });
  }

  test("without JavaScript, a template is filled in by the page and the reply is sent by a plain form post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    const lastName = await sendEnquiry(page, "Noor");
    await signIn(page, "/admin");
    await openEnquiry(page, lastName);
    await page.getByLabel("Start from a template").selectOption({ label: "First reply" });
    await page.getByRole("button", { name: "Use this template" }).click();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/^Hi Noor,/);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent: First reply")).toBeVisible();
    await context.close();
  });
});

test.describe("reply templates", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`are listed, edited and added by keyboard, axe-clean (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, "/admin/reply-templates");
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
      await expect(page.getByRole("link", { name: "First reply" })).toBeVisible();
      expect(await axeViolations(page), "template list").toEqual([]);
      await page.screenshot({ path: `test-results/admin-reply-templates-${viewport.width}.png`, fullPage: true });

      // By keyboard: to "New template", fill it in, save.
      await page.getByRole("link", { name: "New template" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("New reply template");
      expect(await axeViolations(page), "template editor").toEqual([]);
      const name = `Evenings ${viewport.width} ${Date.now().toString(36)}`;
      await page.getByLabel("Name (only you see it)").focus();
      await page.keyboard.type(name);
      await page.keyboard.press("Tab");
      await page.keyboard.type("Evening times");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Hi {first_name}, we have evening times.");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Save template" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Saved. The reply form on every inquiry offers it now.")).toBeVisible();
      await page.screenshot({ path: `test-results/admin-reply-template-saved-${viewport.width}.png`, fullPage: true });

      // An empty subject is refused with the reason beside the field, and what was typed stays.
      await page.getByRole("link", { name }).click();
      await page.getByLabel("Subject").fill(" ");
      await page.getByRole("button", { name: "Save template" }).click();
      await expect(page.getByText("Subject is required")).toBeVisible();
      await expect(page.getByLabel("Name (only you see it)")).toHaveValue(name);
      expect(await axeViolations(page), "template editor with an error").toEqual([]);

      await page.getByRole("button", { name: "Delete template" }).click();
      await expect(page.getByText("Deleted. Replies already sent keep their text.")).toBeVisible();
      await expect(page.getByRole("link", { name })).toHaveCount(0);
    });
  }
});
