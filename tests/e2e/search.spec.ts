import { expect, test } from "./helpers";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, waitForCookieBanner } from "./helpers";

// A word from one seeded post's title (app/content/blog/thermostat-fight-never-about-the-thermostat.md).
const WORD = "thermostat";
const POST = "/blog/thermostat-fight-never-about-the-thermostat";

test.describe("site search", () => {
  test("works without JavaScript: a GET form, results with the title match first and the word marked", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/search");
    await page.getByLabel("Search the site").fill(WORD);
    await page.getByLabel("Search the site").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/resources/search\\?q=${WORD}$`));
    const first = page.getByTestId("search-result").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", POST);
    await expect(first.locator("mark").first()).toHaveText(/thermostat/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page).toHaveTitle("Search results | Millennial Life");
    await context.close();
  });

  test("finds service pages, and says so kindly when nothing matches", async ({ page }) => {
    await gotoHydrated(page, "/resources/search?q=premarital+blueprint");
    await expect(page.getByTestId("search-result").getByRole("link").first()).toHaveAttribute("href", "/premarital-blueprint");
    await gotoHydrated(page, "/resources/search?q=xylophonic");
    await expect(page.getByRole("heading", { name: "Nothing matched" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Suggested searches" }).getByRole("link").first()).toBeVisible();
  });

  test("with JavaScript the form searches in place, and the box on the blog shows results as you type", async ({ page }) => {
    await gotoHydrated(page, "/resources/search");
    await page.getByLabel("Search the site").fill(WORD);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${WORD}$`));
    await expect(page.getByTestId("search-result").first().getByRole("link")).toHaveAttribute("href", POST);

    await gotoHydrated(page, "/resources/blog");
    const box = page.getByTestId("site-search-box");
    await box.getByRole("searchbox").pressSequentially(WORD, { delay: 30 });
    const live = page.getByTestId("live-search-results");
    await expect(live.getByRole("link").first()).toHaveAttribute("href", POST);
    await expect(live.getByRole("link", { name: /See all \d+ results?/ })).toHaveAttribute("href", `/resources/search?q=${WORD}`);
    await expect(page).toHaveURL(/\/resources\/blog$/);
    await expect(box.locator('[aria-live="polite"]')).toContainText(/\d+ results?/);
  });

  test("a question's answer is a result of its own, and its link opens that answer on the fees page", async ({ page }) => {
    await gotoHydrated(page, "/resources/search?q=insurance");
    const first = page.getByTestId("search-result").first();
    await expect(first).toContainText("Question & answer");
    const answer = page.getByTestId("search-result").getByRole("link", { name: "Do you take insurance?" });
    await answer.click();
    await expect(page).toHaveURL(/\/fees-and-faqs#faq-insurance$/);
    await expect(page.locator("#faq-insurance")).toHaveAttribute("open", "");
    await expect(page.locator("#faq-insurance").getByTestId("faq-answer")).toBeVisible();
  });

  test("hostile queries get a page, never an error, and nothing of them is reflected as markup", async ({ request }) => {
    for (const q of ["<script>alert(1)</script>", "%00", "a".repeat(5000), '"unbalanced', "-", "' or 1=1 --", "%E0%A4%A"]) {
      const res = await request.get(`/resources/search?q=${q.startsWith("%") ? q : encodeURIComponent(q)}`);
      expect(res.status(), q).toBeLessThan(500);
      expect(await res.text()).not.toContain("<script>alert(1)</script>");
    }
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`search at ${viewport.width}px`, () => {
    test.use({ viewport });
    test(`results have no accessibility violations`, async ({ page }) => {
      await gotoHydrated(page, `/resources/search?q=${WORD}`);
      await waitForCookieBanner(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
