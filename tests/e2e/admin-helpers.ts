import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect } from "./helpers";
import { uniqueClientIp } from "./home-helpers";

/** An enquiry straight through the public API, as the homepage form sends it; answers its last name. */
export async function sendEnquiry(page: Page, firstName: string): Promise<string> {
  const lastName = `Reply${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post("/api/submit-homepage-form", {
    headers: { "X-Forwarded-For": uniqueClientIp() },
    data: {
      firstName,
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: "214-555-0199",
      serviceInterest: "couples-therapy",
      message: "We keep having the same fight.",
      communicationsOptIn: false,
      dataStorageConsent: true,
      pageUri: "/",
      pageName: "Homepage",
    },
  });
  expect(response.status()).toBe(201);
  return lastName;
}

/** A writer account added through the Users screen's form, posted with the admin's session `page` holds. */
export async function addWriterAccount(page: Page, username: string, password: string): Promise<void> {
  const answer = await page.request.post("/admin/users", { form: { intent: "add", username, password } });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain(`Account added: ${username} can sign in now.`);
}

export async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}

export async function openEnquiry(page: Page, lastName: string) {
  // Its id from the list API, the shortest way to its own page.
  const list = (await (await page.request.get(`/api/admin/leads?q=${lastName}`)).json()) as { items: { id: string }[] };
  await page.goto(`/admin/leads/${list.items[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lastName);
}
