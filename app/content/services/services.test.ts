import { describe, expect, it } from "vitest";
import { serviceInterestValues } from "~/content/service-interest";
import { siteRoutes } from "~/routes";
import { feeSchedule, priceLabel, priceOf, serviceForPath, services, serviceVariants, vibeCheckHrefFor } from "~/content/services";
import { site } from "../site";

const TEMPLATE = "routes/service-page.tsx";

describe("services content", () => {
  it("has unique slugs, paths, titles and search metadata", () => {
    for (const key of ["slug", "path", "title"] as const) {
      expect(new Set(services.map((s) => s[key])).size, key).toBe(services.length);
    }
    const titles = [...services.map((s) => s.seo.title), ...serviceVariants.map((v) => v.seo.title)];
    const descriptions = [...services.map((s) => s.seo.description), ...serviceVariants.map((v) => v.seo.description)];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(50);
      expect(d.length, d).toBeLessThanOrEqual(160);
    }
  });

  it("keeps each path equal to its slug and links only to real, other pages", () => {
    for (const s of services) {
      expect(s.path).toBe(`/${s.slug}`);
      expect(s.related.length, s.slug).toBeGreaterThanOrEqual(2);
      for (const r of s.related) {
        expect(r, s.slug).not.toBe(s.slug);
        expect(
          services.some((x) => x.slug === r),
          `${s.slug} -> ${r}`,
        ).toBe(true);
      }
      for (const b of s.betterFits)
        if (b.goTo)
          expect(
            services.some((x) => x.slug === b.goTo),
            `${s.slug} -> ${b.goTo}`,
          ).toBe(true);
    }
  });

  it("gives every entry enough to decide: audience, steps, FAQs, inclusions and a valid service of interest", () => {
    for (const s of services) {
      expect(s.fits.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.helpsWith.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.howItWorks.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.faqs.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.included.length, s.slug).toBeGreaterThanOrEqual(2);
      expect(serviceInterestValues, s.slug).toContain(s.serviceInterest);
      expect(s.format.inPerson || s.format.online, s.slug).toBe(true);
    }
  });

  it("registers every entry and variant once in the route table on the one template", () => {
    const paths = [...services.map((s) => s.path), ...serviceVariants.map((v) => v.path)];
    for (const path of paths) {
      const routes = siteRoutes.filter((r) => r.path === path);
      expect(routes, path).toHaveLength(1);
      expect(routes[0]?.file, path).toBe(TEMPLATE);
      expect(routes[0]?.group, path).toBe("Services & programs");
    }
    for (const v of serviceVariants) expect(siteRoutes.find((r) => r.path === v.path)?.indexable, v.path).toBe(false);
    const templated = siteRoutes.filter((r) => r.file === TEMPLATE).map((r) => r.path);
    expect(templated.sort()).toEqual(paths.sort());
  });

  it("resolves paths, ignoring case and a trailing slash, and variants to their entry", () => {
    expect(serviceForPath("/Reset/")?.entry.slug).toBe("reset");
    const v = serviceForPath("/crisis-couples-fixed");
    expect(v?.entry.slug).toBe("crisis-couples");
    expect(v?.variant?.path).toBe("/crisis-couples-fixed");
    expect(serviceForPath("/services")).toBeUndefined();
  });

  it("uses the default program and session prices unless a program sets its own", () => {
    const session = services.find((s) => s.slug === "strengthen-reconnect")!;
    expect(priceOf(session)).toEqual({ amountUsd: site.prices.defaultSessionUsd, unit: "session" });
    expect(priceLabel(session)).toBe("From $120 per 50-minute session ($60 with our intern)");
    const blueprint = services.find((s) => s.slug === "premarital-blueprint")!;
    expect(priceOf(blueprint)).toEqual({ amountUsd: site.prices.defaultProgramUsd, unit: "program" });
    const reset = services.find((s) => s.slug === "reset")!;
    expect(priceOf(reset).amountUsd).toBeLessThan(6 * site.prices.defaultSessionUsd);
    for (const s of services.filter((x) => x.kind === "service")) expect(s.price, s.slug).toBeUndefined();
  });

  it("exports a fee table with every entry, sessions first", () => {
    const fees = feeSchedule();
    expect(fees).toHaveLength(services.length);
    const firstProgram = fees.findIndex((f) => f.kind === "program");
    expect(fees.slice(firstProgram).every((f) => f.kind === "program")).toBe(true);
    expect(fees.find((f) => f.path === "/weekend-intensive")?.priceLabel).toBe("$2,950 for the full program");
    expect(fees.find((f) => f.path === "/loveinsurance")?.priceLabel).toBe("$100 per month");
  });

  it("links the Vibe Check with the service of interest preselected", () => {
    expect(vibeCheckHrefFor({ serviceInterest: "6-session-reset" })).toBe("/vibe-check?service=6-session-reset");
  });
});
