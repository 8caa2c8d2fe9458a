import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { guideSafetyLine, type Guide, type GuideBlock } from "~/content/guides";
import { site } from "~/content/site";
import { credentialLine, therapistBySlug } from "~/content/therapists";

/**
 * Renders a guide of app/content/guides.ts into a tagged PDF: a structure tree (Document, H1,
 * Sect, H2, P, L/LI/Lbl/LBody) in reading order, every decoration marked as an artifact, the
 * document language and title set and shown as the window title, and real text in the site's two
 * typefaces. The variable WOFF2 files the site serves do not embed (PDFKit writes only a
 * variable font's default instance, and cannot subset WOFF2 glyphs), so the PDF uses the same
 * families' static WOFF cuts from @fontsource.
 */

const require = createRequire(import.meta.url);

const FONT_FILES = {
  body: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bodySemibold: "@fontsource/inter/files/inter-latin-600-normal.woff",
  display: "@fontsource/fraunces/files/fraunces-latin-600-normal.woff",
  displayItalic: "@fontsource/fraunces/files/fraunces-latin-400-italic.woff",
} as const;
type FontName = keyof typeof FONT_FILES;

let fontCache: Record<FontName, Buffer> | null = null;
function fonts(): Record<FontName, Buffer> {
  fontCache ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))])) as Record<FontName, Buffer>;
  return fontCache;
}

export interface Palette {
  ink: string;
  inkSoft: string;
  cream: string;
  sand: string;
  mist: string;
  line: string;
  teal50: string;
  teal100: string;
  teal600: string;
  teal700: string;
  teal900: string;
  coral100: string;
  coral500: string;
  coral700: string;
}

/** The brand colours, read from the design tokens in app/app.css so the PDFs follow the site. */
export function brandPalette(css = readFileSync(path.resolve("app/app.css"), "utf8")): Palette {
  const token = (name: string) => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(css);
    if (!match?.[1]) throw new Error(`app/app.css has no --color-${name} token`);
    return match[1];
  };
  return {
    ink: token("ink"),
    inkSoft: token("ink-soft"),
    cream: token("cream"),
    sand: token("sand"),
    mist: token("mist"),
    line: token("line"),
    teal50: token("teal-50"),
    teal100: token("teal-100"),
    teal600: token("teal-600"),
    teal700: token("teal-700"),
    teal900: token("teal-900"),
    coral100: token("coral-100"),
    coral500: token("coral-500"),
    coral700: token("coral-700"),
  };
}

// US Letter, in points.
const PAGE = { width: 612, height: 792, margin: 54 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY = { size: 11, lineGap: 3.5 };
const FOOTER_SPACE = 26;

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

export interface RenderedGuide {
  pdf: Buffer;
  pages: number;
}

export async function renderGuidePdf(guide: Guide, options: { origin?: string; palette?: Palette } = {}): Promise<RenderedGuide> {
  const origin = options.origin ?? `https://${site.hostnames.primary}`;
  const c = options.palette ?? brandPalette();
  const author = therapistBySlug(guide.author);
  if (!author) throw new Error(`guide ${guide.slug}: unknown author ${guide.author}`);
  const updated = new Date(`${guide.updatedAt}T12:00:00Z`);

  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: PAGE.margin, bottom: PAGE.margin + FOOTER_SPACE, left: PAGE.margin, right: PAGE.margin },
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: `${guide.title}: ${guide.subtitle}`,
      Author: `${author.name}, ${credentialLine(author)}, ${site.name}`,
      Subject: guide.summary,
      Keywords: guide.topics.join(", "),
      Creator: site.name,
      CreationDate: updated,
      ModDate: updated,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);

  const root = doc.struct("Document");
  doc.addStructure(root);
  const w = new Writer(doc, c);

  w.cover(root, guide, `${author.name}, ${credentialLine(author)}`);
  for (const text of guide.intro) w.paragraph(root, text, { size: 12, color: c.ink });

  for (const section of guide.sections) {
    const sect = doc.struct("Sect");
    root.add(sect);
    w.heading(sect, section.heading, firstBlockHeight(w, section.blocks[0]));
    for (const block of section.blocks) w.block(sect, block);
    sect.end();
  }

  w.closing(root, guide.closing, `${origin}/vibe-check`, `${origin}${guide.relatedService.path}`, guide.relatedService.label);
  w.paragraph(root, guideSafetyLine, { size: 11, color: c.ink, whole: true });
  root.end();

  const pages = w.footers(`${site.name} · ${guide.title}`);
  doc.end();
  return { pdf: await done, pages };
}

