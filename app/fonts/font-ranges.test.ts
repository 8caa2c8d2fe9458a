import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const script = readFileSync("scripts/subset-fonts.sh", "utf8");
const css = readFileSync("app/fonts/fonts.css", "utf8");

function scriptRanges(name: "CORE" | "EXTRA"): string {
  const match = new RegExp(`^${name}="([^"]+)"`, "m").exec(script);
  if (!match) throw new Error(`${name} not found in scripts/subset-fonts.sh`);
  return match[1]!;
}

/** The unicode-range of each @font-face that loads `file`, without spaces. */
function cssRanges(file: string): string[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((body) => body.includes(file))
    .map((body) => /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, "") ?? "");
}

describe("web font files and their unicode ranges", () => {
  for (const family of ["inter-latin-wght-400-700", "fraunces-latin-wght-400-600"]) {
    it(`${family}: each file's @font-face covers exactly the characters the subset script put in it`, () => {
      expect(cssRanges(`${family}-core.woff2`)).toEqual([scriptRanges("CORE")]);
      expect(cssRanges(`${family}-extra.woff2`)).toEqual([scriptRanges("EXTRA")]);
    });
  }
});
