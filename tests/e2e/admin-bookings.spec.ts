import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";
import { uniqueClientIp, withNecessaryOnlyConsent } from "./home-helpers";

const ZONE = "America/Chicago";
const centralDate = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));

async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await expect(page.getByText("Loading...")).toHaveCount(0);
}

/** The call times /vibe-check offers on a page of days, as ISO instants, read the way a visitor's browser gets them. */
async function offeredTimes(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext();
  const html = await (await context.request.get(path)).text();
  await context.close();
  return [...html.matchAll(/<input[^>]*name="start"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
}

test.describe("bookings and availability in the admin", () => {
  test.use({ viewport: DESKTOP });

  test("closing a day on /admin/availability takes its times off /vibe-check at once, and reopening brings them back", async ({ page, browser }) => {
    // The last day the booking page offers: far from the days other tests book.
    const lastPage = "/vibe-check?from=9999-12-31";
    const before = await offeredTimes(browser, lastPage);
    expect(before.length).toBeGreaterThan(0);
    const day = centralDate(before.at(-1)!);
    const onDay = (times: string[]) => times.filter((time) => centralDate(time) === day);
    expect(onDay(before).length).toBeGreaterThan(0);

    await signIn(page, "/admin/availability");
    expect(await axeViolations(page), "availability").toEqual([]);
    const form = page.getByRole("form", { name: "Add a day off, hours off or extra hours" });
    await form.getByLabel("Date").fill(day);
    await form.getByLabel("What").selectOption("day-off");
    await form.getByLabel("For").selectOption({ label: "All hosts" });
    const label = `E2E closed ${Date.now().toString(36)}`;
    await form.getByLabel("Label (optional, only you see it)").fill(label);
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(form.getByText("Added. /vibe-check follows it now.")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: label });
    await expect(row).toContainText("Day off");

    expect(onDay(await offeredTimes(browser, lastPage))).toEqual([]);

    await row.getByRole("button", { name: /^Delete/ }).click();
    await expect(row).toHaveCount(0);
    expect(onDay(await offeredTimes(browser, lastPage)).length).toBeGreaterThan(0);
  });

  test("a call booked on /vibe-check shows on /admin/bookings and on its lead, and the owner marks it completed", async ({ page, browser }) => {
    // A visitor books the last time of the last day of the first week of days.
    const visitor = await browser.newContext({ viewport: MOBILE, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const visitorPage = await visitor.newPage();
    await withNecessaryOnlyConsent(visitorPage);
    await gotoHydrated(visitorPage, "/vibe-check");
    const booking = visitorPage.getByTestId("booking-form");
    const lastDay = booking.locator("[data-day-link]").last();
    const date = await lastDay.getAttribute("data-day-link");
    await lastDay.click();
    await expect(booking.getByTestId("slot-day")).toHaveAttribute("data-date", date!);
    const slot = booking.locator('input[name="start"]').last();
    const start = (await slot.getAttribute("value"))!;
    await slot.check();
    const lastName = `Booked${Date.now().toString(36)}`;
    await booking.getByLabel("First name").fill("Quinn");
    await booking.getByLabel("Last name").fill(lastName);
    await booking.getByLabel(/^Email/).fill(`${lastName.toLowerCase()}@example.com`);
    await booking.getByLabel("Service of interest").selectOption({ index: 1 });
    await booking.getByLabel("I agree to allow the provider to store and process my personal data.").check();
    await booking.getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    await expect(visitorPage).toHaveURL(/\/vibe-check\/booking\//);
    await visitor.close();

    await signIn(page, "/admin/bookings");
    expect(await axeViolations(page), "bookings").toEqual([]);
    const call = page.getByRole("listitem").filter({ hasText: `Quinn ${lastName}` });
    await expect(call).toHaveCount(1);
    await expect(call.locator(`time[datetime="${new Date(start).toISOString()}"]`)).toBeVisible();
    await expect(call).toContainText("Booked");
    await expect(call).toContainText("Video call with");

    // The lead shows the same call.
    await call.getByRole("link", { name: `Quinn ${lastName}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quinn ${lastName}`);
    const panel = page.getByRole("region", { name: "Their Vibe Check call" });
    await expect(panel).toContainText("Central Time");
    await expect(panel).toContainText("Video call");
    expect(await axeViolations(page), "lead with a call").toEqual([]);

    await gotoHydrated(page, "/admin/bookings");
    await call.getByRole("button", { name: /^Mark completed/ }).click();
    await expect(call).toContainText("Completed");
    await expect(call.getByRole("button", { name: /^Mark completed/ })).toHaveCount(0);
    await expect(call.getByRole("button", { name: /^Cancel call/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: `Quinn ${lastName}` })).toContainText("Completed");
  });
});

test("without JavaScript the bookings and availability screens show what their loaders read", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login?next=%2Fadmin%2Fbookings");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("heading", { name: "Today and the next 14 days" })).toBeVisible();
  await page.goto("/admin/availability");
  await expect(page.getByRole("heading", { name: "Hosts", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rules" })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await context.close();
});
