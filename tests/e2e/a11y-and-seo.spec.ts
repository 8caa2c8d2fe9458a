import { allPageEntries } from "../../app/features/seo/sitemap-paths";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test, waitForCookieBanner } from "./helpers";

const pages = allPageEntries();

// Every route in the table, at a phone and a wide screen: axe must find nothing.
for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const entry of [...pages, { path: "/this-page-does-not-exist", indexable: false }]) {
      test(`${entry.path} has no accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, entry.path);
        // A first-time visitor sees the cookie banner: check it too, once its fade-in has finished.
        await waitForCookieBanner(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("search basics", () => {
  test("every route has a unique title, a 50-160 character description, canonical, Open Graph and robots", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const entry of pages) {
      const res = await request.get(entry.path);
      expect(res.status(), entry.path).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${entry.path} title`).toBeTruthy();
      expect(titles.has(title!), `${entry.path} shares its title with ${titles.get(title!)}`).toBe(false);
      titles.set(title!, entry.path);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(description.length, `${entry.path} description "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${entry.path} description`).toBeLessThanOrEqual(160);
      expect(html, entry.path).toMatch(/<link rel="canonical" href="https:\/\/www\.millenniallifecounseling\.com[^"]*"/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('property="og:description"');
      const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
      expect(robots, entry.path).toBe(entry.indexable ? "index, follow" : "noindex, nofollow");
    }
  });

  test("canonical uses the matching site hostname", async ({ request }) => {
    const res = await request.get("/sitemap", { headers: { "X-Forwarded-Host": "www.millenniallifetherapy.com" } });
    expect(await res.text()).toContain('<link rel="canonical" href="https://www.millenniallifetherapy.com/sitemap"');
  });

  test("robots.txt and sitemap.xml come from the route table", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Sitemap: https://www.millenniallifecounseling.com/sitemap.xml");
    const xmlRes = await request.get("/sitemap.xml");
    expect(xmlRes.headers()["content-type"]).toContain("application/xml");
    const xml = await xmlRes.text();
    for (const entry of pages) {
      const loc = `<loc>https://www.millenniallifecounseling.com${entry.path}</loc>`;
      if (entry.indexable) expect(xml, entry.path).toContain(loc);
      else {
        expect(xml, entry.path).not.toContain(loc);
        expect(robots).toContain(`Disallow: ${entry.path}`);
      }
    }
  });

  test("the HTML sitemap lists every public route, grouped", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    for (const entry of pages.filter((p) => p.indexable)) {
      await expect(page.locator(`main a[href="${entry.path}"]`).first()).toBeVisible();
    }
    for (const entry of pages.filter((p) => !p.indexable)) {
      await expect(page.locator(`main a[href="${entry.path}"]`)).toHaveCount(0);
    }
  });
});
