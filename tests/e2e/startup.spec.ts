import { DESKTOP, expect, gotoHydrated, test } from "./helpers";

test.describe("start-up", () => {
  test("the server's hand-off state leaves the window, and client-side navigation still works", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await page.waitForLoadState("load");
    await expect
      .poll(() =>
        page.evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          return ["__reactRouterContext", "__reactRouterManifest", "__reactRouterRouteModules"].filter((k) => k in w && w[k] !== undefined);
        }),
      )
      .toEqual([]);

    // A marker on window survives only if the next page is rendered without a document load.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.locator("main a[href='/social-icons']").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find us on social");
    // And onwards to a route whose code was not loaded yet (route discovery uses the manifest).
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/social-icons$/);
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test("the server sends every part of the homepage in place, with no out-of-order swaps", async ({ page }) => {
    // React would otherwise send a large finished Suspense boundary (the contact form) as a
    // fallback plus a hidden copy at the end, swapped in by a script: a second layout before
    // the first paint, and the form twice in the HTML.
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain("$RC(");
    expect(html.match(/data-testid="contact-form"/g)).toHaveLength(1);
  });

  test("illustrations keep the server's drawing through hydration and are drawn after a client-side navigation", async ({ page }) => {
    const reactOwns = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((svg) => {
          const owned = (node: Element | null) => Boolean(node && Object.keys(node).some((key) => key.startsWith("__reactFiber")));
          return { svg: owned(svg), drawing: owned(svg.firstElementChild), children: svg.childElementCount };
        });
    await gotoHydrated(page, "/");
    // React claims the <svg> element but not the drawing inside it, which stays as sent.
    expect(await reactOwns("svg[data-portrait]")).toEqual({ svg: true, drawing: false, children: 1 });
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    const art = await reactOwns("svg[data-motif]");
    expect(art.drawing).toBe(true);
    expect(art.children).toBeGreaterThan(2);
  });

  test("blocks below the first screen are skipped by the first paint and laid out, one per task, before hydration", async ({ page, browser }) => {
    const states = () =>
      page.locator(".render-later").evaluateAll((blocks) => blocks.map((b) => `${getComputedStyle(b).contentVisibility} ${b.hasAttribute("data-rendered")}`));
    // As sent, and as it stays without JavaScript: the browser renders each block as it nears the screen.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/");
    const sent = await plain.locator(".render-later").evaluateAll((blocks) => blocks.map((b) => getComputedStyle(b).contentVisibility));
    await noScript.close();
    expect(sent.length).toBeGreaterThanOrEqual(9);
    expect(new Set(sent)).toEqual(new Set(["auto"]));
    // The start-up script marks them one at a time, each in a task of its own, before it hydrates.
    await page.addInitScript(() => {
      const w = window as unknown as { renderedPerTask: number[] };
      w.renderedPerTask = [];
      new MutationObserver((records) => {
        const marked = records.filter((r) => r.attributeName === "data-rendered").length;
        if (marked) w.renderedPerTask.push(marked);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-rendered"] });
    });
    await gotoHydrated(page, "/");
    const marked = await states();
    expect(marked).toHaveLength(sent.length);
    expect(new Set(marked)).toEqual(new Set(["visible true"]));
    expect(await page.evaluate(() => (window as unknown as { renderedPerTask: number[] }).renderedPerTask)).toEqual(sent.map(() => 1));
  });

  test("every id that an attribute points to exists, as sent and once menus and tooltips open", async ({ page }) => {
    // Ids come from useId on the server and again in the browser; a part that appears later (an
    // open menu, a tooltip) must still match the markup the server sent.
    const danglingReferences = () =>
      page.evaluate(() => {
        const missing: string[] = [];
        for (const attribute of ["aria-controls", "aria-describedby", "aria-labelledby", "for"]) {
          for (const element of document.querySelectorAll(`[${attribute}]`)) {
            // A collapsed control may name a panel that is not rendered yet (as axe allows).
            if (attribute === "aria-controls" && element.getAttribute("aria-expanded") === "false") continue;
            for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
              if (!document.getElementById(id)) missing.push(`${attribute}="${id}"`);
            }
          }
        }
        return missing;
      });
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    expect(await danglingReferences()).toEqual([]);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Therapy" }).click();
    await expect(nav.getByRole("button", { name: "Therapy" })).toHaveAttribute("aria-expanded", "true");
    expect(await danglingReferences()).toEqual([]);
    const trigger = page.getByRole("button", { name: /^Supervision details for / }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    expect(await danglingReferences()).toEqual([]);
  });

  for (const path of ["/", "/sitemap", "/team"]) {
    test(`${path}: no JavaScript is fetched until the page has loaded and painted, then it hydrates`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") consoleErrors.push(m.text());
      });
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      await gotoHydrated(page, path);
      const timings = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return {
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
          loadEnd: navigation!.loadEventEnd,
          scripts: performance
            .getEntriesByType("resource")
            .filter((r) => /\.js(\?|$)/.test(r.name))
            .map((r) => ({ name: r.name, start: r.startTime })),
        };
      });
      expect(timings.scripts.length).toBeGreaterThan(0);
      for (const script of timings.scripts) {
        expect(script.start, script.name).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
        expect(script.start, script.name).toBeGreaterThanOrEqual(timings.loadEnd);
      }
      // The deferred start keeps the CSP: nothing was refused.
      expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    });
  }

  test("extension noise and expired-session rejections are kept out of the error console", async ({ page }) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
      if (m.type() === "warning") warnings.push(m.text());
    });
    await gotoHydrated(page, "/sitemap");
    await page.evaluate(() => {
      const fromExtension = new Error("Could not establish connection. Receiving end does not exist.");
      fromExtension.stack = "Error: Could not establish connection\n    at chrome-extension://abcdefghijklmnop/content.js:1:1";
      void Promise.reject(fromExtension);
      void Promise.reject(new Error("Request failed with status code 401"));
      window.dispatchEvent(new ErrorEvent("error", { message: "Script error.", error: null, cancelable: true }));
    });
    // The two rejections are logged as warnings; an error for any of the three would have come first.
    await expect.poll(() => warnings.filter((w) => w.includes("Ignored unhandled rejection")).length).toBe(2);
    expect(errors).toEqual([]);

    // A real failure is still reported.
    await page.evaluate(() => void Promise.reject(new Error("a real bug")));
    await expect.poll(() => errors.some((e) => e.includes("a real bug"))).toBe(true);
  });
});
