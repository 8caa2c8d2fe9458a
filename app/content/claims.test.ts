import { visitorCopyFiles } from "./visitor-copy.test-support";
import { describe, expect, it } from "vitest";
import { practiceStats, reviewsSection } from "./home";
import { pressMentions } from "./press";
import { pressStoriesByTier } from "./press-stories";
import { services } from "./services";
import { site } from "./site";

/**
 * Claims a visitor can check: press coverage links to the article, a rating names its count and
 * links to the practice's own reviews page, reviews carry their disclaimer, and no page promises
 * an outcome or an audience it cannot show.
 */

const copyFiles = visitorCopyFiles;

const searchPage = /google\.[a-z.]+\/(?:search|maps\/search)|bing\.com\/search|[?&]q(?:uery)?=/i;

describe("press", () => {
  it("lists an outlet only with the https address of its article, and tells every listed piece", () => {
    for (const m of pressMentions) {
      expect(m.articleUrl, m.name).toMatch(/^https:\/\/[^/]+\/.+/);
      expect(m.articleUrl, m.name).not.toMatch(searchPage);
    }
    // A listed outlet without its story would be a name with nothing to read on /media.
    expect(
      pressStoriesByTier()
        .map((s) => s.slug)
        .sort(),
    ).toEqual(pressMentions.map((m) => m.slug).sort());
  });
});

describe("rating and reviews", () => {
  it("states a rating only with its count, its service and the practice's own reviews page", () => {
    const ratingStat = practiceStats.find((s) => s.icon === "reviews-service");
    if (!site.rating) {
      expect(ratingStat).toBeUndefined();
      expect(JSON.stringify(reviewsSection)).not.toMatch(/\b\d\.\d\b/);
      return;
    }
    expect(site.rating.count).toBeGreaterThan(0);
    expect(site.rating.reviewsUrl).toMatch(/^https:\/\//);
    expect(site.rating.reviewsUrl).not.toMatch(searchPage);
    expect(ratingStat?.description).toContain(String(site.rating.count));
  });

  it("puts the disclaimer under the reviews widget", () => {
    expect(reviewsSection.disclaimer).toMatch(/don't ask clients for reviews/);
    expect(reviewsSection.disclaimer).toMatch(/promise/);
  });
});

describe("no promised outcomes or unverifiable reach", () => {
  it("says none of these anywhere a visitor reads", () => {
    const banned = [/Months of work/i, /thousands of inboxes/i, /\bguarantee[sd]?\b/i, /Online intensives on request/i, /New blogs every week/i];
    const offenders = copyFiles().flatMap(({ file, text }) => banned.filter((re) => re.test(text)).map((re) => `${file}: ${re}`));
    expect(offenders).toEqual([]);
  });

  it("offers an online option only where a service runs online", () => {
    for (const s of services.filter((x) => !x.format.online))
      expect(s.format.note, s.path).not.toMatch(/online (?:intensives|sessions) (?:on request|available)/i);
  });
});
