import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, test, expect } from "./helpers";

/**
 * The media library screen: an upload works as a plain form post without script, and with script;
 * alt text is asked for until given; deleting asks first. Each test uploads a picture of its own
 * (a new colour, so new bytes) and finds it by its card.
 */

test.describe.configure({ mode: "serial" });

async function signIn(page: Page) {
  await page.goto("/admin/login?next=/admin/media");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
}

async function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 140 } } })
    .jpeg()
    .toBuffer();
}

const cardOf = (page: Page, id: string) => page.locator(`#asset-${id}`);
const uploadedId = (page: Page) => new URL(page.url()).searchParams.get("uploaded") ?? new URL(page.url()).searchParams.get("saved") ?? "";

test("without script: upload a photo, see it needs alt text, add it, and it is listed with its picture", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page);
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "studio.jpg", mimeType: "image/jpeg", buffer: await photo(Date.now() % 997) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Uploaded");
  const id = uploadedId(page);
  const card = cardOf(page, id);
  await expect(card.getByText("Needs alt text")).toBeVisible();
  await expect(card.locator("img")).toHaveJSProperty("complete", true);

  await card.getByLabel("Alt text (required)").fill("The studio's reading corner");
  await card.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");
  const saved = cardOf(page, id);
  await expect(saved.getByText("Needs alt text")).toHaveCount(0);
  await expect(saved.getByRole("img", { name: "The studio's reading corner" })).toBeVisible();
  await context.close();
});

test("a renamed text file is refused with a clear message and nothing is added", async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin/media");
  const before = await page.getByRole("list", { name: "Uploads" }).getByRole("listitem").count();
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all, only words\n".repeat(10)) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("not a JPEG, PNG, WebP or AVIF image");
  await expect(page.getByRole("list", { name: "Uploads" }).getByRole("listitem")).toHaveCount(before);
});

test("with script and the keyboard: upload, then delete after confirming", async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin/media");
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "hall.jpg", mimeType: "image/jpeg", buffer: await photo((Date.now() % 991) + 3) });
  await page.getByLabel("Alt text (images)").focus();
  await page.keyboard.type("The hallway");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/uploaded=/);
  const id = uploadedId(page);
  const card = cardOf(page, id);
  await expect(card.getByRole("img", { name: "The hallway" })).toBeVisible();

  await card.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(card.getByRole("alert")).toContainText("Delete this upload? No page uses it.");
  await card.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted");
  await expect(cardOf(page, id)).toHaveCount(0);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the media screen has no axe violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await gotoHydrated(page, "/admin/media");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/media-admin-${viewport.width}.png`, fullPage: true });
  });
}
