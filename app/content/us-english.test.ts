import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One spelling: US English in everything a visitor or the practice reads (Markdown prose, string
 * literals and JSX text; code names and comments aside). A British spelling fails with its file.
 */

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));

/** British spellings that must not appear, with the US form the copy uses. */
const british: Record<string, string> = {
  favourite: "favorite",
  colour: "color",
  centre: "center",
  licence: "license",
  practise: "practice (also as a verb)",
  practised: "practiced",
  practising: "practicing",
  instalment: "installment",
  stabilising: "stabilizing",
  stabilise: "stabilize",
  organise: "organize",
  realise: "realize",
  realising: "realizing",
  recognise: "recognize",
  apologise: "apologize",
  apologised: "apologized",
  apologising: "apologizing",
  behaviour: "behavior",
  honour: "honor",
  neighbour: "neighbor",
  programme: "program",
  memorise: "memorize",
  enquiry: "inquiry",
  enquiries: "inquiries",
  humour: "humor",
  judgement: "judgment",
  defence: "defense",
  criticised: "criticized",
  greying: "graying",
  spiralling: "spiraling",
  travelling: "traveling",
  counselling: "counseling",
  counsellor: "counselor",
  prioritise: "prioritize",
  normalise: "normalize",
  whilst: "while",
};
const pattern = new RegExp(`\\b(${Object.keys(british).join("|")})s?\\b`, "gi");

/** The text a reader sees, file by file. */
function readableText(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (d.name.endsWith(".md") && d.name !== "blog-test-post.md") out.push({ file: relative(APP_DIR, full), text: readFileSync(full, "utf8") });
      else if (/\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name)) {
        const code = readFileSync(full, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, "");
        // String literals with a space in them (sentences, labels), and the text between JSX tags.
        const pieces = [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`|>([^<>{}]*[A-Za-z][^<>{}]*)</g)]
          .map((m) => (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " "))
          .filter((t) => /\s/.test(t.trim()) && !/\b(?:select|from|where)\b/.test(t));
        out.push({ file: relative(APP_DIR, full), text: pieces.join("\n") });
      }
    }
  };
  walk(APP_DIR);
  return out;
}

describe("US English", () => {
  const files = readableText();

  it("reads the copy it checks", () => {
    expect(files.filter((f) => f.file.endsWith(".md")).length).toBeGreaterThan(20);
    expect(files.map((f) => f.text).join(" ")).toContain("Vibe");
  });

  it("uses no British spelling", () => {
    const found = files.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => `${file}: "${m[0]}" (use ${british[m[1]!.toLowerCase()]})`));
    expect(found).toEqual([]);
  });

  it("names Latino people one way", () => {
    const forms = new Set(files.flatMap(({ text }) => [...text.matchAll(/\bLatin[aeox]\b/g)].map((m) => m[0])));
    expect(forms.size).toBeLessThanOrEqual(1);
  });
});