/** Roughly how tall a block's first line or item is, so a heading never ends a page alone. */
function firstBlockHeight(w: Writer, block: GuideBlock | undefined): number {
  if (!block) return 0;
  switch (block.kind) {
    case "paragraph":
      return Math.min(w.measure(block.text, CONTENT_WIDTH), 60);
    case "note":
    case "script":
      return 70;
    default:
      return 40;
  }
}

class Writer {
  constructor(
    private readonly doc: Doc,
    private readonly c: Palette,
  ) {}

  measure(text: string, width: number, font: FontName = "body", size = BODY.size): number {
    return this.doc.font(font).fontSize(size).heightOfString(text, { width, lineGap: BODY.lineGap });
  }

  /** Starts a new page when `height` points would not fit above the footer. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) this.doc.addPage();
  }

  private artifact(draw: () => void) {
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc.save();
    draw();
    this.doc.restore();
    this.doc.endMarkedContent();
  }

  private text(text: string, x: number, width: number, font: FontName, size: number, color: string, extra: PDFKit.Mixins.TextOptions = {}) {
    // Trailing space: words stay separated when the tagged text is read aloud or extracted.
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(`${text} `, x, this.doc.y, { width, lineGap: BODY.lineGap, ...extra });
  }

  cover(parent: StructElement, guide: Guide, byline: string) {
    const { doc, c } = this;
    const x = PAGE.margin;
    const pad = 32;
    const inner = CONTENT_WIDTH - 2 * pad;
    const titleHeight = this.measure(guide.title, inner, "display", 34);
    const subtitleHeight = this.measure(guide.subtitle, inner, "body", 14);
    const height = pad + 14 + 14 + titleHeight + 10 + subtitleHeight + 22 + 14 + pad;
    const top = PAGE.margin;
    this.artifact(() => {
      doc.roundedRect(x, top, CONTENT_WIDTH, height, 22).fill(c.teal900);
      doc.save();
      doc.roundedRect(x, top, CONTENT_WIDTH, height, 22).clip();
      doc
        .circle(x + CONTENT_WIDTH - 30, top + 10, 120)
        .fillOpacity(0.35)
        .fill(c.teal600);
      doc
        .circle(x + CONTENT_WIDTH - 20, top - 10, 46)
        .lineWidth(10)
        .strokeOpacity(0.55)
        .stroke(c.coral500);
      doc.restore();
      // The newsletter's coffee-drip motif, as on the site's Clarity Drip band.
      const dx = x + CONTENT_WIDTH - 92;
      const dy = top + height - 86;
      doc.lineWidth(1.6).strokeColor(c.teal100).strokeOpacity(0.5);
      doc
        .moveTo(dx + 15, dy + 26)
        .lineTo(dx + 55, dy + 26)
        .lineTo(dx + 55, dy + 44)
        .bezierCurveTo(dx + 55, dy + 60, dx + 15, dy + 60, dx + 15, dy + 44)
        .closePath()
        .stroke();
      doc
        .moveTo(dx + 55, dy + 31)
        .bezierCurveTo(dx + 66, dy + 31, dx + 66, dy + 46, dx + 55, dy + 46)
        .stroke();
      doc
        .moveTo(dx + 35, dy + 2)
        .bezierCurveTo(dx + 35, dy + 8, dx + 30, dy + 10, dx + 30, dy + 15)
        .bezierCurveTo(dx + 30, dy + 21, dx + 40, dy + 21, dx + 40, dy + 15)
        .bezierCurveTo(dx + 40, dy + 10, dx + 35, dy + 8, dx + 35, dy + 2)
        .stroke();
    });
    doc.y = top + pad;
    parent.add(
      doc.struct("P", {}, () =>
        this.text(`${site.name.toUpperCase()} · FREE GUIDE`, x + pad, inner, "bodySemibold", 9.5, c.coral100, { characterSpacing: 1.6 }),
      ),
    );
    doc.y += 12;
    parent.add(doc.struct("H1", {}, () => this.text(guide.title, x + pad, inner, "display", 34, "#ffffff", { lineGap: 0 })));
    doc.y += 8;
    parent.add(doc.struct("P", {}, () => this.text(guide.subtitle, x + pad, inner, "body", 14, c.teal50)));
    doc.y += 14;
    parent.add(doc.struct("P", {}, () => this.text(`${guide.audience} · By ${byline}`, x + pad, inner - 80, "body", 9.5, c.teal100)));
    doc.y = top + height + 28;
  }

  heading(parent: StructElement, text: string, keepWithNext: number) {
    const { doc, c } = this;
    const height = this.measure(text, CONTENT_WIDTH, "display", 19);
    this.ensureSpace(18 + height + 10 + keepWithNext);
    doc.y += 6;
    const y = doc.y;
    this.artifact(() => {
      doc.rect(PAGE.margin, y, 28, 2.5).fill(c.coral500);
    });
    doc.y = y + 12;
    parent.add(doc.struct("H2", {}, () => this.text(text, PAGE.margin, CONTENT_WIDTH, "display", 19, c.ink, { lineGap: 1 })));
    doc.y += 6;
  }

  /** A paragraph; `whole` keeps it on one page (the safety line), else only its first lines are kept together. */
  paragraph(parent: StructElement, text: string, { size = BODY.size, color = this.c.inkSoft, whole = false } = {}) {
    const height = this.measure(text, CONTENT_WIDTH, "body", size);
    this.ensureSpace(whole ? height : Math.min(height, 3 * (size + BODY.lineGap + 2)));
    parent.add(this.doc.struct("P", {}, () => this.text(text, PAGE.margin, CONTENT_WIDTH, "body", size, color)));
    this.doc.y += 8;
  }

