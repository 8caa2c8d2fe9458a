import { type Locator, type Page } from "@playwright/test";
import { navMenus, navPlainLinks, vibeCheckCta } from "../../app/content/navigation";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, storedLeads, test } from "./helpers";
import { uniqueClientIp, withNecessaryOnlyConsent } from "./home-helpers";
import { ScriptHold } from "./slow-scripts";

/**
 * The controls a visitor can reach while the page is still waking up work from the first paint:
 * once with JavaScript off, once with React's modules held back until after the tap.
 */

// The cookie banner stays closed: it would cover what a test taps.
test.beforeEach(async ({ page }) => withNecessaryOnlyConsent(page));

type Mode = "javascript off" | "hydration held back";

/** Holds the page's code until the returned function is called: the page stays unhydrated. */
async function holdCode(page: Page): Promise<() => void> {
  const hold = await ScriptHold.on(page, test.info().project.use.baseURL!);
  return () => hold.release();
}

async function open(page: Page, mode: Mode, path: string) {
  const release = mode === "hydration held back" ? await holdCode(page) : () => undefined;
  await page.goto(path);
  // Held back, the start-up script has run but React is not live.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return release;
}

for (const mode of ["javascript off", "hydration held back"] as const) {
  test.describe(`before React is live (${mode}), on a phone`, () => {
    // A client address of its own: the signup counts against a per-address limit.
    test.use({ viewport: MOBILE, javaScriptEnabled: mode !== "javascript off", extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

    test("the menu button opens the menu with its links", async ({ page }) => {
      const release = await open(page, mode, "/team");
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      for (const link of navPlainLinks) await expect(menu.getByRole("link", { name: link.label })).toBeVisible();
      await expect(menu.getByRole("link", { name: vibeCheckCta.label })).toBeVisible();
      // Each section opens natively and shows its links.
      for (const m of navMenus) {
        await menu.getByText(m.label, { exact: true }).click();
        for (const group of m.groups) for (const link of group.links) await expect(menu.locator(`a[href="${link.to}"]`)).toBeVisible();
      }
      // axe runs as a script: only where scripts run.
      if (mode === "hydration held back") expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath("menu-open.png") });
      await menu.getByRole("link", { name: navPlainLinks[0]!.label }).click();
      await expect(page).toHaveURL(new RegExp(`${navPlainLinks[0]!.to}$`));
      release();
    });

    test("Pour Me In leads to the signup form, which signs the visitor up and thanks them", async ({ page, browser }) => {
      const release = await open(page, mode, "/");
      const trigger = page.locator("#podcast-blog").getByRole("button", { name: "Pour Me In" });
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      await expect(page).toHaveURL(/\/newsletter$/);
      const form = page.getByTestId("newsletter-page-form");
      const email = `drip.${mode.replaceAll(" ", "-")}.${Date.now().toString(36)}@example.com`;
      await form.getByLabel("First name").fill("Noor");
      await form.getByLabel("Last name").fill("Before");
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Sign Me Up" }).click();
      await expect(page).toHaveURL(/\/newsletter\?submitted=1#newsletter-signup$/);
      await expect(page.getByTestId("newsletter-success")).toContainText("Thank You for Signing Up!");
      expect(await storedLeads(browser, "newsletter", email)).toContain(email);
      release();
    });

    test("the carousel arrows advance card by card, tap after tap, and go back; the dots reach any card", async ({ page }) => {
      const release = await open(page, mode, "/");
      const carousel = page.getByTestId("therapist-carousel");
      await carousel.scrollIntoViewIfNeeded();
      const slides = carousel.getByTestId("therapist-slide");
      const count = await slides.count();
      await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
      await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.5 });
      // Before React is live the controls are links to slides: a tap follows one with no script.
      const next = carousel.getByRole("link", { name: "Next therapist" });
      const previous = carousel.getByRole("link", { name: "Previous therapist" });
      await expect(next).toHaveAttribute("href", "#therapists-slide-2");
      for (const index of [1, 2, 3]) {
        await next.click();
        await expectSettledOn(carousel, index);
        await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });
        await expect(slides.nth(index - 1)).not.toBeInViewport({ ratio: 0.5 });
        await expect(carousel.getByRole("link", { name: `Go to therapist ${index + 1} of ${count}` })).toHaveAttribute("aria-current", "true");
      }
      await previous.click();
      await expectSettledOn(carousel, 2);
      await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
      await carousel.getByRole("link", { name: `Go to therapist ${count} of ${count}` }).click();
      await expectSettledOn(carousel, count - 1);
      await expect(slides.nth(count - 1)).toBeInViewport({ ratio: 0.9 });
      // Next wraps around to the first card.
      await next.click();
      await expectSettledOn(carousel, 0);
      await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
      // One set of controls at a time, for assistive tech as for the eye.
      await expect(carousel.getByRole("link", { name: "Next therapist" })).toHaveCount(1);
      if (mode === "hydration held back") expect(await axeViolations(page)).toEqual([]);
      release();
    });

    test.describe("on a wide screen, where three cards show at once", () => {
      test.use({ viewport: DESKTOP });

      test("Next brings the next card to the start of the row, tap after tap, and Previous back", async ({ page }) => {
        const release = await open(page, mode, "/");
        const carousel = page.getByTestId("therapist-carousel");
        await carousel.scrollIntoViewIfNeeded();
        const slides = carousel.getByTestId("therapist-slide");
        const next = carousel.getByRole("link", { name: "Next therapist" });
        for (const index of [1, 2]) {
          await next.click();
          // The card was already in view: it still moves to the start, as the arrow promises.
          await expectSettledOn(carousel, index);
          await expect(slides.nth(index - 1)).not.toBeInViewport({ ratio: 0.5 });
          await expect(slides.nth(index + 2)).toBeInViewport({ ratio: 0.9 });
        }
        await carousel.getByRole("link", { name: "Previous therapist" }).click();
        await expectSettledOn(carousel, 1);
        await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.5 });
        await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
        release();
      });
    });
  });
}

