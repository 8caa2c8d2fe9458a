// Sums the gzip size of the JavaScript a page loads on first visit: the modules its start-up script
// imports (the entry and the matched routes, app/components/performance/deferred-hydration.server.ts), every <script
// src>, and every module those import statically, as the browser follows them. Dynamic imports
// (carousel engine, forms, modal) are not counted: they load after the first paint, when needed.
// The route manifest in the page also names routes the page did not match (React Router lists
// the index route too); their files are not loaded, so they are not counted.
// The budget (decision 0003): at most 150 KB gzipped on the first load of any public page, none of
// it fetched before the first paint (no <script src> or modulepreload link in the sent HTML: the
// start-up script loads everything after the load event and first paint). The
// script exits 1 when a page misses either; `npm run bench` runs it on every page it scores (every
// indexable page of app/routes.ts unless told fewer).
//   node scripts/measure-first-load-js.mjs http://localhost:3000/ [more URLs...]
//   node scripts/measure-first-load-js.mjs --sitemap http://localhost:3000   (every page /sitemap.xml
//     lists: the indexable pages of the route table and the published blog posts)
//   node scripts/measure-first-load-js.mjs --json http://localhost:3000/ ...   (one JSON line per page)
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The files a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(source) {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

const FIRST_LOAD_JS_BUDGET_KB = 150;

/** Every page the server's sitemap lists, on the server given (its <loc>s carry the canonical host). */
async function sitemapPages(origin) {
  const xml = await (await fetch(new URL("/sitemap.xml", origin))).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(new URL(m[1]).pathname, origin).href);
  if (pages.length === 0) throw new Error(`${origin}/sitemap.xml lists no page`);
  return pages;
}

const json = process.argv.includes("--json");
const args = process.argv.slice(2).filter((a) => a !== "--json");
const urls = args[0] === "--sitemap" && args[1] ? await sitemapPages(args[1]) : args;
if (urls.length === 0 || urls[0] === "--sitemap") {
  console.error("Usage: node scripts/measure-first-load-js.mjs [--json] <page URL> [...] | --sitemap <origin>");
  process.exit(1);
}

let overBudget = 0;
for (const url of urls) {
  const html = await (await fetch(url, { headers: { "user-agent": "Mozilla/5.0 first-load-js" } })).text();
  const pending = [];
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) pending.push(new URL(m[1], url).pathname);
  // The start-up script loads each module with loadModule("…") (deferred-hydration.server.ts).
  for (const m of html.matchAll(/(?:import|loadModule)\("(\/assets\/[^"]+\.js)"\)/g)) pending.push(m[1]);
  if (pending.length === 0) throw new Error(`${url}: no start-up script found`);
  // What the HTML itself asks for is fetched while the page is parsed, before its first paint.
  const beforePaint = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]))];
  const seen = new Set();
  let total = 0;
  const rows = [];
  while (pending.length > 0) {
    const src = pending.pop();
    if (seen.has(src)) continue;
    seen.add(src);
    const code = await readFile(path.join("build/client", src));
    for (const imported of staticImports(code.toString())) pending.push(path.posix.join(path.posix.dirname(src), imported));
    const gz = gzipSync(code, { level: 6 }).length;
    total += gz;
    rows.push([gz, src]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  const kb = total / 1024;
  const within = kb <= FIRST_LOAD_JS_BUDGET_KB && beforePaint.length === 0;
  if (!within) overBudget++;
  if (json) {
    console.log(JSON.stringify({ url, kb: Math.round(kb * 10) / 10, budgetKb: FIRST_LOAD_JS_BUDGET_KB, files: rows.length, beforePaint, within }));
    continue;
  }
  console.log(`\n${url}`);
  for (const [gz, src] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${src}`);
  console.log(
    `  ${kb.toFixed(1).padStart(6)} KB  total (gzip level 6, ${rows.length} files)${kb > FIRST_LOAD_JS_BUDGET_KB ? `: over the ${FIRST_LOAD_JS_BUDGET_KB} KB budget` : ""}`,
  );
  if (beforePaint.length) console.log(`  fetched before the first paint: ${beforePaint.join(", ")}`);
}
process.exit(overBudget ? 1 : 0);
