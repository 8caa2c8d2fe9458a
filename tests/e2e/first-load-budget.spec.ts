import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./helpers";

type PageFigure = { url: string; kb: number; budgetKb: number; beforePaint: string[]; within: boolean };

/**
 * The first-load JavaScript budget holds on every page the sitemap lists: at most 150 KB gzipped,
 * none of it fetched before the first paint (decision 0003). A byte count of the built assets, so it
 * is exact on any machine; the timings are the Lighthouse bench's job.
 */
test("every indexable page stays within the first-load JavaScript budget", async ({ baseURL }) => {
  test.setTimeout(120_000);
  // The script exits 1 when a page misses the budget; its JSON lines say which.
  const run = await promisify(execFile)(process.execPath, ["scripts/measure-first-load-js.mjs", "--json", "--sitemap", baseURL!], { maxBuffer: 8 << 20 }).catch(
    (error: { stdout: string }) => error,
  );
  const pages = run.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as PageFigure);
  expect(pages.length).toBeGreaterThan(40);
  expect(pages.filter((p) => !p.within)).toEqual([]);
});
