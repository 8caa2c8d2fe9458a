import { existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { portraitArt } from "~/content/portraits";
import { clientExperienceDirector, therapists } from "~/content/therapists";
import { PortraitDrawing } from "./portrait-drawing";
import { drawPortraitsWith, PHOTO_WIDTHS, photoFile, TherapistPortrait, type PortraitSubject } from "./therapist-portrait";

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

  it("shows a photo instead when one is set: AVIF and WebP in every width, a fixed size, the photo's own alt text", () => {
    const html = renderToStaticMarkup(
      <TherapistPortrait
        person={{ slug: "sam-whitfield", name: "Sam Whitfield", photo: { src: "sam-whitfield.jpg", alt: "Sam Whitfield in the office" } }}
        size={320}
      />,
    );
    expect(html).toMatch(/^<picture/);
    expect(html).not.toContain("<svg");
    for (const w of PHOTO_WIDTHS) {
      expect(html).toContain(`/people/sam-whitfield-${w}.avif ${w}w`);
      expect(html).toContain(`/people/sam-whitfield-${w}.webp ${w}w`);
    }
    expect(html).toContain('type="image/avif"');
    expect(html).toMatch(/<img[^>]+width="320"[^>]+height="320"/);
    expect(html).toContain('alt="Sam Whitfield in the office"');
    expect(html).toContain('loading="lazy"');
  });

  it("has every file of each photo that is set (npm run build:photos makes them)", () => {
    for (const p of people.filter((x) => x.photo)) {
      expect(existsSync(path.join("app/content/photos", p.photo!.src)), `${p.slug}: original`).toBe(true);
      for (const w of PHOTO_WIDTHS)
        for (const f of ["avif", "webp"] as const) expect(existsSync(path.join("public", photoFile(p.slug, w, f))), `${p.slug} ${w} ${f}`).toBe(true);
    }
  });
});
