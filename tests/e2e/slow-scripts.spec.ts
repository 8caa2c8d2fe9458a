import type { Page } from "@playwright/test";
import { resourcesHub } from "../../app/content/resources-hub";
import { siteRoutes } from "../../app/routes";
import { E2E_ADMIN } from "../../playwright.config";
import { recordDataRequests, spinnerDelayMs, storedLeads, PHONE, timeNavigationSpinner } from "./helpers";
import { fillContactForm, uniqueClientIp, withNecessaryOnlyConsent } from "./home-helpers";
import { expect, ScriptHold, test } from "./slow-scripts";

/**
 * A visitor on a slow connection acts before the page's code has arrived: everything she types,
 * ticks, chooses or presses is still hers when it does. Each test holds the site's code and route
 * data (`slowScripts`), acts, releases, and checks the page adopted what she did and that a
 * submission went through exactly once, with its usual outcome.
 */

// The cookie banner stays closed (it would cover the forms); a client address per test for the lead limits.
test.beforeEach(async ({ page }) => withNecessaryOnlyConsent(page));
test.use({ ...PHONE, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** Until this, React is not live: the start-up script has not been able to load the code. */
async function expectStillWaiting(page: Page, hold: ScriptHold) {
  await expect.poll(() => hold.heldRequests.length).toBeGreaterThan(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

/** Requests to one API path, by method, from now on. */
function countPosts(page: Page, path: string): { native: number; json: number } {
  const counts = { native: 0, json: 0 };
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== path) return;
    if ((request.headers()["content-type"] ?? "").startsWith("application/json")) counts.json++;
    else counts.native++;
  });
  return counts;
}

const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

test.describe("the contact form", () => {
  for (const path of ["/", "/vibe-check"]) {
    test(`on ${path}: everything typed before the code arrives is kept, with the focus and caret, and sent once as JSON`, async ({
      page,
      browser,
      slowScripts,
    }) => {
      const posts = countPosts(page, "/api/submit-homepage-form");
      await page.goto(path);
      await expectStillWaiting(page, slowScripts);
      const form = page.getByTestId("contact-form");
      await form.scrollIntoViewIfNeeded();
      const email = uniqueEmail("held");
      await fillContactForm(form, { firstName: "Jordan", email, message: "Weekends are the hard part" });
      // The visitor is mid-word in the message when the code arrives.
      const message = form.getByLabel(/What's on your mind/);
      await message.focus();
      await message.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 8));

      slowScripts.release();
      await expect(form).toHaveAttribute("data-enhanced", "true", { timeout: 15_000 });
      await expect(form.getByLabel("First name")).toHaveValue("Jordan");
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expect(form.getByLabel("Service of interest")).toHaveValue("couples-therapy");
      await expect(message).toHaveValue("Weekends are the hard part");
      await expect(form.getByLabel("I agree to receive other communications")).toBeChecked();
      await expect(form.getByLabel("I agree to allow the provider to store and process my personal data.")).toBeChecked();
      await expect(message).toBeFocused();
      expect(await message.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([8, 8]);

      await form.getByRole("button", { name: "Send My Request" }).click();
      await expect(page.getByText("Request submitted", { exact: true })).toBeVisible();
      expect(posts).toEqual({ native: 0, json: 1 });
      expect(await storedLeads(browser, "enquiries", email)).toContain(email);
    });
  }

  test("sent before any code arrives, it posts natively once and thanks the visitor", async ({ page, browser, slowScripts }) => {
    const posts = countPosts(page, "/api/submit-homepage-form");
    await page.goto("/");
    await expectStillWaiting(page, slowScripts);
    const form = page.getByTestId("contact-form");
    await form.scrollIntoViewIfNeeded();
    const email = uniqueEmail("native");
    await fillContactForm(form, { email });
    // The button shows at once that the page is on its way: read as the submit leaves the page
    // (once the browser is navigating, the old document can no longer be queried).
    const shownAtSubmit = new Promise<{ sending: boolean; cursor: string }>((resolve) => void page.exposeFunction("reportSubmit", resolve));
    await page.evaluate(() =>
      addEventListener("submit", (event) => {
        const form = event.target as HTMLFormElement;
        const button = form.querySelector("[type=submit]")!;
        (window as unknown as { reportSubmit: (seen: object) => void }).reportSubmit({
          sending: form.hasAttribute("data-sending"),
          cursor: getComputedStyle(button).cursor,
        });
      }),
    );
    await form.getByRole("button", { name: "Send My Request" }).click();
    expect(await shownAtSubmit).toEqual({ sending: true, cursor: "progress" });
    await expect(page).toHaveURL(/[?&]submitted=1/);
    await expect(page.getByRole("status").filter({ hasText: "Request submitted" })).toBeVisible();
    slowScripts.release();
    expect(posts).toEqual({ native: 1, json: 0 });
    expect(await storedLeads(browser, "enquiries", email)).toContain(email);
  });

  test("sent when React is live but the form's own code is still on its way, it posts once", async ({ page, browser, baseURL }) => {
    const hold = await ScriptHold.on(page, baseURL!, { only: /^\/assets\/contact-form-[\w-]+\.js$/ });
    const posts = countPosts(page, "/api/submit-homepage-form");
    await page.goto("/");
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    const form = page.getByTestId("contact-form");
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => hold.waitingCount).toBeGreaterThan(0);
    const email = uniqueEmail("between");
    await fillContactForm(form, { email });
    await form.getByRole("button", { name: "Send My Request" }).click();
    await expect(page.getByText("Request submitted", { exact: true })).toBeVisible();
    hold.release();
    expect(posts.native + posts.json).toBe(1);
    expect(await storedLeads(browser, "enquiries", email)).toContain(email);
  });
});

