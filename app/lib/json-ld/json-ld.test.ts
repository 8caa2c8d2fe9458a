import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { faqPageJsonLd } from "./faq-page";
import { itemListJsonLd } from "./item-list";
import { serviceJsonLd } from "./service";
import { webPageJsonLd } from "./web-page";

const ORIGIN = "https://www.millenniallifecounseling.com";

describe("JSON-LD builders", () => {
  it("describes a session-priced service with the practice as provider and the default offer", () => {
    const entry = services.find((s) => s.slug === "strengthen-reconnect")!;
    const ld = serviceJsonLd(ORIGIN, entry) as any;
    expect(ld["@type"]).toBe("Service");
    expect(ld.provider["@id"]).toBe(`${ORIGIN}/#practice`);
    expect(ld.areaServed.map((a: any) => a.name)).toEqual(["Dallas", "Texas"]);
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: "120", priceCurrency: "USD" });
    expect(ld.offers.priceSpecification.unitText).toBe("per 50-minute session");
    // Session fees rise with the therapist's level, so the offer says where they start.
    expect(ld.offers.priceSpecification.minPrice).toBe(120);
  });

  it("uses the program default and explicit program prices", () => {
    const blueprint = serviceJsonLd(
      ORIGIN,
      services.find((s) => s.slug === "premarital-blueprint")!,
    ) as any;
    expect(blueprint.offers.price).toBe("950");
    expect(blueprint.offers.priceSpecification.minPrice).toBeUndefined();
    const monthly = serviceJsonLd(
      ORIGIN,
      services.find((s) => s.slug === "loveinsurance")!,
    ) as any;
    expect(monthly.offers.priceSpecification.referenceQuantity.unitCode).toBe("MON");
  });

  it("builds an FAQPage of Questions with accepted Answers", () => {
    const ld = faqPageJsonLd(ORIGIN, "/reset", [{ question: "Q?", answer: "A." }]) as any;
    expect(ld.mainEntity[0]).toEqual({ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } });
  });

  it("lists pages in order as an ItemList of absolute URLs", () => {
    const ld = itemListJsonLd(ORIGIN, "Programs", [{ name: "6-Session Reset", path: "/reset" }]) as any;
    expect(ld.itemListElement).toEqual([{ "@type": "ListItem", position: 1, name: "6-Session Reset", url: `${ORIGIN}/reset` }]);
  });

  it("builds a page of a given kind with its own properties", () => {
    const ld = webPageJsonLd(ORIGIN, { type: "ContactPage", name: "Media", path: "/media-contact", mainEntity: { "@type": "ContactPoint" } }) as any;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ContactPage",
      url: `${ORIGIN}/media-contact`,
      mainEntity: { "@type": "ContactPoint" },
    });
    expect((webPageJsonLd(ORIGIN, { name: "Terms", path: "/terms" }) as any)["@type"]).toBe("WebPage");
  });
});
