import { readdirSync, readFileSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { parseBlogFile } from "../../app/features/blog/blog-file.server";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, test, waitForCookieBanner, expect } from "./helpers";

// The post files the server seeded at start: the blog must show exactly the published, due ones.
const dir = "app/content/blog";
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".md"))
  .map((f) => parseBlogFile(readFileSync(`${dir}/${f}`, "utf8")));
const listed = files
  .filter((p) => p.status !== "draft" && p.publishedAt && new Date(p.publishedAt as Date) <= new Date())
  .sort((a, b) => new Date(b.publishedAt as Date).getTime() - new Date(a.publishedAt as Date).getTime());
const newest = listed[0]!;
const crisis = listed.find((p) => p.crisisNote)!;
const calm = listed.find((p) => !p.crisisNote)!;

test.describe("blog post pages", () => {
  test("a post by slug: title, linked author, date, reading time, related posts, Vibe Check and valid BlogPosting JSON-LD", async ({ page }) => {
    const res = await gotoHydrated(page, `/blog/${newest.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    await expect(page.locator('a[rel="author"]')).toHaveAttribute("href", `/therapists/${newest.authorSlug}`);
    await expect(page.locator("article header time")).toHaveAttribute("datetime", new Date(newest.publishedAt as Date).toISOString());
    await expect(page.locator("article header")).toContainText(/\d+ min read/);
    await expect(page.getByTestId("vibe-check-cta").getByRole("link", { name: "Book My Free 15-Min Vibe Check" })).toHaveAttribute("href", "/vibe-check");
    await expect(page.getByRole("region", { name: "More from our therapists" }).getByTestId("post-card")).toHaveCount(3);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/resources/blog/rss.xml");

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = ld.map((t) => JSON.parse(t) as Record<string, unknown>);
    const posting = items.find((i) => i["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: newest.title,
      datePublished: new Date(newest.publishedAt as Date).toISOString(),
      author: { "@type": "Person", url: `https://www.millenniallifecounseling.com/therapists/${newest.authorSlug}` },
      image: { "@type": "ImageObject", url: expect.stringMatching(/^https:\/\/www\.millenniallifecounseling\.com\/resources\/blog\/covers\/[a-z]+\.svg$/) },
    });
    expect(posting.wordCount as number).toBeGreaterThanOrEqual(800);
    expect(typeof posting.keywords).toBe("string");
    expect(Date.parse(posting.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(posting.datePublished as string));
    const crumbs = items.find((i) => i["@type"] === "BreadcrumbList") as { itemListElement: { position: number; name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Resources Hub", "Blog", newest.title]);
    // The cover the JSON-LD names is a real SVG.
    const cover = await page.request.get((posting.image as { url: string }).url.replace("https://www.millenniallifecounseling.com", ""));
    expect(cover.headers()["content-type"]).toContain("image/svg+xml");
    expect(await cover.text()).toContain("<svg");
  });

  test("the legacy /blog/{id} and /blog/{id}-{slug} answer 301 to the slug; unknown ids and slugs are 404", async ({ request }) => {
    for (const path of [`/blog/${newest.legacyId}`, `/blog/${newest.legacyId}-${newest.slug}`, `/blog/${newest.legacyId}-an-old-title`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      expect(res.headers().location, path).toBe(`/blog/${newest.slug}`);
    }
    for (const path of ["/blog/999999", "/blog/1000-nothing-here", "/blog/no-such-post", "/blog/%00", "/blog/..%2f..%2fetc"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    // Deeper paths under the old blog prefix go to the hub.
    const deep = await request.get("/blog/2021/05/old-permalink", { maxRedirects: 0 });
    expect(deep.status()).toBe(301);
    expect(deep.headers().location).toBe("/resources-hub");
  });

  test("a post opens from a legacy id in the browser too, and shows the crisis note only where its front matter asks", async ({ page }) => {
    await gotoHydrated(page, `/blog/${crisis.legacyId}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${crisis.slug}$`));
    await expect(page.getByTestId("crisis-notice")).toBeVisible();
    await gotoHydrated(page, `/blog/${calm.slug}`);
    await expect(page.getByTestId("crisis-notice")).toHaveCount(0);
  });

  test("/blog/test is noindex and in no list, feed or sitemap", async ({ page, request }) => {
    const res = await gotoHydrated(page, "/blog/test");
    expect(res?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    for (const path of ["/resources/blog", "/resources/blog?page=2", "/resources/blog/rss.xml", "/sitemap.xml", "/sitemap"]) {
      expect(await (await request.get(path)).text(), path).not.toContain("/blog/test");
    }
  });
});

test.describe("blog list", () => {
  test("newest first, paginated and filtered by topic with plain links, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/blog");
    const titles = page.getByTestId("post-card").getByRole("heading");
    await expect(titles.first()).toHaveText(newest.title);
    const perPage = await titles.count();
    expect(perPage).toBe(Math.min(9, listed.length));

    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(/\/resources\/blog\?page=2$/);
    await expect(titles.first()).toHaveText(listed[perPage]!.title);

    const topic = newest.topics![0]!;
    await page.getByRole("navigation", { name: "Blog topics" }).locator(`a[href="/resources/blog?topic=${topic}"]`).click();
    await expect(page).toHaveURL(new RegExp(`topic=${topic}$`));
    const expected = listed.filter((p) => p.topics!.includes(topic)).map((p) => p.title);
    await expect(titles).toHaveText(expected.slice(0, 9));
    await context.close();
  });

  test("a bad page or topic is a 404, not a quiet fallback", async ({ request }) => {
    for (const q of ["?page=0", "?page=99", "?page=abc", "?topic=nope", "?topic=%3Cscript%3E"]) {
      expect((await request.get(`/resources/blog${q}`)).status(), q).toBe(404);
    }
  });

  test("the RSS feed is RSS 2.0 with one item per listed post, newest first", async ({ request }) => {
    const res = await request.get("/resources/blog/rss.xml");
    expect(res.headers()["content-type"]).toContain("application/rss+xml");
    const doc = new XMLParser({ ignoreAttributes: false }).parse(await res.text(), true);
    expect(doc.rss["@_version"]).toBe("2.0");
    const items = [doc.rss.channel.item].flat() as { title: string; link: string; pubDate: string; guid: { "#text": string } }[];
    expect(items).toHaveLength(listed.length);
    expect(items[0]!.title).toBe(newest.title);
    expect(items[0]!.link).toBe(`https://www.millenniallifecounseling.com/blog/${newest.slug}`);
    expect(Number.isNaN(Date.parse(items[0]!.pubDate))).toBe(false);
  });

  test("sitemap.xml lists every listed post with its lastmod", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const p of listed)
      expect(xml).toMatch(new RegExp(`<loc>https://www\\.millenniallifecounseling\\.com/blog/${p.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`blog pages at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of [`/blog/${crisis.slug}`, `/resources/blog?topic=${newest.topics![0]}`, "/resources/blog?page=2"]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await waitForCookieBanner(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
