import { type Page } from "@playwright/test";
import { vibeCheckFaqsFor } from "../../app/content/vibe-check";
import { defaultPracticeContact } from "../../app/content/practice-contact";
import { clientExperienceDirector } from "../../app/content/therapists";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";
import { fillContactForm, uniqueClientIp, waitForEnhancedForm, withNecessaryOnlyConsent } from "./home-helpers";

const vibeCheckFaqs = vibeCheckFaqsFor(defaultPracticeContact);

test.beforeEach(async ({ page }) => {
  await withNecessaryOnlyConsent(page);
});

const form = (page: Page) => page.locator("section#contact").getByTestId("contact-form");

test.describe("/vibe-check", () => {
  test.use({ viewport: DESKTOP });

  test("says what the free 15-minute Vibe Check is, what happens next, and answers common questions", async ({ page }) => {
    const response = await gotoHydrated(page, "/vibe-check");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Book Your Free 15-Minute Vibe Check | Millennial Life");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your free Vibe Check");
    const main = page.locator("main");
    await expect(main).toContainText("fit-finder call");
    await expect(main).toContainText("A therapy session, an assessment or a diagnosis");
    await expect(main.getByRole("heading", { name: "What happens after you book" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "It's confirmed at once" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "None of these times work?" })).toBeVisible();
    await expect(page.getByTestId("director-card")).toContainText(clientExperienceDirector.name);

    const faqs = page.getByTestId("vibe-check-faq");
    await expect(faqs).toHaveCount(vibeCheckFaqs.length);
    const first = faqs.first();
    await expect(first.getByText(vibeCheckFaqs[0]!.answer)).toBeHidden();
    await first.getByText(vibeCheckFaqs[0]!.question).click();
    await expect(first.getByText(vibeCheckFaqs[0]!.answer)).toBeVisible();
  });

  test("FAQ and breadcrumb JSON-LD", async ({ request }) => {
    const html = await (await request.get("/vibe-check")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const faq = blocks.find((b) => b["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(vibeCheckFaqs.length);
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("/contact leads here", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page).toHaveURL(/\/vibe-check$/);
  });

  test("the request form (for when no time works) is the same form, sending pageName 'Vibe Check Page' and this page's path", async ({ page }) => {
    let body: Record<string, unknown> | null = null;
    await page.route("**/api/submit-homepage-form", async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 201, json: { ok: true } });
    });
    await gotoHydrated(page, "/vibe-check");
    await expect(form(page).locator('input[type="hidden"][name="pageName"]')).toHaveValue("Vibe Check Page");
    await expect(form(page).locator('input[type="hidden"][name="pageUri"]')).toHaveValue("/vibe-check");
    await waitForEnhancedForm(form(page));
    await fillContactForm(form(page), { service: "premarital-counseling" });
    await form(page).getByRole("button", { name: "Send My Request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Request submitted" })).toBeVisible();
    expect(body).toMatchObject({ pageName: "Vibe Check Page", pageUri: "/vibe-check", serviceInterest: "premarital-counseling", dataStorageConsent: true });
  });

  test("validation messages and focus, as on the homepage", async ({ page }) => {
    await gotoHydrated(page, "/vibe-check");
    await waitForEnhancedForm(form(page));
    await form(page).getByLabel("First name").fill("Ana");
    await form(page).getByRole("button", { name: "Send My Request" }).click();
    await expect(form(page).getByLabel("Last name")).toBeFocused();
    await expect(form(page).getByLabel("Last name")).toHaveAccessibleDescription("Last name is required");
    await expect(form(page).getByLabel("Service of interest")).toHaveAccessibleDescription("Please select a service");
    await expect(form(page).getByLabel("I agree to allow the provider to store and process my personal data.")).toHaveAccessibleDescription(
      "You must consent to data storage to submit this form",
    );
    await expect(form(page).getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a failing server keeps the values and shows the destructive toast", async ({ page }) => {
    await page.route("**/api/submit-homepage-form", (route) => route.fulfill({ status: 500, body: "" }));
    await gotoHydrated(page, "/vibe-check");
    await waitForEnhancedForm(form(page));
    await fillContactForm(form(page));
    await form(page).getByRole("button", { name: "Send My Request" }).click();
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText("Error submitting form");
    await expect(toast).toContainText("Please try again later");
    await expect(form(page).getByLabel("Last name")).toHaveValue("Rivera");
  });

  test("a real submission is stored and thanked", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await gotoHydrated(page, "/vibe-check");
    await waitForEnhancedForm(form(page));
    await fillContactForm(form(page), { email: `vibe.${Date.now()}@example.com` });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/submit-homepage-form") && r.request().method() === "POST");
    await form(page).getByRole("button", { name: "Send My Request" }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole("status").filter({ hasText: "Request submitted" })).toContainText("We'll get back to you within 24 business hours.");
    await expect(form(page).getByLabel("First name")).toHaveValue("");
  });

  test("?service= preselects a valid service of interest, and ignores anything else", async ({ page }) => {
    await gotoHydrated(page, "/vibe-check?service=weekend-intensive");
    await expect(form(page).getByLabel("Service of interest")).toHaveValue("weekend-intensive");
    await gotoHydrated(page, "/vibe-check?service=not-a-service");
    await expect(form(page).getByLabel("Service of interest")).toHaveValue("");
  });

  test("the preselected service is in the server HTML too", async ({ request }) => {
    const html = await (await request.get("/vibe-check?service=digital-detox")).text();
    expect(html).toMatch(/<option value="digital-detox" selected="">/);
  });

  test("works without JavaScript: a native post returns to the form with the success notice", async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const page = await context.newPage();
    await page.goto("/vibe-check?service=6-session-reset");
    await expect(form(page).getByLabel("Service of interest")).toHaveValue("6-session-reset");
    await fillContactForm(form(page), { email: `vibe.nojs.${Date.now()}@example.com`, service: "6-session-reset" });
    await form(page).getByRole("button", { name: "Send My Request" }).click();
    await expect(page).toHaveURL(/\/vibe-check\?submitted=1#contact$/);
    await expect(page.getByTestId("submission-notice")).toContainText("Request submitted");
    await context.close();
  });

  test("without JavaScript, a rejected post comes back with the error notice", async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const page = await context.newPage();
    await page.goto("/vibe-check");
    // The browser checks required fields itself; a bad email that it accepts reaches the server.
    await fillContactForm(form(page), { email: "not-an-email@" });
    await form(page)
      .getByLabel("Email")
      .evaluate((input: HTMLInputElement) => (input.type = "text"));
    await form(page).getByRole("button", { name: "Send My Request" }).click();
    await expect(page).toHaveURL(/\/vibe-check\?error=1#contact$/);
    const notice = page.getByTestId("submission-notice");
    await expect(notice).toHaveAttribute("data-status", "error");
    await expect(notice).toContainText("Error submitting form");
    await context.close();
  });
});

test.describe("/vibe-check accessibility", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing at ${viewport.width}px, with an FAQ open and the form's errors showing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/vibe-check");
      await waitForEnhancedForm(form(page));
      await page.getByTestId("vibe-check-faq").first().locator("summary").click();
      await form(page).getByRole("button", { name: "Send My Request" }).click();
      await expect(form(page).getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      // The click scrolls the page and fades in header controls: axeViolations waits for them.
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("no horizontal scrolling at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, "/vibe-check");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
