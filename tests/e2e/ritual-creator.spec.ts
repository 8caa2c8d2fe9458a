import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "./helpers";
import ICAL from "ical.js";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, PHONE, recordDataRequests } from "./helpers";
import { withNecessaryOnlyConsent } from "./home-helpers";

/** The ritual creator: the plan, print on one page, copy as text, the weekly calendar file, and no JavaScript. */

test.beforeEach(async ({ page }) => {
  await withNecessaryOnlyConsent(page);
});

async function createRitual(page: Page) {
  const form = page.getByTestId("ritual-form");
  await form.getByLabel("Two hours").check();
  await form.getByLabel(/^Talk/).check();
  await form.getByLabel(/^Adventure/).check();
  await form.getByLabel("Under $30").check();
  await form.getByLabel("We take turns").check();
  await form.getByLabel("Day").selectOption("thursday");
  await form.getByLabel("Time").fill("19:30");
  await form.getByRole("button", { name: "Create our ritual" }).click();
  const plan = page.getByTestId("ritual-plan");
  await expect(plan.getByRole("heading", { level: 2 })).toHaveText("The Thursday Check-In");
  await expect(page.locator(":focus")).toHaveText("The Thursday Check-In");
  return plan;
}

test.describe("/ritual-creator", () => {
  test.use(PHONE);

  test("builds a plan in the browser without changing the address or sending anything", async ({ page }) => {
    await gotoHydrated(page, "/ritual-creator");
    const before = page.url();
    const sent = recordDataRequests(page);
    const plan = await createRitual(page);
    await expect(plan).toContainText("Every Thursday at 7:30 PM, for two hours. Budget: under $30.");
    await expect(plan).toContainText("How to start the conversation");
    await expect(plan).toContainText("Stretch idea");
    await expect(plan).toContainText("odd weeks");
    expect(page.url()).toBe(before);
    expect(sent).toEqual([]);
  });

  test("asks for at least one thing to want more of, and no more than three", async ({ page }) => {
    await gotoHydrated(page, "/ritual-creator");
    const form = page.getByTestId("ritual-form");
    await form.getByRole("button", { name: "Create our ritual" }).click();
    await expect(form.getByRole("alert")).toContainText("Pick at least one thing");
    for (const want of ["Fun", "Talk", "Touch", "Calm"]) await form.getByLabel(new RegExp(`^${want}`)).check();
    await form.getByRole("button", { name: "Create our ritual" }).click();
    await expect(form.getByRole("alert")).toContainText("up to 3");
    await expect(page.getByTestId("ritual-plan")).toHaveCount(0);
  });

  test("copies the plan as text", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoHydrated(page, "/ritual-creator");
    const plan = await createRitual(page);
    await plan.getByRole("button", { name: "Copy as text" }).click();
    await expect(plan.getByRole("status")).toContainText("Copied");
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split("\n")[0]).toBe("The Thursday Check-In");
    expect(text).toContain("When: Every Thursday at 7:30 PM");
    expect(text).toContain("Stretch idea:");
  });

  test("downloads a weekly recurring calendar event that parses", async ({ page }) => {
    await gotoHydrated(page, "/ritual-creator");
    const plan = await createRitual(page);
    const [download] = await Promise.all([page.waitForEvent("download"), plan.getByTestId("ritual-ics").click()]);
    expect(download.suggestedFilename()).toBe("the-thursday-check-in.ics");
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics).toContain("\r\nRRULE:FREQ=WEEKLY;BYDAY=TH\r\n");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("The Thursday Check-In");
    expect(event.isRecurring()).toBe(true);
    const iterator = event.iterator();
    const [first, second] = [iterator.next()!.toJSDate(), iterator.next()!.toJSDate()];
    expect(first.getDay()).toBe(4);
    expect([first.getHours(), first.getMinutes()]).toEqual([19, 30]);
    expect(second.getTime() - first.getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  test("prints the plan alone, on one page", async ({ page }) => {
    await gotoHydrated(page, "/ritual-creator");
    await createRitual(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("ritual-form")).toBeHidden();
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer").first()).toBeHidden();
    await expect(page.getByTestId("ritual-plan")).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    const pdf = await page.pdf({ format: "Letter", printBackground: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBe(1);
  });

  test("works without JavaScript: the form posts its choices and the server builds the same plan", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto("/ritual-creator");
    const form = page.getByTestId("ritual-form");
    await form.getByLabel(/^Calm/).check();
    await form.getByLabel("Day").selectOption("sunday");
    await form.getByRole("button", { name: "Create our ritual" }).click();
    await expect(page.getByTestId("ritual-plan").getByRole("heading", { level: 2 })).toHaveText("The Sunday Quiet Hour");
    await expect(form.getByLabel(/^Calm/)).toBeChecked();
    // Bad choices in the address are refused kindly, not a server error.
    const res = await page.goto("/ritual-creator?time=%00&want=<script>&start=99:99");
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("ritual-form").getByRole("alert")).toContainText("Pick at least one thing");
    await context.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing on the form and the plan at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/ritual-creator");
      expect(await axeViolations(page), "form").toEqual([]);
      await createRitual(page);
      expect(await axeViolations(page), "plan").toEqual([]);
    });
  }
});
