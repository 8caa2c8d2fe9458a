import { allPageEntries } from "../../app/features/seo/sitemap-paths";
import { expect, test } from "./helpers";

/**
 * "Vibe Check" is the practice's name for its first call: a headline or a button never breaks
 * between its two words, at a small phone, a common phone and a laptop width.
 */

const WIDTHS = [320, 390, 1440];
const pages = [...allPageEntries().map((p) => p.path), "/this-page-does-not-exist"];

/** Headlines and buttons (links and buttons of any look) whose "Vibe Check" wraps inside. */
function brokenPhrases(): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const host = node.parentElement?.closest("h1, h2, h3, h4, h5, h6, a, button, summary, [role='button']");
    if (!host) continue;
    for (const m of text.matchAll(/Vibe[\s\u00a0]+Check/g)) {
      const range = document.createRange();
      range.setStart(node, m.index!);
      range.setEnd(node, m.index! + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(`${host.tagName.toLowerCase()}: "${host.textContent!.replace(/\s+/g, " ").trim().slice(0, 80)}"`);
    }
  }
  return broken;
}

test.describe.configure({ timeout: 240_000 });

test('no headline or button breaks inside "Vibe Check" at 320, 390 and 1440 px', async ({ page }) => {
  const problems: string[] = [];
  for (const path of pages) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path, { waitUntil: "load" });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the new width is laid out before measuring.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      for (const b of await page.evaluate(brokenPhrases)) problems.push(`${path} at ${width}px: ${b}`);
    }
  }
  expect([...new Set(problems)]).toEqual([]);
});
