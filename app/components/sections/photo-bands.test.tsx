import { existsSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spacesBands } from "~/content/home";
import { SitePhotosProvider } from "~/components/art/site-photos";
import { spacePhotoSlot } from "~/lib/media/media-urls";
import { samplePhoto } from "../../../tests/fixtures/site-photo";
import { PhotoBands, type PhotoBand } from "./photo-bands";

const bands = Object.values(spacesBands) as PhotoBand[];

describe("office bands", () => {
  it("show each space's own illustration, with its size and alt text, until a photo is set", () => {
    const html = renderToStaticMarkup(<PhotoBands bands={bands} />);
    expect(new Set(bands.map((b) => b.art.src)).size).toBe(bands.length);
    for (const b of bands) {
      expect(existsSync(path.join("public", b.art.src))).toBe(true);
      expect(html).toContain(`src="${b.art.src}" alt="${b.art.alt}" width="${b.art.width}" height="${b.art.height}"`);
    }
    expect(html).not.toContain("<picture");
  });

  it("show the practice's photo instead when one is placed: AVIF and WebP widths, the illustration's 4:3 box, its alt text", () => {
    const photo = samplePhoto("The Uptown office's therapy room", { maxWidth: 1440 });
    const html = renderToStaticMarkup(
      <SitePhotosProvider photos={{ [spacePhotoSlot(bands[0]!.slug)]: photo }}>
        <PhotoBands bands={bands} />
      </SitePhotosProvider>,
    );
    expect(html).toContain(`srcSet="${photo.avifSrcset}"`);
    expect(photo.avifSrcset).toMatch(/ 1280w$/);
    expect(html).toMatch(/<img[^>]+alt="The Uptown office&#x27;s therapy room"[^>]+width="480" height="360"/);
    expect(html).not.toContain(bands[0]!.art.src);
    // The other band keeps its illustration.
    expect(html).toContain(bands[1]!.art.src);
  });
});
