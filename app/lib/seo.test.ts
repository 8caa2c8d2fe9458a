import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { faqPageJsonLd, serviceJsonLd } from "./seo";

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
});
