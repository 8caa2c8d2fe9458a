import { openEnquiry, sendEnquiry, signIn } from "./admin-helpers";
import { axeViolations, DESKTOP, MOBILE } from "./helpers";
import { expect, test } from "./slow-scripts";

test.describe("an enquiry's status and notes", () => {
  test("without JavaScript, the form posts to the page and comes back saved", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    const lastName = await sendEnquiry(page, "Indi");
    await signIn(page, "/admin");
    await openEnquiry(page, lastName);
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByLabel("Private notes").fill("Left a voicemail; try again Thursday.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\?saved=1#manage$/);
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    await expect(page.getByLabel("Private notes")).toHaveValue("Left a voicemail; try again Thursday.");
    await expect(page.getByText("Status: New → Contacted")).toBeVisible();
    await page.screenshot({ path: `/tmp/adminfix-lead-saved-nojs-${MOBILE.width}.png`, fullPage: true });
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`posted before the code arrives, then saved in place once it has (${viewport.width}px)`, async ({ page, slowScripts }) => {
      await page.setViewportSize(viewport);
      const lastName = await sendEnquiry(page, "Jules");
      await signIn(page, "/admin");
      await openEnquiry(page, lastName);
      expect(slowScripts.waitingCount).toBeGreaterThan(0);
      await page.getByLabel("Status").selectOption("contacted");
      await page.getByLabel("Private notes").fill("Wants evenings.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveURL(/\?saved=1#manage$/);
      await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Private notes")).toHaveValue("Wants evenings.");

      slowScripts.release();
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
      // Marks this document: a full page load would lose the mark.
      await page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"));
      await page.getByLabel("Status").selectOption("booked");
      await page.getByLabel("Private notes").fill("Wants evenings. Booked Tuesday 6 PM.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Status: Contacted → Booked")).toBeVisible();
      await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
      await expect(page.getByLabel("Status")).toHaveValue("booked");
      await expect(page.getByLabel("Private notes")).toHaveValue("Wants evenings. Booked Tuesday 6 PM.");
      expect(await axeViolations(page), "enquiry page after saving").toEqual([]);
      await page.screenshot({ path: `/tmp/adminfix-lead-saved-${viewport.width}.png`, fullPage: true });
    });
  }
});
