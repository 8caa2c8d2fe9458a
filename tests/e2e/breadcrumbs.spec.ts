import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { topicLabel } from "../../app/content/blog-taxonomy";
import { allPageEntries } from "../../app/features/seo/sitemap-paths";
import { podcastShow } from "../../app/content/podcast-show";
import { parseBlogFile } from "../../app/features/blog/blog-file.server";
import { DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

const HOME = { name: "Home", path: "/" };
const HUB = { name: "Resources Hub", path: "/resources-hub" };
const BLOG = { name: "Blog", path: "/resources/blog" };

// A published post and one of its topics, from the files the server seeded at start.
const dir = "app/content/blog";
const post = readdirSync(dir)
  .filter((f) => f.endsWith(".md"))
  .map((f) => parseBlogFile(readFileSync(`${dir}/${f}`, "utf8")))
  .filter((p) => p.status !== "draft" && p.publishedAt && new Date(p.publishedAt as Date) <= new Date())
  .sort((a, b) => new Date(b.publishedAt as Date).getTime() - new Date(a.publishedAt as Date).getTime())[0]!;
const topic = post.topics[0]!;

/** Each page's trail, as a visitor reads it from the left. */
const trails: { path: string; crumbs: { name: string; path: string }[] }[] = [
  { path: "/resources/blog", crumbs: [HOME, HUB, BLOG] },
  { path: `/resources/blog?topic=${topic}`, crumbs: [HOME, HUB, BLOG, { name: topicLabel(topic), path: `/resources/blog?topic=${topic}` }] },
  { path: `/blog/${post.slug}`, crumbs: [HOME, HUB, BLOG, { name: post.title, path: `/blog/${post.slug}` }] },
  { path: "/resources/podcasts", crumbs: [HOME, HUB, { name: podcastShow.title, path: podcastShow.path }] },
  { path: "/social-icons", crumbs: [HOME, { name: "Follow Us", path: "/social-icons" }] },
  { path: "/about-us", crumbs: [HOME, { name: "About Us", path: "/about-us" }] },
  { path: "/founder", crumbs: [HOME, { name: "About Us", path: "/about-us" }, { name: "Our Founder", path: "/founder" }] },
  { path: "/media", crumbs: [HOME, { name: "Millennial Life in the Media", path: "/media" }] },
  { path: "/media-contact", crumbs: [HOME, { name: "Media & Press Contact", path: "/media-contact" }] },
  { path: "/six", crumbs: [HOME, { name: "Six Conversations", path: "/six" }] },
  { path: "/join-our-team", crumbs: [HOME, { name: "Join Our Team", path: "/join-our-team" }] },
  { path: "/creative", crumbs: [HOME, { name: "Creative Couples", path: "/creative" }] },
  { path: "/vibe-check", crumbs: [HOME, { name: "Vibe Check", path: "/vibe-check" }] },
  { path: "/get-matched", crumbs: [HOME, { name: "Get Matched", path: "/get-matched" }] },
  { path: "/fees-and-faqs", crumbs: [HOME, { name: "Fees & FAQs", path: "/fees-and-faqs" }] },
  {
    path: "/couples-therapy-cost-dallas",
    crumbs: [HOME, { name: "Fees & FAQs", path: "/fees-and-faqs" }, { name: "Couples Therapy Cost", path: "/couples-therapy-cost-dallas" }],
  },
  { path: "/first-session", crumbs: [HOME, { name: "Your First Session", path: "/first-session" }] },
  { path: "/discernment-counseling-dallas", crumbs: [HOME, { name: "Discernment Counseling", path: "/discernment-counseling-dallas" }] },
  { path: "/team", crumbs: [HOME, { name: "Our Team", path: "/team" }] },
  { path: "/therapists/nia-carter", crumbs: [HOME, { name: "Our Team", path: "/team" }, { name: "Nia Carter", path: "/therapists/nia-carter" }] },
  { path: "/programs", crumbs: [HOME, { name: "Programs", path: "/programs" }] },
  { path: "/reset", crumbs: [HOME, { name: "Programs", path: "/programs" }, { name: "6-Session Reset", path: "/reset" }] },
  { path: "/privacy-policy", crumbs: [HOME, { name: "Privacy Policy", path: "/privacy-policy" }] },
  { path: "/terms-of-service", crumbs: [HOME, { name: "Terms of Service", path: "/terms-of-service" }] },
  { path: "/cookie-policy", crumbs: [HOME, { name: "Cookie Policy", path: "/cookie-policy" }] },
  { path: "/accessibility", crumbs: [HOME, { name: "Accessibility Statement", path: "/accessibility" }] },
];

/** The visible trail: every step's name, and the address of each linked one (the last is the page itself). */
async function visibleTrail(page: Page) {
  const nav = page.locator("main").getByRole("navigation", { name: "Breadcrumb" });
  await expect(nav).toHaveCount(1);
  await expect(nav).toBeVisible();
  const items = nav.getByRole("listitem");
  const names = (await items.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const current = await nav.locator('[aria-current="page"]').allInnerTexts();
  return { names, hrefs, current };
}

/** The trail still reads the same once the page's script has taken over: a post, a profile, a program. */
const hydratedSamples = [`/blog/${post.slug}`, "/therapists/nia-carter", "/reset"];

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`breadcrumbs at ${viewport.width}px, hydrated`, () => {
    test.use({ viewport });

    for (const path of hydratedSamples) {
      test(`${path}: the visible trail and the BreadcrumbList JSON-LD name the same steps`, async ({ page }) => {
        const { crumbs } = trails.find((trail) => trail.path === path)!;
        await gotoHydrated(page, path);
        const trail = await visibleTrail(page);
        expect(trail.names, path).toEqual(crumbs.map((c) => c.name.replace(/\s+/g, " ")));
        expect(trail.hrefs, path).toEqual(crumbs.slice(0, -1).map((c) => c.path));
        expect(await declaredTrail(page), path).toEqual(crumbs.map((c) => ({ name: c.name.replace(/\s+/g, " "), path: c.path })));
      });
    }
  });
}

