import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { guides, guideSafetyLine } from "~/content/guides";
import { brandPalette, renderGuidePdf } from "./guide-pdf.server";

interface StructNode {
  role?: string;
  children?: StructNode[];
}

function roles(node: StructNode | null, out: string[] = []): string[] {
  if (!node) return out;
  if (node.role) out.push(node.role);
  for (const child of node.children ?? []) roles(child, out);
  return out;
}

describe("guide PDFs", () => {
  const palette = brandPalette();

  it.each(guides.map((g) => [g.slug, g] as const))("%s is a tagged PDF with its title, language, structure and real text", async (_slug, guide) => {
    const { pdf, pages } = await renderGuidePdf(guide, { palette });
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);

    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    expect(doc.numPages).toBe(pages);
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    expect(info.Title).toBe(`${guide.title}: ${guide.subtitle}`);
    expect(info.Language).toBe("en-US");
    expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
    const viewerPrefs = (await doc.getViewerPreferences()) as Record<string, unknown> | null;
    expect(viewerPrefs?.DisplayDocTitle).toBe(true);

    const allRoles: string[] = [];
    let text = "";
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      roles((await page.getStructTree()) as StructNode, allRoles);
      const content = await page.getTextContent();
      text += content.items.map((item) => ("str" in item ? item.str : "")).join("");
    }
    expect(allRoles).toEqual(expect.arrayContaining(["Document", "H1", "H2", "P", "L", "LI", "LBody"]));
    expect(allRoles.filter((r) => r === "H1")).toHaveLength(1);
    const squash = (s: string) => s.replace(/\s+/g, "");
    expect(squash(text)).toContain(squash(guide.title));
    expect(squash(text)).toContain(squash(guide.sections[0]!.heading));
    expect(squash(text)).toContain(squash(guide.closing.heading));
    // Every guide ends with the safety line and its numbers.
    expect(squash(text)).toContain(squash(guideSafetyLine));
    await doc.destroy();
  });

  it("embeds the site's typefaces, not a standard PDF font", async () => {
    const withScripts = guides.find((g) => g.sections.some((s) => s.blocks.some((b) => b.kind === "script")))!;
    const { pdf } = await renderGuidePdf(withScripts, { palette });
    const raw = pdf.toString("latin1");
    const fontNames = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[A-Za-z-]+)/g)].map((m) => m[1]!.split("+")[1]);
    expect(new Set(fontNames)).toEqual(new Set(["Inter-Regular", "Inter-SemiBold", "Fraunces-SemiBold", "Fraunces-Italic"]));
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it("takes its colours from the site's design tokens and names a missing one", () => {
    expect(() => brandPalette("@theme { --color-ink: #1d1b19; }")).toThrow("app/app.css has no --color-ink-soft token");
  });
});
