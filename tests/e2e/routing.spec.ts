import { legacyRedirects } from "../../app/lib/redirects";
import { pageDataUrl, ROUTER_WINDOW_GLOBAL, ROUTES_QUERY_PARAM } from "../../app/lib/react-router-internals";
import { site } from "../../app/content/site";
import { DESKTOP, expect, gotoHydrated, spinnerDelayMs, test, timeNavigationSpinner } from "./helpers";

test.use({ viewport: DESKTOP });

test.describe("legacy redirects", () => {
  test("every row of the table answers 301 with its target, and the query string is kept", async ({ request }) => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      const res = await request.get(`${from}?utm_source=old-site`, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()["location"], from).toBe(`${to}?utm_source=old-site`);
    }
  });

  test("the fallbacks for old blog, services and team paths", async ({ request }) => {
    const cases: [string, string][] = [
      ["/blog/2020/02/fighting-fair", "/resources-hub"],
      ["/services/couples-retreat-2019", "/services"],
      ["/meet-our-team/former-clinician", "/team"],
      ["/show-notes/12", "/resources/podcasts/12"],
      ["/post/17-five-love-languages", "/blog/17-five-love-languages"],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()["location"]).toBe(to);
    }
  });

  test("the landing sub-sites send their home page to their offer", async ({ request }) => {
    for (const [host, target] of Object.entries(site.subsiteRedirects)) {
      const res = await request.get("/?ref=ig", { headers: { Host: host }, maxRedirects: 0 });
      expect(res.status(), host).toBe(301);
      expect(res.headers()["location"]).toBe(`https://${site.hostnames.primary}${target}?ref=ig`);
    }
  });

  test("an in-app navigation to a legacy path goes to the target on the client, without a page load", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const documents: string[] = [];
    const feesDataRequests: URL[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
      if (new URL(r.url()).pathname === pageDataUrl("/fees")) feesDataRequests.push(new URL(r.url()));
    });
    await page.evaluate((routerGlobal) => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
      (window as unknown as Record<string, { navigate: (to: string) => void }>)[routerGlobal]!.navigate("/fees?from=nav");
    }, ROUTER_WINDOW_GLOBAL);
    await expect(page).toHaveURL(/\/fees-and-faqs\?from=nav$/);
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    expect(documents).toEqual([]);
    // The 404 route's clientLoader redirected: its server loader was never asked about /fees.
    for (const url of feesDataRequests) {
      expect(url.searchParams.has(ROUTES_QUERY_PARAM), url.href).toBe(true);
      expect(url.searchParams.get(ROUTES_QUERY_PARAM), url.href).not.toContain("not-found");
    }
  });
});