  block(parent: StructElement, block: GuideBlock) {
    switch (block.kind) {
      case "paragraph":
        return this.paragraph(parent, block.text);
      case "checklist":
        return this.list(parent, block.items, "box");
      case "bullets":
        return this.list(parent, block.items, "dot");
      case "steps":
        return this.steps(parent, block.items);
      case "script":
        return this.callout(parent, block.label, block.lines, "script");
      case "note":
        return this.callout(parent, block.title, [block.text], "note");
    }
  }

  private list(parent: StructElement, items: string[], marker: "box" | "dot") {
    const { doc, c } = this;
    const indent = 24;
    const list = doc.struct("L");
    parent.add(list);
    for (const item of items) {
      const height = this.measure(item, CONTENT_WIDTH - indent);
      this.ensureSpace(height + 6);
      const y = doc.y;
      this.artifact(() => {
        if (marker === "box")
          doc
            .lineWidth(1.2)
            .roundedRect(PAGE.margin + 1, y + 1.5, 11, 11, 2.5)
            .stroke(c.teal700);
        else doc.circle(PAGE.margin + 6, y + 7, 2.4).fill(c.teal700);
      });
      doc.y = y;
      const li = doc.struct("LI");
      list.add(li);
      li.add(doc.struct("LBody", {}, () => this.text(item, PAGE.margin + indent, CONTENT_WIDTH - indent, "body", BODY.size, c.ink)));
      li.end();
      doc.y += marker === "box" ? 5 : 3;
    }
    list.end();
    doc.y += 6;
  }

  private steps(parent: StructElement, items: { title: string; text: string }[]) {
    const { doc, c } = this;
    const indent = 36;
    const width = CONTENT_WIDTH - indent;
    const list = doc.struct("L");
    parent.add(list);
    items.forEach((item, i) => {
      const height = this.measure(item.title, width, "bodySemibold") + this.measure(item.text, width);
      this.ensureSpace(height + 10);
      const y = doc.y;
      this.artifact(() => {
        doc.circle(PAGE.margin + 11, y + 8, 11).fill(c.teal700);
      });
      const li = doc.struct("LI");
      list.add(li);
      doc.y = y + 2.5;
      li.add(doc.struct("Lbl", {}, () => this.text(String(i + 1), PAGE.margin, 22, "bodySemibold", 10, "#ffffff", { align: "center" })));
      doc.y = y;
      const body = doc.struct("LBody");
      li.add(body);
      body.add(doc.struct("P", {}, () => this.text(item.title, PAGE.margin + indent, width, "bodySemibold", BODY.size, c.ink)));
      doc.y += 1;
      body.add(doc.struct("P", {}, () => this.text(item.text, PAGE.margin + indent, width, "body", BODY.size, c.inkSoft)));
      body.end();
      li.end();
      doc.y += 10;
    });
    list.end();
  }