/**
 * Waits until the carousel's track has come to rest with slide `index` where its snapping puts it
 * (or as near as the track goes), and the page has finished its own scroll to the slide's top.
 * Both are where the scrolls end, so nothing races a smooth scroll still under way.
 */
async function expectSettledOn(carousel: Locator, index: number) {
  await expect
    .poll(() =>
      carousel.evaluate((root, i) => {
        const viewport = root.querySelector<HTMLElement>("[data-testid=therapist-slide]")!.parentElement!.parentElement!;
        const slide = viewport.firstElementChild!.children[i]!;
        const port = viewport.getBoundingClientRect();
        const box = slide.getBoundingClientRect();
        const offset = getComputedStyle(slide).scrollSnapAlign.includes("center")
          ? box.left + box.width / 2 - (port.left + port.width / 2)
          : box.left - port.left;
        const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
        const maxLeft = viewport.scrollWidth - viewport.clientWidth;
        // The fragment's target is the marker at the slide's top (where its card starts); at the
        // track's end the browser may rest with the card, rather than the slide's padding, at the start.
        const marker = slide.firstElementChild!;
        const lefts = [offset, marker.getBoundingClientRect().left - port.left].map((by) => clamp(viewport.scrollLeft + by, maxLeft));
        const page = document.scrollingElement!;
        const margin = parseFloat(getComputedStyle(marker).scrollMarginTop) + parseFloat(getComputedStyle(page).scrollPaddingTop);
        const top = clamp(page.scrollTop + marker.getBoundingClientRect().top - margin, page.scrollHeight - page.clientHeight);
        return { track: lefts.some((left) => Math.abs(viewport.scrollLeft - left) <= 1), page: Math.abs(page.scrollTop - top) <= 1 };
      }, index),
    )
    .toEqual({ track: true, page: true });
}

test.describe("the menu once React is live", () => {
  test.use({ viewport: MOBILE });

  test("a section opened before hydration stays open when React takes over, and the menu looks the same", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/team");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    const first = navMenus[0]!;
    await menu.getByText(first.label, { exact: true }).click();
    const before = await menu.boundingBox();
    release();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(menu).toBeVisible();
    // Hydration moves no focus.
    await expect(page.getByRole("button", { name: "Close menu" })).not.toBeFocused();
    await expect(menu.getByRole("button", { name: first.label })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(await menu.boundingBox()).toEqual(before);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("menu-open-hydrated.png") });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("Pour Me In once React is live", () => {
  test.use({ viewport: MOBILE });

  test("Space or a click opens the modal in place of following the link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.locator("#podcast-blog").getByRole("button", { name: "Pour Me In" });
    await expect(trigger).toHaveAttribute("href", "/newsletter");
    await trigger.focus();
    await page.keyboard.press("Space");
    const dialog = page.getByRole("dialog", { name: "Join The Clarity Drip" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the signup page", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`reads well and axe finds nothing at ${viewport.width}px, with and without an error`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ["/newsletter", "/newsletter?error=1#newsletter-signup", "/newsletter?submitted=1#newsletter-signup"]) {
        await gotoHydrated(page, path);
        expect(await axeViolations(page), path).toEqual([]);
        await page.screenshot({
          path: test.info().outputPath(`newsletter-${viewport.width}-${path.includes("error") ? "error" : path.includes("submitted") ? "thanks" : "form"}.png`),
          fullPage: true,
        });
      }
      await expect(page.getByTestId("newsletter-success")).toBeVisible();
    });
  }
});

test.describe("the carousel when its engine takes over", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`nothing moves when Embla attaches, and axe finds nothing (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // No auto-advance: only the engine's arrival may move anything.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const release = await holdCode(page);
      await page.goto("/");
      const carousel = page.getByTestId("therapist-carousel");
      await carousel.scrollIntoViewIfNeeded();
      const slides = carousel.getByTestId("therapist-slide");
      const boxes = async () => ({ carousel: await carousel.boundingBox(), first: await slides.nth(0).boundingBox() });
      const scrollY = await page.evaluate(() => window.scrollY);
      const before = await boxes();
      await page.screenshot({ path: test.info().outputPath(`carousel-before-${viewport.width}.png`) });
      release();
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
      // Hydration leaves the window where the visitor scrolled it.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      // Hydration moves no focus (the menu button once took it).
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await expect(carousel).toHaveAttribute("data-carousel-ready", "true", { timeout: 15_000 });
      const after = await boxes();
      expect(after.carousel).toEqual(before.carousel);
      if (viewport === DESKTOP) expect(after.first).toEqual(before.first);
      await page.screenshot({ path: test.info().outputPath(`carousel-after-${viewport.width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("a card scrolled to before Embla stays in view when it takes over", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const release = await holdCode(page);
    await page.goto("/");
    const carousel = page.getByTestId("therapist-carousel");
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("link", { name: "Go to therapist 3 of 5" }).click();
    const slides = carousel.getByTestId("therapist-slide");
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
    release();
    await expect(carousel).toHaveAttribute("data-carousel-ready", "true", { timeout: 15_000 });
    await expect(carousel).toHaveAttribute("data-selected-index", "2");
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  });
});
