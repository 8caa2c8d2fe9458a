import { gzipSync } from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { portraitArt } from "~/content/portraits";
import { clientExperienceDirector, therapists } from "~/content/therapists";
import { PortraitDrawing } from "./portrait-drawing";
import { personPhotoSlot } from "~/lib/media/media-urls";
import { samplePhoto } from "../../../tests/fixtures/site-photo";
import { SitePhotosProvider } from "./site-photos";
import { drawPortraitsWith, TherapistPortrait, type PortraitSubject } from "./therapist-portrait";

drawPortraitsWith(PortraitDrawing);

const people: PortraitSubject[] = [...therapists, clientExperienceDirector];
const render = (person: PortraitSubject, alt?: string) => renderToStaticMarkup(<TherapistPortrait person={person} alt={alt} />);
/** The drawing alone: what is inside the <svg>, without the name and label around it. */
const drawingOf = (person: PortraitSubject) => /<svg[^>]*>(.*)<\/svg>/s.exec(render(person, ""))![1]!;

describe("team portraits", () => {
  it("every person on the team has a drawing of their own, and no drawing belongs to nobody", () => {
    expect(Object.keys(portraitArt).sort()).toEqual(people.map((p) => p.slug).sort());
  });

  it("draws each person differently from every other", () => {
    const drawings = people.map(drawingOf);
    for (const d of drawings) expect(d).toMatch(/<path /);
    expect(new Set(drawings).size).toBe(people.length);
  });

  it("differs in more than colour: skin, face, hair and clothing each vary across the team", () => {
    const arts = Object.values(portraitArt);
    const distinct = (pick: (a: (typeof arts)[number]) => string) => new Set(arts.map(pick)).size;
    expect(distinct((a) => a.skin)).toBe(arts.length);
    expect(distinct((a) => a.hair.style)).toBe(arts.length);
    expect(distinct((a) => a.face)).toBeGreaterThanOrEqual(4);
    expect(distinct((a) => a.clothing.style)).toBeGreaterThanOrEqual(5);
  });

  it("names each picture with its own description, or hides it where the name is printed beside it", () => {
    const labels = people.map((p) => /<title>([^<]+)<\/title>/.exec(render(p))?.[1] ?? "");
    for (const [i, p] of people.entries()) {
      expect(labels[i]).toContain(p.name.replace(/^Dr\. /, ""));
      expect(labels[i]!.length).toBeGreaterThan(p.name.length + 40);
      expect(render(p)).toContain('role="img"');
    }
    expect(new Set(labels).size).toBe(people.length);
    const hidden = render(people[0]!, "");
    expect(hidden).toContain('aria-hidden="true"');
    expect(hidden).not.toContain("<title>");
  });

  it("keeps each drawing small: under 2 KB compressed", () => {
    for (const p of people) expect(gzipSync(drawingOf(p)).length).toBeLessThan(2048);
  });

  it("shows the practice's photo instead when one is placed: AVIF and WebP widths, a fixed square box, the photo's alt text, its focal point", () => {
    const photo = samplePhoto("Sam Whitfield in the office");
    const html = renderToStaticMarkup(
      <SitePhotosProvider photos={{ [personPhotoSlot("sam-whitfield")]: photo }}>
        <TherapistPortrait person={{ slug: "sam-whitfield", name: "Sam Whitfield" }} size={320} />
        <TherapistPortrait person={{ slug: "nia-carter", name: "Nia Carter" }} size={320} />
      </SitePhotosProvider>,
    );
    expect(html).toMatch(/^<picture/);
    expect(html).toContain(`srcSet="${photo.avifSrcset}"`);
    expect(html).toContain(`srcSet="${photo.webpSrcset}"`);
    expect(photo.webpSrcset).toMatch(/ 960w$/);
    expect(html).not.toContain("1280w");
    expect(html).toContain('type="image/avif"');
    expect(html).toMatch(/<img[^>]+width="320"[^>]+height="320"/);
    expect(html).toContain('alt="Sam Whitfield in the office"');
    expect(html).toContain("object-position:50% 30%");
    expect(html).toContain('loading="lazy"');
    // Only the person with a photo gets it: the other keeps her drawing.
    expect(html.match(/<picture/g)).toHaveLength(1);
    expect(html).toContain("<svg");
  });

  it("names a photo placed without alt text after the person", () => {
    const html = renderToStaticMarkup(
      <SitePhotosProvider photos={{ [personPhotoSlot("sam-whitfield")]: samplePhoto("") }}>
        <TherapistPortrait person={{ slug: "sam-whitfield", name: "Sam Whitfield" }} />
      </SitePhotosProvider>,
    );
    expect(html).toContain('alt="Photo of Sam Whitfield"');
  });
});
