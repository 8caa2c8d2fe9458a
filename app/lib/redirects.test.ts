import { describe, expect, it } from "vitest";
import { legacyRedirects, resolveLegacyRedirect } from "./redirects";
import { siteRoutes } from "~/routes";

describe("resolveLegacyRedirect", () => {
  it("maps every row of the legacy table to its new home", () => {
    const expected: [string, string][] = [
      ["/apply", "/join-our-team"],
      ["/fees", "/fees-and-faqs"],
      ["/investment", "/fees-and-faqs"],
      ["/commonly-asked-questions", "/fees-and-faqs"],
      ["/resources", "/resources-hub"],
      ["/search", "/resources/search"],
      ["/marriage-life-group", "/resources-hub"],
      ["/meet-our-team", "/team"],
      ["/meet-our-team/marcus-hale", "/therapists/marcus-hale"],
      ["/mission-and-values", "/about-us"],
      ["/couples-therapy", "/strengthen-reconnect"],
      ["/infidelity-therapy", "/crisis-couples"],
      ["/infertility-therapy", "/individual-healing"],
      ["/anxiety-therapy", "/individual-healing"],
      ["/premarital-packages", "/premarital-blueprint"],
      ["/bipoc-therapy", "/beautifully-complicated"],
      ["/the-intensive", "/weekend-intensive"],
      ["/clarity-call", "/vibe-check"],
      ["/vibes", "/vibe-check"],
      ["/start", "/vibe-check"],
      ["/contact-info", "/vibe-check"],
      ["/podcast", "/resources/podcasts"],
      ["/free-premarital-checklist", "/resources/downloads-guides"],
      ["/five-relationship-mistakes", "/resources/downloads-guides"],
      ["/press", "/media"],
      ["/wp-content/uploads/episode-18-transcript.pdf", "/resources/podcasts/18"],
      ["/therapists", "/team"],
      ["/contact", "/vibe-check"],
    ];
    for (const [from, to] of expected) expect(resolveLegacyRedirect(from), from).toBe(to);
  });

  it("keeps old blog post ids and slugs, and old episode numbers", () => {
    expect(resolveLegacyRedirect("/post/42-how-to-fight-fair")).toBe("/blog/42-how-to-fight-fair");
    expect(resolveLegacyRedirect("/posts/42")).toBe("/blog/42");
    expect(resolveLegacyRedirect("/show-notes/12")).toBe("/resources/podcasts/12");
    expect(resolveLegacyRedirect("/episode-7-money-talks")).toBe("/resources/podcasts/7");
    expect(resolveLegacyRedirect("/podcast/episode-31-in-laws")).toBe("/resources/podcasts/31");
  });

  it("applies the fallbacks for old blog, services and team paths", () => {
    expect(resolveLegacyRedirect("/blog/2021/05/why-we-fight")).toBe("/resources-hub");
    expect(resolveLegacyRedirect("/blog/category/money")).toBe("/resources-hub");
    expect(resolveLegacyRedirect("/blog/page/2")).toBe("/resources-hub");
    expect(resolveLegacyRedirect("/blog")).toBe("/resources-hub");
    expect(resolveLegacyRedirect("/post/some-old-thing")).toBe("/resources-hub");
    expect(resolveLegacyRedirect("/services/anything-else")).toBe("/services");
    expect(resolveLegacyRedirect("/meet-our-team/someone-who-left")).toBe("/team");
  });

  it("ignores case and trailing slashes, and leaves current paths alone", () => {
    expect(resolveLegacyRedirect("/FEES/")).toBe("/fees-and-faqs");
    expect(resolveLegacyRedirect("/team")).toBeNull();
    expect(resolveLegacyRedirect("/blog/how-to-fight-fair")).toBeNull();
    // /blog/{id} and /blog/{id}-{slug} are answered by the post page, which knows the ids.
    expect(resolveLegacyRedirect("/blog/1041")).toBeNull();
    expect(resolveLegacyRedirect("/blog/1041-old-title/")).toBeNull();
    expect(resolveLegacyRedirect("/")).toBeNull();
  });

  it("never redirects a path that is a page of the route table", () => {
    for (const route of siteRoutes) expect(resolveLegacyRedirect(route.path), route.path).toBeNull();
    for (const from of Object.keys(legacyRedirects)) {
      expect(
        siteRoutes.some((r) => r.path === from),
        `${from} is both a page and a redirect`,
      ).toBe(false);
    }
  });
});
