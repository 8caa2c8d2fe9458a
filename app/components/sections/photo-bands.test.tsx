import { existsSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spacesBands } from "~/content/home";
import { PhotoBands, SPACE_PHOTO_WIDTHS, spacePhotoFile, type PhotoBand } from "./photo-bands";

const bands = Object.values(spacesBands) as PhotoBand[];

describe("office bands", () => {
  it("show each space's own illustration, with its size and alt text, until a photo is set", () => {
    const html = renderToStaticMarkup(<PhotoBands bands={bands.map((b) => ({ ...b, photo: undefined }))} />);
    expect(new Set(bands.map((b) => b.art.src)).size).toBe(bands.length);
    for (const b of bands) {
      expect(existsSync(path.join("public", b.art.src))).toBe(true);
      expect(html).toContain(`src="${b.art.src}" alt="${b.art.alt}" width="${b.art.width}" height="${b.art.height}"`);
    }
    expect(html).not.toContain("<picture");
  });

  it("show a photo instead when one is set: AVIF and WebP in every width, the illustration's size", () => {
    const band = { ...bands[0]!, photo: { src: "office.jpg", alt: "The Uptown office's therapy room" } };
    const html = renderToStaticMarkup(<PhotoBands bands={[band]} />);
    for (const w of SPACE_PHOTO_WIDTHS) {
      expect(html).toContain(`${spacePhotoFile(band.slug, w, "avif")} ${w}w`);
      expect(html).toContain(`${spacePhotoFile(band.slug, w, "webp")} ${w}w`);
    }
    expect(html).toMatch(/<img[^>]+alt="The Uptown office&#x27;s therapy room"[^>]+width="480" height="360"/);
    expect(html).not.toContain(band.art.src);
  });

  it("have every file of each photo that is set (npm run build:photos makes them)", () => {
    for (const b of bands.filter((x) => x.photo)) {
      expect(existsSync(path.join("app/content/photos", b.photo!.src))).toBe(true);
      for (const w of SPACE_PHOTO_WIDTHS)
        for (const f of ["avif", "webp"] as const) expect(existsSync(path.join("public", spacePhotoFile(b.slug, w, f)))).toBe(true);
    }
  });
});
