import type { APIRequestContext } from "@playwright/test";
import { guides } from "../../app/content/guides";
import { episodePath, episodes } from "../../app/content/podcasts";
import { quizzes } from "../../app/content/quizzes";
import { quizPath } from "../../app/content/quizzes/quiz-model";
import { axeViolations, DESKTOP, expect, finishAnimations, gotoHydrated, MOBILE, test, waitForCookieBanner } from "./helpers";

const HUB = "/resources-hub";
// A word from one seeded post's title (app/content/blog/thermostat-fight-never-about-the-thermostat.md).
const WORD = "thermostat";
const POST = "/blog/thermostat-fight-never-about-the-thermostat";

async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

test.describe("resources hub", () => {
  test.use({ viewport: DESKTOP });

  test("shows the newest posts in the blog's order, the newest episodes, every guide and the quizzes", async ({ page }) => {
    // The blog's own first page is the reference for "newest".
    await gotoHydrated(page, "/resources/blog");
    const newestPosts = await page
      .getByTestId("post-card")
      .locator("h3 a")
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
    expect(newestPosts).toHaveLength(3);

    await gotoHydrated(page, HUB);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Read, listen, and try one small thing this week");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

    const blog = page.locator("section", { has: page.locator("#hub-blog-heading") });
    expect(
      await blog
        .getByTestId("post-card")
        .locator("h3 a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(newestPosts);

    const published = episodes()
      .filter((e) => new Date(e.publishedAt) <= new Date())
      .sort((a, b) => b.number - a.number);
    const podcast = page.locator("section", { has: page.locator("#hub-podcast-heading") });
    const episodeLinks = podcast.getByTestId("episode-card").locator("h3 a");
    expect(await episodeLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(published.slice(0, 3).map(episodePath));
    await expect(podcast.getByRole("link", { name: `All ${published.length} episodes` })).toHaveAttribute("href", "/resources/podcasts");

    const guideSection = page.locator("section", { has: page.locator("#hub-guides-heading") });
    await expect(guideSection.getByTestId("guide-card")).toHaveCount(guides.length);
    for (const g of guides)
      await expect(guideSection.getByRole("link", { name: g.title, exact: true })).toHaveAttribute("href", `/resources/downloads-guides/${g.slug}`);

    const quizSection = page.locator("section", { has: page.locator("#hub-quizzes-heading") });
    await expect(quizSection.getByRole("link", { name: /See all quizzes & tools/ })).toHaveAttribute("href", "/resources/quizzes-tools");
    for (const q of quizzes) await expect(quizSection.locator(`a[href="${quizPath(q.id)}"]`)).toContainText(q.shortTitle);
    await expect(quizSection.locator('a[href="/ritual-creator"]')).toBeVisible();

    // The shelf leads to each kind's own page, and every link there answers.
    const shelf = page.getByRole("navigation", { name: "Resources by kind" });
    for (const path of ["/resources/blog", "/resources/podcasts", "/resources/downloads-guides", "/resources/quizzes-tools"]) {
      await expect(shelf.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await shelf.locator('a[href="/resources/quizzes-tools"]').click();
    await expect(page).toHaveURL(/\/resources\/quizzes-tools$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("every link on the hub answers without an error", async ({ page, request }) => {
    await gotoHydrated(page, HUB);
    const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const res = await request.get(href, { maxRedirects: 0 });
      expect(res.status(), href).toBe(200);
    }
  });

  test("offers the newsletter: Pour Me In signs a visitor up, recorded as from the hub", async ({ page }) => {
    let body: Record<string, unknown> | undefined;
    await page.route("**/api/submit-hubspot", async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    await gotoHydrated(page, HUB);
    const band = page.locator("#hub-newsletter");
    await band.getByRole("button", { name: "Pour Me In" }).click();
    const dialog = page.getByRole("dialog", { name: "Join The Clarity Drip" });
    await expect(dialog).toBeVisible();
    await finishAnimations(page);
    await dialog.getByLabel("First name").fill("Robin");
    await dialog.getByLabel("Last name").fill("Hub");
    await dialog.getByLabel("Email").fill(`robin.${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Sign Me Up" }).click();
    await expect(dialog.getByTestId("newsletter-success")).toContainText("Thank You for Signing Up!");
    expect(body).toMatchObject({ firstName: "Robin", lastName: "Hub", pageUri: HUB });
  });

  test("the search box is a plain GET form without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(HUB);
    const box = page.getByTestId("site-search-box");
    await box.getByRole("searchbox").fill(WORD);
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/search\\?q=${WORD}$`));
    await expect(page.getByTestId("search-result").first().getByRole("link")).toHaveAttribute("href", POST);
    await context.close();
  });

  test("with JavaScript the search box shows results as you type, and Enter opens the full results", async ({ page }) => {
    await gotoHydrated(page, HUB);
    const box = page.getByTestId("site-search-box");
    const input = box.getByRole("searchbox", { name: "Search every article, episode, guide and service" });
    await input.pressSequentially(WORD, { delay: 30 });
    const live = page.getByTestId("live-search-results");
    await expect(live.getByRole("link").first()).toHaveAttribute("href", POST);
    await expect(box.locator('[aria-live="polite"]')).toContainText(/\d+ results?/);
    await expect(page).toHaveURL(new RegExp(`${HUB}$`));
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/resources/search\\?q=${WORD}$`));
    await expect(page.getByTestId("search-result").first().getByRole("link")).toHaveAttribute("href", POST);
  });

  test("carries CollectionPage and BreadcrumbList JSON-LD naming what it lists", async ({ request }) => {
    const ld = await jsonLd(request, HUB);
    const collection = ld.find((x) => x["@type"] === "CollectionPage")!;
    expect(collection).toMatchObject({ "@context": "https://schema.org", name: "Resources Hub", url: `https://www.millenniallifecounseling.com${HUB}` });
    const items = (collection.mainEntity as { itemListElement: { url: string }[] }).itemListElement;
    expect(items.filter((i) => i.url.includes("/blog/"))).toHaveLength(3);
    expect(items.filter((i) => i.url.includes("/resources/podcasts/episode-"))).toHaveLength(3);
    expect(items.filter((i) => i.url.includes("/resources/downloads-guides/"))).toHaveLength(guides.length);
    const crumbs = ld.find((x) => x["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.millenniallifecounseling.com/" },
      { "@type": "ListItem", position: 2, name: "Resources Hub", item: `https://www.millenniallifecounseling.com${HUB}` },
    ]);
  });

  test("the footer's Search link opens the site search", async ({ page }) => {
    await gotoHydrated(page, HUB);
    await page.locator("footer").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/search$/);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  });

  test("legacy blog paths and the old resources pages land on the hub", async ({ request }) => {
    for (const from of ["/blog", "/blog/category/money", "/blog/2019/03/old-post", "/post/an-old-slug", "/resources", "/marriage-life-group"]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers().location, from).toBe(HUB);
    }
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`resources hub at ${viewport.width}px`, () => {
    test.use({ viewport });
    test("has no accessibility violations, before and after live results", async ({ page }) => {
      await gotoHydrated(page, HUB);
      await waitForCookieBanner(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId("site-search-box").getByRole("searchbox").pressSequentially(WORD, { delay: 30 });
      await expect(page.getByTestId("live-search-results")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
