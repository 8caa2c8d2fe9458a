// Renders the homepage hero art (art/hero-*.svg) to the AVIF and WebP files in public/images/hero.
// The outputs are committed (small, and the build stays fast); run this after editing the art:
//   node scripts/build-hero-images.mjs
// Widths must match heroImages in app/content/home.ts. Pass "mobile" or "desktop" to render one set.
import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const OUT_DIR = path.resolve("public/images/hero");
const variants = [
  { name: "hero-mobile", source: "art/hero-mobile.svg", sourceWidth: 780, widths: [480, 780, 1170] },
  { name: "hero-desktop", source: "art/hero-desktop.svg", sourceWidth: 1920, widths: [1280, 1920, 2560] },
];

await mkdir(OUT_DIR, { recursive: true });
const only = process.argv[2];
for (const variant of variants.filter((v) => !only || v.name === `hero-${only}`)) {
  const svg = await readFile(variant.source);
  for (const width of variant.widths) {
    // Rasterise at the target size (not upscaled from a smaller bitmap) so the thin lines stay crisp.
    const density = Math.ceil((72 * width) / variant.sourceWidth);
    const raster = sharp(svg, { density }).resize({ width });
    const base = path.join(OUT_DIR, `${variant.name}-${width}`);
    await raster.clone().avif({ quality: 55, effort: 4, chromaSubsampling: "4:2:0" }).toFile(`${base}.avif`);
    await raster.clone().webp({ quality: 72, effort: 6 }).toFile(`${base}.webp`);
    const [avif, webp] = await Promise.all([stat(`${base}.avif`), stat(`${base}.webp`)]);
    console.log(`${path.basename(base)}: avif ${(avif.size / 1024).toFixed(1)} KB, webp ${(webp.size / 1024).toFixed(1)} KB`);
  }
}
