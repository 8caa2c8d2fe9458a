import { describe, expect, it } from "vitest";
import { services, serviceVariants } from "~/content/services";
import { servicePageData } from "./service-page.server";

describe("servicePageData", () => {
  it("gives every service page its own three fact cards and its own closing band", () => {
    const cards = new Set<string>();
    const bands = new Set<string>();
    for (const s of services) {
      const page = servicePageData(s.path)!;
      expect(page.facts, s.slug).toHaveLength(3);
      cards.add(JSON.stringify(page.facts));
      bands.add(page.closing.title);
      // The call and how it is booked are described the same way everywhere.
      expect(page.closing.title, s.slug).toMatch(/Vibe Check\.$/);
      expect(page.closing.text, s.slug).toMatch(/you pick the time yourself|book for the next open time/);
    }
    expect(cards.size).toBe(services.length);
    expect(bands.size).toBe(services.length);
  });

  it("declares the trail once: Home, the index of its kind, the page", () => {
    const reset = servicePageData("/reset")!;
    expect(reset.crumbs).toEqual([
      { name: "Home", path: "/" },
      { name: "Programs", path: "/programs" },
      { name: reset.entry.title, path: "/reset" },
    ]);
  });

  it("renders a campaign variant with its entry's content, and nothing for other paths", () => {
    const variant = serviceVariants[0]!;
    const page = servicePageData(variant.path)!;
    expect(page.entry.slug).toBe(variant.of);
    expect(page.isVariant).toBe(true);
    expect(servicePageData("/no-such-service")).toBeUndefined();
  });
});
