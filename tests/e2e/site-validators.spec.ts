import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { allPageEntries } from "../../app/features/seo/sitemap-paths";
import { site } from "../../app/content/site";
import { validatePageJsonLd } from "../../scripts/site-check/json-ld";
import { fragmentTargets, pageReferences } from "../../scripts/site-check/links";
import { vnuErrors } from "../../scripts/site-check/vnu";
import { expect, test } from "./helpers";

// Validators over the whole site, as served by the production build: the Nu HTML Checker, the
// JSON-LD rules and a link check. Each fails on any error and prints every one.

const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** Every indexable page of the route table, a blog post, the test post and the 404 page. */
async function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  const pages = allPageEntries()
    .filter((e) => e.indexable)
    .map((e) => e.path);
  const blog = await (await request.get("/resources/blog")).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(post, "a blog post linked from /resources/blog").toBeTruthy();
  expect(
    pages.some((p) => p.startsWith("/resources/podcasts/")),
    "an episode page",
  ).toBe(true);
  return [...pages, post!, "/blog/test", NOT_FOUND_PATH];
}

async function fetchPage(request: APIRequestContext, pagePath: string): Promise<string> {
  const res = await request.get(pagePath);
  expect(res.status(), pagePath).toBe(pagePath === NOT_FOUND_PATH ? 404 : 200);
  return res.text();
}

test.describe("site validators", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the Nu HTML Checker finds no error on any page", async ({ request }) => {
    const dir = await mkdtemp(path.join(tmpdir(), "vnu-pages-"));
    try {
      const files = new Map<string, string>();
      for (const [i, pagePath] of (await pagesToCheck(request)).entries()) {
        const file = path.join(dir, `page-${i}.html`);
        await writeFile(file, await fetchPage(request, pagePath));
        files.set(file, pagePath);
      }
      const errors = await vnuErrors([...files.keys()]);
      const lines = errors.map((e) => `${files.get(e.file) ?? e.file}${e.line ? `:${e.line}` : ""}: ${e.message}${e.extract ? `  [${e.extract.trim()}]` : ""}`);
      expect(lines, "Nu HTML Checker errors").toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("every page's JSON-LD parses, names schema.org and has each type's required properties", async ({ request }) => {
    const errors: string[] = [];
    let blocks = 0;
    for (const pagePath of await pagesToCheck(request)) {
      const html = await fetchPage(request, pagePath);
      blocks += (html.match(/type="application\/ld\+json"/g) ?? []).length;
      errors.push(...validatePageJsonLd(html, pagePath));
    }
    expect(errors, "JSON-LD errors").toEqual([]);
    expect(blocks).toBeGreaterThan(50);
  });

  test("every same-site link, asset and form target answers, and every fragment exists", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const siteHosts = new Set<string>(Object.values(site.hostnames));
    /** The local address of a same-site reference, or null for another site (and mailto:, tel:...). */
    const local = (href: string, base: string): URL | null => {
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        return null;
      }
      if (url.origin === origin) return url;
      if (["http:", "https:"].includes(url.protocol) && siteHosts.has(url.hostname)) return new URL(`${url.pathname}${url.search}${url.hash}`, origin);
      return null;
    };

    const problems: string[] = [];
    const status = new Map<string, number>(); // address (no fragment) -> final status
    const html = new Map<string, string>(); // address -> HTML of the pages crawled
    const fragments: { page: string; target: string; fragment: string }[] = [];
    const postTargets = new Map<string, string>(); // form action -> first page with it
    const foundOn = new Map<string, string>(); // address -> the first page (and attribute) naming it

    const queue = (await pagesToCheck(request)).map((p) => new URL(p, origin).href);
    const queued = new Set(queue);
    while (queue.length > 0) {
      const address = queue.shift()!;
      const res = await request.get(address);
      const final = res.status();
      status.set(address, final);
      const pagePath = address.slice(origin.length);
      if (final !== 200 && !address.endsWith(NOT_FOUND_PATH)) continue;
      if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
      const body = await res.text();
      html.set(address, body);
      for (const ref of pageReferences(body)) {
        const url = local(ref.href, address);
        if (!url) continue;
        if (ref.method === "post") {
          if (!postTargets.has(url.href)) postTargets.set(url.href, pagePath);
          continue;
        }
        const fragment = url.hash.slice(1);
        url.hash = "";
        if (fragment && ref.from === "a[href]") fragments.push({ page: pagePath, target: url.href, fragment: decodeURIComponent(fragment) });
        if (!queued.has(url.href)) {
          queued.add(url.href);
          queue.push(url.href);
          foundOn.set(url.href, `${pagePath} (${ref.from})`);
        }
      }
    }
    for (const [address, code] of status) {
      if (code !== 200 && !address.endsWith(NOT_FOUND_PATH))
        problems.push(`${address.slice(origin.length)} answers ${code}, linked from ${foundOn.get(address) ?? "the route table"}`);
    }
    for (const { page, target, fragment } of fragments) {
      const targetHtml = html.get(target);
      if (!targetHtml || fragment === "" || fragment === "top") continue;
      if (!fragmentTargets(targetHtml).has(fragment))
        problems.push(`${page} links to ${target.slice(origin.length)}#${fragment}, which has no element with that id`);
    }
    // A form that posts must reach an endpoint that handles it: an empty post is refused as bad
    // input (4xx with a reason) or handled, never "not found", "method not allowed" or an error.
    for (const [action, page] of postTargets) {
      const res = await request.post(action, { form: {}, maxRedirects: 0 });
      if ([404, 405].includes(res.status()) || res.status() >= 500)
        problems.push(`${page} posts to ${action.slice(origin.length)}, which answers ${res.status()}`);
    }
    expect(problems, "broken links").toEqual([]);
    expect(html.size).toBeGreaterThan(60);
  });
});