/** Every page of the route table and a published blog post: whatever the server sends, before any script. */
const SHARES = 4;
const everyPage = [...allPageEntries().map((entry) => entry.path), `/blog/${post.slug}`];

/** The BreadcrumbList a page declares to search engines, as (name, path) steps; null when it has none. */
async function declaredTrail(page: Page) {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const lists = blocks.filter((block) => block["@type"] === "BreadcrumbList");
  expect(lists.length).toBeLessThanOrEqual(1);
  const items = lists[0]?.itemListElement as { name: string; item: string }[] | undefined;
  return items ? items.map((step) => ({ name: step.name.replace(/\s+/g, " "), path: new URL(step.item).pathname + new URL(step.item).search })) : null;
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`every page's trail at ${viewport.width}px, JavaScript off`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    // A browser page visits a share of the addresses in turn: a new page per address would cost
    // more than reading it, and four shares keep the workers busy.
    for (let share = 0; share < SHARES; share++) {
      test(`the trail each page declares is the one it shows (share ${share + 1} of ${SHARES})`, async ({ page }) => {
        test.setTimeout(180_000);
        for (const path of everyPage.filter((_, index) => index % SHARES === share)) {
          const res = await page.goto(path);
          expect(res?.status(), path).toBe(200);
          const declared = await declaredTrail(page);
          const nav = page.locator("main").getByRole("navigation", { name: "Breadcrumb" });
          const expected = trails.find((trail) => trail.path === path);
          if (!declared) {
            // A page without a BreadcrumbList shows no trail either: search engines and visitors see the same.
            await expect(nav, path).toHaveCount(0);
            expect(expected, `${path} should declare a trail`).toBeUndefined();
            continue;
          }
          const trail = await visibleTrail(page);
          expect(trail.names, path).toEqual(declared.map((step) => step.name));
          expect(trail.hrefs, path).toEqual(declared.slice(0, -1).map((step) => step.path));
          expect(
            trail.current.map((t) => t.replace(/\s+/g, " ")),
            path,
          ).toEqual([declared.at(-1)!.name]);
          // The last step is the page itself, by its canonical address (a variant page names the page it varies).
          const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!);
          expect(declared.at(-1)!.path, path).toBe(canonical.pathname + canonical.search);
          if (expected) expect(declared, path).toEqual(expected.crumbs.map((c) => ({ name: c.name.replace(/\s+/g, " "), path: c.path })));
        }
      });
    }

    test("the named trails of addresses beyond the route table's list (a topic filter)", async ({ page }) => {
      for (const { path, crumbs } of trails.filter((trail) => !everyPage.includes(trail.path))) {
        await page.goto(path);
        expect(await declaredTrail(page), path).toEqual(crumbs.map((c) => ({ name: c.name.replace(/\s+/g, " "), path: c.path })));
        expect((await visibleTrail(page)).names, path).toEqual(crumbs.map((c) => c.name.replace(/\s+/g, " ")));
      }
    });
  });
}