test.describe("404", () => {
  test("an unknown path answers HTTP 404 with the 404 card", async ({ page, request }) => {
    const res = await request.get("/no-such-page-here");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>Page Not Found</title>");
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain('name="robots" content="noindex, nofollow"');

    await gotoHydrated(page, "/no-such-page-here");
    await expect(page).toHaveTitle("Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByLabel("Developer note")).toContainText("no route matches");
    // The note names no internal file or folder.
    await expect(page.getByLabel("Developer note")).not.toContainText(/app\/|\.tsx?\b|routes\.ts|redirects/);
    await expect(page.getByRole("link", { name: "Book My Free 15-Min Vibe Check" }).last()).toHaveAttribute("href", "/vibe-check");
    const sections = page.getByRole("navigation", { name: "Main sections" });
    for (const href of ["/services", "/team", "/fees-and-faqs", "/resources-hub"]) await expect(sections.locator(`a[href="${href}"]`)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the 404 card's search is a plain form that lands on the search page", async ({ page }) => {
      await page.goto("/no-such-page-here");
      const search = page.getByRole("search").filter({ has: page.locator("#not-found-search") });
      await search.getByLabel("Search the site").fill("premarital");
      await search.getByLabel("Search the site").press("Enter");
      await expect(page).toHaveURL(/\/resources\/search\?q=premarital/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test("a client-side navigation to an unknown path shows the 404 card", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await page.evaluate(
      (routerGlobal) => (window as unknown as Record<string, { navigate: (to: string) => void }>)[routerGlobal]!.navigate("/still-not-a-page"),
      ROUTER_WINDOW_GLOBAL,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle("Page Not Found");
  });
});

test.describe("route behaviour", () => {
  test("a route change scrolls to the top and sets the title", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator("main").getByRole("link", { name: "Follow Us" }).click();
    await expect(page).toHaveURL(/\/social-icons$/);
    await expect(page).toHaveTitle("Follow Us on Social Media | Millennial Life");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // Navigates client-side to a hash and records how the page scrolled there: the scrollIntoView
  // options and how long after the navigation it was called.
  async function hashScroll(page: import("@playwright/test").Page): Promise<{ behavior: string; delayMs: number }> {
    await page.evaluate((routerGlobal) => {
      const w = window as unknown as { scrollCalls: { behavior: string; at: number }[]; navigatedAt: number };
      w.scrollCalls = [];
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        w.scrollCalls.push({ behavior: typeof arg === "object" ? String(arg.behavior) : "auto", at: performance.now() });
        return original.call(this, arg);
      };
      w.navigatedAt = performance.now();
      (window as unknown as Record<string, { navigate: (to: string) => void }>)[routerGlobal]!.navigate("/sitemap#sitemap-legal-site");
    }, ROUTER_WINDOW_GLOBAL);
    await expect(page).toHaveURL(/#sitemap-legal-site$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("sitemap-legal-site")?.getBoundingClientRect().top ?? 9999)), { timeout: 5000 })
      .toBeLessThan(200);
    return page.evaluate(() => {
      const w = window as unknown as { scrollCalls: { behavior: string; at: number }[]; navigatedAt: number };
      const call = w.scrollCalls[0]!;
      return { behavior: call.behavior, delayMs: call.at - w.navigatedAt };
    });
  }

  test("a hash scrolls smoothly to its element after 100 ms", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await gotoHydrated(page, "/social-icons");
    const scroll = await hashScroll(page);
    expect(scroll.behavior).toBe("smooth");
    expect(scroll.delayMs).toBeGreaterThanOrEqual(100);
  });

  // Opens a page whose address has a hash, records window.scrollY at every animation frame from
  // the document's start, and returns the samples once the page has come to rest at the target.
  async function firstLoadScroll(page: import("@playwright/test").Page, path: string, id: string): Promise<{ samples: number[]; final: number }> {
    await page.addInitScript(() => {
      const w = window as unknown as { scrollSamples: number[] };
      w.scrollSamples = [];
      const sample = () => {
        w.scrollSamples.push(window.scrollY);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await gotoHydrated(page, path);
    // At rest on the target: its top where the document's scroll padding (below the fixed bar)
    // puts it, and the last ten frames all equal.
    await expect
      .poll(
        () =>
          page.evaluate((target) => {
            const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
            return Math.abs(Math.round(document.getElementById(target)!.getBoundingClientRect().top - padding));
          }, id),
        { timeout: 10_000 },
      )
      .toBeLessThan(2);
    await expect
      .poll(() => page.evaluate(() => new Set((window as unknown as { scrollSamples: number[] }).scrollSamples.slice(-10)).size), { timeout: 10_000 })
      .toBe(1);
    const samples = await page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
    return { samples, final: samples[samples.length - 1]! };
  }

  test("on the first load, a hash scrolls smoothly to its element", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 });
    const { samples, final } = await firstLoadScroll(page, "/#how-it-works", "how-it-works");
    expect(final).toBeGreaterThan(500);
    // A smooth scroll passes through many positions between the top and the target, frame by frame.
    const between = new Set(samples.filter((y) => y > 0 && y < final - 1));
    expect(between.size, `scrollY per frame: ${samples.join(", ")}`).toBeGreaterThanOrEqual(10);
    // The address keeps its hash, and the target is the document's :target.
    expect(new URL(page.url()).hash).toBe("#how-it-works");
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("how-it-works");
  });

  test("on the first load under reduced motion, a hash jumps to its element", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1440, height: 700 } });
    const page = await context.newPage();
    const { samples, final } = await firstLoadScroll(page, "/#how-it-works", "how-it-works");
    expect(final).toBeGreaterThan(500);
    // A jump: at most a step or two on the way (the browser keeps the target in view while the
    // content above it is still being laid out), never the frame-by-frame glide of an animation.
    const between = new Set(samples.filter((y) => y > 0 && y < final - 1));
    expect(between.size, `scrollY per frame: ${samples.join(", ")}`).toBeLessThanOrEqual(2);
    await context.close();
  });

  test("a client-side navigation still loading after 300 ms shows the Loading... spinner until the page arrives", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    // Hold the next page's route code and data until the test lets them through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(
      (url) => url.pathname.startsWith("/fees-and-faqs.data") || /^\/assets\/fees-and-faqs-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        held++;
        await released;
        await route.continue();
      },
    );
    await timeNavigationSpinner(page);
    await page.locator("header").getByRole("link", { name: "Fees & FAQs", exact: true }).click();
    const spinner = page.locator("main").getByRole("status").filter({ hasText: "Loading..." });
    await expect(spinner).toBeVisible();
    expect(held).toBeGreaterThan(0);
    const delay = await spinnerDelayMs(page);
    expect(delay).toBeGreaterThanOrEqual(300);
    // The old page stays until the new one arrives.
    await expect(page).toHaveURL(/\/sitemap$/);
    release();
    await expect(page).toHaveURL(/\/fees-and-faqs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clear prices, honest answers");
    await expect(spinner).toHaveCount(0);
  });

  test("under reduced motion the hash scroll is instant", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1440, height: 500 } });
    const page = await context.newPage();
    await gotoHydrated(page, "/social-icons");
    const scroll = await hashScroll(page);
    expect(scroll.behavior).toBe("instant");
    expect(scroll.delayMs).toBeGreaterThanOrEqual(100);
    await context.close();
  });
});
