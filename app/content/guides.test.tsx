import { describe, expect, it } from "vitest";
import { siteRoutes } from "~/routes";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { GuideClosing } from "~/features/guides/guide-page-parts";
import { guides, guideSafetyLine } from "./guides";
import { therapistBySlug } from "./therapists";
import { blogTopicSlugs } from "./blog-taxonomy";

/** Every string a guide shows, so the checks below see all of it. */
function texts(g: (typeof guides)[number]): string[] {
  return [
    g.title,
    g.subtitle,
    g.summary,
    g.audience,
    ...g.intro,
    g.closing.heading,
    g.closing.text,
    ...g.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => {
        switch (b.kind) {
          case "paragraph":
            return [b.text];
          case "checklist":
          case "bullets":
            return b.items;
          case "steps":
            return b.items.flatMap((i) => [i.title, i.text]);
          case "script":
            return [b.label, ...b.lines];
          case "note":
            return [b.title, b.text];
        }
      }),
    ]),
  ];
}

describe("guides", () => {
  it("has at least the four guides, with unique slugs, including the two legacy downloads", () => {
    const slugs = guides.map((g) => g.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining(["free-premarital-checklist", "five-relationship-mistakes"]));
  });

  it.each(guides.map((g) => [g.slug, g] as const))("%s is complete and fits its fonts, lengths and links", (_slug, g) => {
    expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(therapistBySlug(g.author)).toBeDefined();
    expect(g.topics.every((t) => (blogTopicSlugs as readonly string[]).includes(t))).toBe(true);
    expect(g.description.length).toBeGreaterThanOrEqual(50);
    expect(g.description.length).toBeLessThanOrEqual(160);
    expect(g.summary.length).toBeLessThanOrEqual(200);
    expect(g.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(siteRoutes.some((r) => r.path === g.relatedService.path)).toBe(true);
    const all = texts(g);
    // The PDF fonts are the Latin subsets: printable ASCII and a few punctuation marks only.
    for (const t of all) expect(t, t).toMatch(/^[\x20-\x7E’‘“”–—…·]+$/);
    const words = all.join(" ").split(/\s+/).length;
    expect(words).toBeGreaterThan(600);
  });

  it("ends every guide, on its page, with the safety line and 988 and 911", () => {
    expect(guideSafetyLine).toMatch(/\b911\b/);
    expect(guideSafetyLine).toMatch(/\b988\b/);
    expect(guideSafetyLine).toMatch(/^[\x20-\x7E’‘“”–—…·]+$/);
    for (const g of guides) {
      const html = renderToStaticMarkup(
        <MemoryRouter>
          <GuideClosing guide={g} />
        </MemoryRouter>,
      )
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, "&");
      expect(html, g.slug).toContain(guideSafetyLine);
    }
  });

  it("points a guide about ordinary fights to couples therapy, not to the program for affairs", () => {
    const repairTalk = guides.find((g) => g.slug === "repair-conversation")!;
    expect(repairTalk.relatedService.path).toBe("/strengthen-reconnect");
  });
});
