import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Every source and Markdown file of app/ (tests aside) with its comments removed: what visitors may read. */
export function visitorCopyFiles(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (/\.(tsx?|md)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.includes(".test-support.")) {
        // Comments aside: they may name what the copy must not say.
        const text = readFileSync(full, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, "");
        out.push({ file: relative(APP_DIR, full), text });
      }
    }
  };
  walk(APP_DIR);
  return out;
}
