// Writes every guide of app/content/guides.ts as a tagged PDF into build/client/guides/, where the
// server serves it at /guides/<slug>.pdf, plus a manifest of sizes and page counts for the pages.
// Run by `npm run build` after the client build (which empties build/client); `npm run build:guides`
// alone refreshes them for the dev server.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { guides, guidePdfPath } from "~/content/guides";
import { GUIDE_MANIFEST, type GuideFile } from "~/features/guides/guide-files.server";
import { brandPalette, renderGuidePdf } from "~/features/guides/guide-pdf.server";

const outDir = path.resolve(process.argv[2] ?? "build/client");
const palette = brandPalette();
const manifest: Record<string, GuideFile> = {};
for (const guide of guides) {
  const { pdf, pages } = await renderGuidePdf(guide, { palette });
  const file = path.join(outDir, guidePdfPath(guide));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf);
  manifest[guide.slug] = { bytes: pdf.length, pages };
}
await writeFile(path.join(outDir, GUIDE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`guides: ${guides.length} PDFs written to ${path.join(outDir, "guides")}`);
