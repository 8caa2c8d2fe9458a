// Sums the gzip size of the JavaScript a page loads on first visit: every <script src> and every
// module its start-up script names in the server-rendered HTML. Lazy chunks (carousel engine, forms,
// modal) are not counted: they load after the first paint.
//   node scripts/measure-first-load-js.mjs http://localhost:3000/ [more URLs...]
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("Usage: node scripts/measure-first-load-js.mjs <page URL> [...]");
  process.exit(1);
}

for (const url of urls) {
  const html = await (await fetch(url, { headers: { "user-agent": "Mozilla/5.0 first-load-js" } })).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  // The deferred start-up script names every module the page hydrates with (app/lib/deferred-hydration.server.ts).
  // (The full route manifest it names is fetched only when route discovery is off, which it is not.)
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) if (!/\/manifest-[\w-]+\.js$/.test(m[1])) srcs.add(m[1]);
  let total = 0;
  const rows = [];
  for (const src of srcs) {
    const file = path.join("build/client", new URL(src, url).pathname);
    const gz = gzipSync(await readFile(file), { level: 6 }).length;
    total += gz;
    rows.push([gz, src]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  console.log(`\n${url}`);
  for (const [gz, src] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${src}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  total (gzip level 6, ${rows.length} files)`);
}