test.describe("Get Matched", () => {
  test("answers given before the code arrives are kept, and the match they finish shows; nothing is sent", async ({ page, slowScripts }) => {
    await page.goto("/get-matched");
    await expectStillWaiting(page, slowScripts);
    const requests = recordDataRequests(page);
    await page.getByLabel("Me and my partner (or partners)").check();
    await page.getByLabel("A concentrated weekend or day").check();
    await page.getByLabel("LGBTQ+ and relationship-diverse experience").check();
    slowScripts.release();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    // The questions that follow from the first answer appear; the others keep their answers (a
    // concentrated start is what makes this a weekend intensive rather than weekly crisis care).
    await page.getByLabel("An affair or a big secret came out").check();
    await expect(page.getByLabel("Me and my partner (or partners)")).toBeChecked();
    await expect(page.getByLabel("A concentrated weekend or day")).toBeChecked();
    await expect(page.getByLabel("LGBTQ+ and relationship-diverse experience")).toBeChecked();
    await page.getByRole("button", { name: "Show my match" }).click();
    await expect(page.getByTestId("match-result")).toHaveAttribute("data-service", "weekend-intensive");
    expect(requests).toEqual([]);
  });

  test("'Show my match' pressed before the code arrives is answered once when it does, with the answers kept", async ({ page, slowScripts }) => {
    await page.goto("/get-matched");
    await expectStillWaiting(page, slowScripts);
    const requests = recordDataRequests(page);
    await page.getByLabel("Just me", { exact: true }).check();
    await page.getByLabel("Online, anywhere in Texas").check();
    const submit = page.getByRole("button", { name: "Show my match" });
    await submit.click();
    // Held, not lost: the page stays, and the button shows it is waiting.
    await expect(page.getByRole("form", { name: "Get matched questionnaire" })).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/get-matched$/);
    slowScripts.release();
    // The one answer still missing is asked for, and everything given is still there.
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Choose what's going on.");
    await expect(summary).not.toContainText("Choose who's coming to therapy.");
    await expect(page.getByLabel("Just me", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Online, anywhere in Texas")).toBeChecked();
    await expect(page.getByRole("form", { name: "Get matched questionnaire" })).not.toHaveAttribute("aria-busy", "true");
    await page.getByLabel("Anxiety, overthinking or burnout").check();
    await submit.click();
    await expect(page.getByTestId("match-result")).toHaveCount(1);
    expect(requests).toEqual([]);
  });

  test("answered and sent while React is live but the questionnaire's own code is still on its way, it is answered once with the answers kept", async ({
    page,
    baseURL,
  }) => {
    const hold = await ScriptHold.on(page, baseURL!, { only: /^\/assets\/get-matched-form-[\w-]+\.js$/ });
    // Focus moves to the error summary by a smooth scroll; a click while the page glides lands where
    // the next answer was a frame before. The answers kept are under test here, not the glide.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/get-matched");
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect.poll(() => hold.waitingCount).toBeGreaterThan(0);
    const requests = recordDataRequests(page);
    await page.getByLabel("Me and my partner (or partners)").check();
    await page.getByLabel("Saturdays").check();
    const submit = page.getByRole("button", { name: "Show my match" });
    await submit.click();
    const form = page.getByRole("form", { name: "Get matched questionnaire" });
    await expect(form).toHaveAttribute("aria-busy", "true");
    hold.release();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Choose what's going on.");
    await expect(summary).toBeFocused();
    await expect(page.getByLabel("Me and my partner (or partners)")).toBeChecked();
    await expect(page.getByLabel("Saturdays")).toBeChecked();
    await expect(form).not.toHaveAttribute("aria-busy", "true");
    await page.getByLabel("Our phones are in the middle of everything").check();
    await submit.click();
    await expect(page.getByTestId("match-result")).toHaveAttribute("data-service", "digital-detox");
    expect(requests).toEqual([]);
  });

  test("reached by a client-side navigation while its code is slow, the questionnaire appears only once it answers", async ({ page, baseURL }) => {
    const hold = await ScriptHold.on(page, baseURL!, { startHeld: false, only: /^\/assets\/get-matched-form-[\w-]+\.js$/ });
    await page.goto("/sitemap");
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    hold.hold();
    await page.locator("main").getByRole("link", { name: "Get Matched", exact: true }).first().click();
    await expect.poll(() => hold.waitingCount).toBeGreaterThan(0);
    // The previous page stays meanwhile: no questionnaire that would not answer yet.
    await expect(page.getByRole("form", { name: "Get matched questionnaire" })).toHaveCount(0);
    hold.release();
    await page.getByLabel("Just me", { exact: true }).check();
    await page.getByLabel("Anxiety, overthinking or burnout").check();
    await page.getByRole("button", { name: "Show my match" }).click();
    await expect(page.getByTestId("match-result")).toHaveAttribute("data-service", "individual-healing");
    await expect(page.getByRole("heading", { level: 2, name: "We'd suggest Individual Therapy" })).toBeFocused();
  });
});

test.describe("search boxes", () => {
  test("the FAQ search filters by words typed before the code arrived", async ({ page, slowScripts }) => {
    await page.goto("/fees-and-faqs");
    await expectStillWaiting(page, slowScripts);
    const box = page.getByLabel("Search the questions");
    await box.fill("superbill");
    slowScripts.release();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(page.getByTestId("faq-status")).toContainText('match "superbill"');
    await expect(box).toHaveValue("superbill");
  });

  test("the resources hub's search shows live results for words typed before the code arrived", async ({ page, slowScripts }) => {
    await page.goto("/resources-hub");
    await expectStillWaiting(page, slowScripts);
    const box = page.getByLabel(resourcesHub.searchLabel);
    await box.fill("money");
    slowScripts.release();
    await expect(page.getByTestId("live-search-results")).toBeVisible();
    await expect(box).toHaveValue("money");
  });

  test("a search sent before the code arrives goes to the results page", async ({ page, slowScripts }) => {
    await page.goto("/resources/search");
    await expectStillWaiting(page, slowScripts);
    await page.getByLabel("Search the site").fill("money");
    await page.getByLabel("Search the site").press("Enter");
    await expect(page).toHaveURL(/\/resources\/search\?q=money$/);
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    slowScripts.release();
  });
});

test("the ritual creator keeps choices made before the code arrives and builds their plan once", async ({ page, slowScripts }) => {
  await page.goto("/ritual-creator");
  await expectStillWaiting(page, slowScripts);
  const requests = recordDataRequests(page);
  const form = page.getByTestId("ritual-form");
  await form.getByLabel("Two hours").check();
  await form.getByLabel(/^Talk/).check();
  await form.getByLabel("We take turns").check();
  await form.getByLabel("Day").selectOption("thursday");
  slowScripts.release();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await expect(form.getByLabel("Two hours")).toBeChecked();
  await expect(form.getByLabel(/^Talk/)).toBeChecked();
  await expect(form.getByLabel("Day")).toHaveValue("thursday");
  await form.getByRole("button", { name: "Create our ritual" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Thursday/ })).toHaveCount(1);
  expect(requests).toEqual([]);
});

