import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { therapistPath, therapists } from "../../app/content/therapists";
import { E2E_ADMIN } from "../../playwright.config";
import { phonePhoto } from "../fixtures/phone-photo";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

/**
 * The owner places a phone photo of a clinician at /admin/photos; the team page, her profile and
 * the homepage carousel show it at once with no layout shift and no location in its files, and
 * "back to the illustration" brings the drawing back. Runs after every other test (its file name),
 * because it changes what every page shows.
 */

const person = therapists.find((t) => t.inCarousel)!;
const row = (page: Page) => page.locator(`#photo-person-${person.slug}`);
const ALT = `${person.name} laughing on the office couch`;

/** Every layout shift from the start of each document, summed. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The person's photo on the page: scrolled to, loaded, and in the format the browser prefers. */
async function expectPhoto(page: Page) {
  const img = page.locator(`img[data-portrait="${person.name}"]`).first();
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/[0-9a-f]{16}-avif-\d+\.avif$/);
  return img;
}

test("the owner places a clinician's phone photo: team, profile and carousel show it without shifting, then the drawing comes back", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-photo-"));
  try {
    const file = path.join(dir, "IMG_2041.jpg");
    writeFileSync(file, await phonePhoto(1200, 1600));
    await page.goto("/admin/login?next=%2Fadmin%2Fphotos");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/photos/);
    await row(page).getByLabel("Upload a photo").setInputFiles(file);
    await row(page).getByLabel("Alt text").fill(ALT);
    await row(page).getByRole("button", { name: "Upload photo", exact: true }).click();
    await expect(row(page).getByRole("status")).toContainText("Saved");
    await expect(row(page).getByRole("img", { name: ALT })).toBeVisible();

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/photos");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/photos-admin-${viewport.width}.png` });
    }

    const visitor = await page.context().browser()!.newContext();
    const tab = await visitor.newPage();
    await recordShifts(tab);
    for (const viewport of [MOBILE, DESKTOP]) {
      await tab.setViewportSize(viewport);
      for (const where of ["/team", therapistPath(person), "/"]) {
        await gotoHydrated(tab, where);
        const img = await expectPhoto(tab);
        if (where !== "/") await expect(img).toHaveAttribute("alt", where === "/team" ? "" : ALT);
        expect(await tab.evaluate(() => (window as unknown as { shifts: number }).shifts), `${where} at ${viewport.width}`).toBeLessThanOrEqual(0.01);
        await tab.screenshot({ path: `/tmp/photo${where.replaceAll("/", "-")}-${viewport.width}.png` });
      }
    }
    // What a visitor downloads carries no location or camera details.
    const served = await request.get(
      await tab
        .locator(`img[data-portrait="${person.name}"]`)
        .first()
        .evaluate((el: HTMLImageElement) => el.currentSrc),
    );
    expect(served.headers()["cache-control"]).toContain("immutable");
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    await visitor.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await page.goto("/admin/photos");
    if (
      (await row(page)
        .getByRole("button", { name: `Show the illustration of ${person.name} again` })
        .count()) > 0
    )
      await row(page)
        .getByRole("button", { name: `Show the illustration of ${person.name} again` })
        .click();
  }
  await expect(row(page).getByRole("status")).toContainText("Removed");
  const team = await (await request.get("/team")).text();
  expect(team).toMatch(new RegExp(`<svg[^>]*data-portrait="${person.name}"`));
  expect(team).not.toContain("/media/");
});