  private callout(parent: StructElement, label: string, lines: string[], kind: "script" | "note") {
    const { doc, c } = this;
    const pad = 18;
    const inner = CONTENT_WIDTH - 2 * pad - 4;
    const lineFont: FontName = kind === "script" ? "displayItalic" : "body";
    const lineSize = kind === "script" ? 13 : BODY.size;
    const labelHeight = this.measure(label, inner, "bodySemibold", kind === "script" ? 9 : BODY.size);
    const linesHeight = lines.reduce((sum, line) => sum + this.measure(line, inner, lineFont, lineSize) + 4, 0);
    const height = pad + labelHeight + 6 + linesHeight + pad - 4;
    this.ensureSpace(height + 12);
    const top = doc.y + 4;
    this.artifact(() => {
      doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 14).fill(kind === "script" ? c.mist : c.sand);
      doc.rect(PAGE.margin, top + 12, 4, height - 24).fill(kind === "script" ? c.teal600 : c.coral500);
    });
    const box = doc.struct("Div");
    parent.add(box);
    doc.y = top + pad;
    const x = PAGE.margin + pad + 4;
    if (kind === "script") {
      box.add(doc.struct("P", {}, () => this.text(label.toUpperCase(), x, inner, "bodySemibold", 9, c.coral700, { characterSpacing: 1.2 })));
    } else {
      box.add(doc.struct("P", {}, () => this.text(label, x, inner, "bodySemibold", BODY.size, c.ink)));
    }
    doc.y += 4;
    for (const line of lines) {
      box.add(doc.struct("P", {}, () => this.text(line, x, inner, lineFont, lineSize, kind === "script" ? c.teal900 : c.inkSoft)));
      doc.y += 4;
    }
    box.end();
    doc.y = top + height + 16;
  }

  closing(parent: StructElement, closing: Guide["closing"], vibeCheckUrl: string, serviceUrl: string, serviceLabel: string) {
    const { doc, c } = this;
    const pad = 28;
    const inner = CONTENT_WIDTH - 2 * pad;
    const linkLine = "Book a free 15-minute Vibe Check:";
    const height = pad + this.measure(closing.heading, inner, "display", 20) + 8 + this.measure(closing.text, inner) + 14 + 2 * (BODY.size + 8) + pad;
    this.ensureSpace(height + 20);
    const top = doc.y + 10;
    this.artifact(() => {
      doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 20).fill(c.teal900);
    });
    const sect = doc.struct("Sect");
    parent.add(sect);
    doc.y = top + pad;
    const x = PAGE.margin + pad;
    sect.add(doc.struct("H2", {}, () => this.text(closing.heading, x, inner, "display", 20, "#ffffff", { lineGap: 1 })));
    doc.y += 6;
    sect.add(doc.struct("P", {}, () => this.text(closing.text, x, inner, "body", BODY.size, c.teal50)));
    doc.y += 10;
    this.linkLine(sect, x, inner, linkLine, vibeCheckUrl);
    this.linkLine(sect, x, inner, `${serviceLabel}:`, serviceUrl);
    sect.end();
    doc.y = top + height + 12;
  }

  private linkLine(parent: StructElement, x: number, width: number, label: string, url: string) {
    const { doc, c } = this;
    const p = doc.struct("P");
    parent.add(p);
    p.add(doc.struct("Span", {}, () => this.text(label, x, width, "bodySemibold", BODY.size, "#ffffff", { continued: true })));
    p.add(
      doc.struct("Link", { alt: `${label} ${url}` }, () => {
        doc
          .font("body")
          .fillColor(c.coral100)
          .text(`${url.replace(/^https:\/\//, "")} `, { link: url, underline: true });
      }),
    );
    p.end();
    doc.y += 4;
  }

  /** Page footers, drawn once every page exists (they need the page count): pagination artifacts. */
  footers(label: string): number {
    const { doc, c } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would start a new page; the footer sits there on purpose.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = PAGE.height - PAGE.margin + 4;
      doc.markContent("Artifact", { type: "Pagination", attached: ["Bottom"] });
      doc.rect(PAGE.margin, y - 12, CONTENT_WIDTH, 0.75).fill(c.line);
      doc.font("body").fontSize(8.5).fillColor(c.inkSoft);
      doc.text(label, PAGE.margin, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
      doc.text(`${i - range.start + 1} of ${range.count}`, PAGE.margin + CONTENT_WIDTH / 2, y, { width: CONTENT_WIDTH / 2, align: "right", lineBreak: false });
      doc.endMarkedContent();
      doc.page.margins.bottom = margin;
    }
    return range.count;
  }
}