test("the newsletter page's form keeps what was typed before the code arrived and signs up once", async ({ page, browser, slowScripts }) => {
  const posts = countPosts(page, "/api/submit-hubspot");
  await page.goto("/newsletter");
  await expectStillWaiting(page, slowScripts);
  const form = page.getByTestId("newsletter-page-form");
  const email = uniqueEmail("drip");
  await form.getByLabel("First name").fill("Noor");
  await form.getByLabel("Last name").fill("Held");
  await form.getByLabel("Email").fill(email);
  slowScripts.release();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await expect(form.getByLabel("First name")).toHaveValue("Noor");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await form.getByRole("button", { name: "Sign Me Up" }).click();
  await expect(page.getByTestId("newsletter-success")).toBeVisible();
  expect(posts.native + posts.json).toBe(1);
  expect(await storedLeads(browser, "newsletter", email)).toContain(email);
});

test("'Pour Me In' tapped while the dialog's code is on its way shows Loading... at once, then the dialog", async ({ page, baseURL }) => {
  const hold = await ScriptHold.on(page, baseURL!, { only: /^\/assets\/newsletter-modal-[\w-]+\.js$/ });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  const trigger = page.locator("#podcast-blog").getByRole("button", { name: "Pour Me In" });
  await trigger.scrollIntoViewIfNeeded();
  await expect.poll(() => hold.waitingCount).toBeGreaterThan(0);
  await trigger.click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible({ timeout: 500 });
  hold.release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
});

