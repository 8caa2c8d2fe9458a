import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { keepNamesTogether, VIBE_CHECK } from "./product-names";

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));

function copyFiles(dir = APP_DIR): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return d.name === "blog" ? [] : copyFiles(full);
    return /\.(tsx?|md)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [{ file: full.slice(APP_DIR.length), text: readFileSync(full, "utf8") }] : [];
  });
}

describe("product names and the reply promise", () => {
  it("joins the words of the practice's names with a non-breaking space", () => {
    expect(VIBE_CHECK).toBe("Vibe\u00a0Check");
    expect(keepNamesTogether("Ready when you are. Start with a Vibe Check.")).toBe("Ready when you are. Start with a Vibe\u00a0Check.");
    expect(keepNamesTogether("The Clarity Drip")).toBe("The Clarity\u00a0Drip");
  });

  it("says how fast the practice replies in one way only: within 24 business hours", () => {
    const variants: string[] = [];
    for (const { file, text } of copyFiles()) {
      for (const m of text.matchAll(/\b(?:reply|replies|respond|get back to you|call you|hear from us|be in touch)\b[^.!?"`]{0,60}/gi)) {
        const tail = m[0];
        // Other promises: job applications and accessibility feedback (the press gets the same as everyone).
        const sentence = text.slice(Math.max(0, m.index! - 120), m.index! + tail.length);
        if (/application|accessib/i.test(sentence.slice(sentence.search(/[^.!?]*$/)))) continue;
        if (/\b(?:day|days|hour|hours|week|soon|shortly)\b/i.test(tail) && !/within 24 business hours/.test(tail)) variants.push(`${file}: ${tail}`);
      }
    }
    expect(variants).toEqual([]);
  });

  it("spells 'email' one way in everything a visitor or the practice reads (comments aside)", () => {
    const hyphenated: string[] = [];
    for (const { file, text } of copyFiles()) {
      const shown = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "");
      for (const m of shown.matchAll(/.{0,30}\be-mail.{0,30}/gi)) hyphenated.push(`${file}: ${m[0].trim()}`);
    }
    expect(hyphenated).toEqual([]);
  });

  it("asks visitors to book the Vibe Check, never to request it: a request is only the fallback form's", () => {
    const uses: string[] = [];
    for (const { file, text } of copyFiles()) {
      for (const m of text.matchAll(/\brequest (?:a |the |your |my )?(?:free )?(?:15-min(?:ute)? )?(?:Vibe|\$\{VIBE_CHECK\})/gi)) uses.push(`${file}: ${m[0]}`);
    }
    expect(uses).toEqual([]);
    // The button's words are fixed, in one place.
    expect(readFileSync(join(APP_DIR, "content/navigation.ts"), "utf8")).toContain("Book My Free 15-Min ${VIBE_CHECK}");
  });
});
