import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { gotoHydrated, expect } from "./helpers";

/** Signs in through the real form and waits for the overview. */
export async function signIn(page: Page) {
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const markdownBody = (page: Page) => page.locator(".cm-content");

/** Opens the editor for a new post and fills every field, the body typed into CodeMirror. */
export async function writePost(page: Page, { title, word }: { title: string; word: string }) {
  await gotoHydrated(page, "/admin/blog");
  await page.getByRole("link", { name: "New post" }).first().click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill(`A short note about ${word} for couples.`);
  await page.getByRole("checkbox", { name: "Communication" }).check();
  await page.getByLabel("Author").selectOption({ label: "Priya Raman" });
  await page.getByRole("radio", { name: "rings" }).check({ force: true });
  await expect(markdownBody(page)).toBeVisible();
  await markdownBody(page).click();
  await page.keyboard.type(`## Why ${word} matters\n\nTalk about ${word} every week. [Book a call](/vibe-check) [bad](javascript:alert(1))\n`);
}
