import { type Page } from "@playwright/test";
import { DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

const cursor = "[data-testid='custom-cursor']";

test.describe("custom cursor on a mouse-driven screen", () => {
  test.use({ viewport: DESKTOP });

  test("follows the mouse, grows over interactive elements, and a click throws 8 sparks ~80px out", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await expect(page.locator(cursor)).toHaveCount(1, { timeout: 10_000 });
    const layer = page.locator(cursor);
    await expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(await layer.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    // The system cursor stays: nothing hides it.
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe("none");

    const ring = layer.locator("[data-hover]");
    await page.mouse.move(700, 600);
    await page.mouse.move(720, 620, { steps: 4 });
    await expect.poll(() => ring.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await expect
      .poll(async () => {
        const box = (await ring.boundingBox())!;
        return Math.hypot(box.x + box.width / 2 - 720, box.y + box.height / 2 - 620);
      })
      .toBeLessThan(3);

    // A link near the top of the page: the cookie banner (no choice stored here) covers the bottom.
    const link = page.locator("main a[href='/vibe-check']").first();
    const linkBox = (await link.boundingBox())!;
    await page.mouse.move(linkBox.x + linkBox.width / 2, linkBox.y + linkBox.height / 2, { steps: 4 });
    await expect(ring).toHaveAttribute("data-hover", "true");
    await expect.poll(async () => (await ring.boundingBox())!.width).toBeGreaterThan(50);

    await page.mouse.move(700, 250, { steps: 4 });
    await expect(ring).toHaveAttribute("data-hover", "false");

    // Click somewhere neutral: a flash and 8 sparks appear, travel about 80 px, then go away.
    // An observer notes them as they are added (on a busy machine the flash can be gone in a poll).
    await layer.evaluate((el) => {
      const seen = { flashes: 0, sparkDistances: [] as number[] };
      (window as unknown as { burstSeen: typeof seen }).burstSeen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            if ("cursorFlash" in node.dataset) seen.flashes++;
            if ("cursorSpark" in node.dataset) {
              const keyframes = (node.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes();
              const match = /translate\(([-\d.e]+)px, ([-\d.e]+)px\)/.exec(String(keyframes.at(-1)!.transform))!;
              seen.sparkDistances.push(Math.hypot(Number(match[1]), Number(match[2])));
            }
          }
      }).observe(el, { childList: true });
    });
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => page.evaluate(() => (window as unknown as { burstSeen: { flashes: number } }).burstSeen.flashes)).toBe(1);
    const distances = await page.evaluate(() => (window as unknown as { burstSeen: { sparkDistances: number[] } }).burstSeen.sparkDistances);
    expect(distances).toHaveLength(8);
    for (const d of distances) expect(Math.round(d)).toBe(80);
    await expect(layer.locator("[data-cursor-spark]")).toHaveCount(0, { timeout: 3000 });
  });

  test("its code is not part of the first load", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    const html = await (await page.request.get("/sitemap")).text();
    expect(html, "no preload or script tag for the cursor in the server HTML").not.toMatch(/custom-cursor-[\w-]+\.js/);
    let loadedAt = 0;
    page.on("load", () => (loadedAt = Date.now()));
    let cursorRequestedAt = 0;
    page.on("request", (r) => {
      if (/custom-cursor-[\w-]+\.js/.test(r.url())) cursorRequestedAt = Date.now();
    });
    await page.goto("/sitemap");
    await expect(page.locator(cursor)).toHaveCount(1, { timeout: 10_000 });
    expect(scripts.some((s) => /custom-cursor-[\w-]+\.js/.test(s))).toBe(true);
    expect(loadedAt, "the page finished loading").toBeGreaterThan(0);
    expect(cursorRequestedAt, "the cursor's code is requested after the load event").toBeGreaterThanOrEqual(loadedAt);
  });
});

/** Requests for the cursor's code, as they happen. */
function watchCursorCode(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/custom-cursor-[\w-]+\.js/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/**
 * Resolves once the browser has been idle twice after hydration: the cursor loader decides in an
 * idle callback queued before ours, and any render it asks for runs before the second one.
 */
async function afterIdleWork(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 4000 }), { timeout: 4000 })),
  );
}

test.describe("no custom cursor on touch screens", () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });
  test("absent on a phone", async ({ page }) => {
    const cursorCode = watchCursorCode(page);
    await gotoHydrated(page, "/sitemap");
    await afterIdleWork(page);
    await expect(page.locator(cursor)).toHaveCount(0);
    expect(cursorCode, "the cursor's code is never fetched").toEqual([]);
  });
});

test.describe("no custom cursor under reduced motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" });
  test("absent when the visitor asks for less motion", async ({ page }) => {
    const cursorCode = watchCursorCode(page);
    await gotoHydrated(page, "/sitemap");
    await afterIdleWork(page);
    await expect(page.locator(cursor)).toHaveCount(0);
    expect(cursorCode, "the cursor's code is never fetched").toEqual([]);
    await page.mouse.move(300, 300);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator("[data-cursor-spark]")).toHaveCount(0);
  });
});