test("a quiz's Start tapped before the code arrives shows the questions, and the quiz runs once it does", async ({ page, slowScripts }) => {
  await page.goto("/therapy-finder-quiz");
  await expectStillWaiting(page, slowScripts);
  await page.getByTestId("quiz-start-button").click();
  await expect(page).toHaveURL(/#quiz-questions$/);
  slowScripts.release();
  await expect(page.getByTestId("quiz-start")).toHaveAttribute("data-live", "true");
  await page.getByTestId("quiz-start-button").click();
  await expect(page.getByTestId("quiz-question")).toBeVisible();
});

test("the admin sign-in keeps what was typed before the code arrived and signs in once", async ({ page, slowScripts }) => {
  await page.goto("/admin/login");
  await expectStillWaiting(page, slowScripts);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  slowScripts.release();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
  await expect(page.getByLabel("Password")).toHaveValue(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a navigation whose code and data are slow shows Loading... within 500 ms, then the page", async ({ page, baseURL }) => {
  const hold = await ScriptHold.on(page, baseURL!, { startHeld: false });
  await page.goto("/sitemap");
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  hold.hold();
  await timeNavigationSpinner(page);
  await page.getByRole("link", { name: "Fees & FAQs", exact: true }).first().click();
  await expect(page.locator("main").getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  expect(hold.waitingCount).toBeGreaterThan(0);
  const shownAfter = await spinnerDelayMs(page);
  expect(shownAfter).toBeLessThanOrEqual(500);
  hold.release();
  await expect(page).toHaveURL(/\/fees-and-faqs$/);
  await expect(page.locator("main").getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
});

/**
 * Every form a page of the route table serves, named by its test id, label or action, and the
 * test above that covers it: a new form fails here until it has a slow-script test of its own.
 */
const FORMS_COVERED = new Map<string, string>([
  ["contact-form", "the contact form"],
  ["booking-form", "the Vibe Check booking (booking.spec.ts: the code arrives while she fills the form)"],
  ["Get matched questionnaire", "Get Matched"],
  ["Search the FAQs", "the FAQ search"],
  ["/resources/search", "search boxes"],
  ["ritual-form", "the ritual creator"],
  ["newsletter-page-form", "the newsletter page's form"],
  // A form with no action posts to its own page.
  ["/admin/login", "the admin sign-in"],
]);

test("every form on every page of the route table has a slow-script test", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const indexable = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const internal = siteRoutes.filter((r) => !r.indexable && !r.path.includes(":")).map((r) => r.path);
  const uncovered: string[] = [];
  for (const path of [...new Set([...indexable, ...internal, "/admin/login"])]) {
    const html = await (await request.get(path)).text();
    for (const [, attributes = ""] of html.matchAll(/<form\b([^>]*)>/g)) {
      const names = [...attributes.matchAll(/(?:data-testid|aria-label|action)="([^"]*)"/g)].map((m) => m[1]!.replace(/#.*$/, ""));
      if (!/\baction=/.test(attributes)) names.push(path);
      if (!names.some((name) => FORMS_COVERED.has(name))) uncovered.push(`${path}: <form${attributes}>`);
    }
  }
  expect(uncovered).toEqual([]);
});
