import { describe, expect, it } from "vitest";
import { practiceJsonLd } from "~/lib/json-ld/practice";
import { defaultPracticeContact } from "~/content/practice-contact";
import { validateJsonLd, validatePageJsonLd } from "./json-ld";

const practice = (rating: Record<string, unknown>) =>
  JSON.stringify({
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    name: "A practice",
    url: "https://example.com/",
    aggregateRating: { "@type": "AggregateRating", ...rating },
  });

describe("JSON-LD validation", () => {
  it("refuses an AggregateRating without ratingCount or reviewCount, and accepts one with either", () => {
    expect(validateJsonLd(practice({ ratingValue: "4.9", bestRating: "5" }))).toEqual([
      "JSON-LD (MedicalBusiness).aggregateRating (AggregateRating): needs ratingCount or reviewCount (a positive whole number)",
    ]);
    expect(validateJsonLd(practice({ ratingValue: "4.9", ratingCount: 31 }))).toEqual([]);
    expect(validateJsonLd(practice({ ratingValue: 4.9, reviewCount: "12" }))).toEqual([]);
    expect(validateJsonLd(practice({ ratingValue: "7", reviewCount: 3 }))).toEqual([
      "JSON-LD (MedicalBusiness).aggregateRating (AggregateRating): ratingValue 7 lies outside 1-5",
    ]);
  });

  it("the practice's own JSON-LD is valid", () => {
    expect(validateJsonLd(JSON.stringify(practiceJsonLd("https://www.example.com", defaultPracticeContact)))).toEqual([]);
  });

  it("needs a parsing block, the schema.org context, a rule for every type and absolute URLs", () => {
    expect(validateJsonLd("{ not json", "p")[0]).toMatch(/^p: does not parse/);
    expect(validateJsonLd(JSON.stringify({ "@context": "https://example.org", "@type": "Person", name: "A" }))).toEqual([
      "JSON-LD: @context must be https://schema.org",
    ]);
    expect(validateJsonLd(JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name: "Soup" }))).toEqual([
      "JSON-LD (Recipe): no validation rule for the type Recipe",
    ]);
    expect(validateJsonLd(JSON.stringify({ "@context": "https://schema.org", "@type": "Person", name: "A", url: "/team" }))).toEqual([
      'JSON-LD (Person): url "/team" is not an absolute URL',
    ]);
    expect(
      validateJsonLd(
        JSON.stringify({
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: "H",
          author: { "@type": "Person", name: "A" },
          image: "https://e.com/i.png",
          datePublished: "last week",
        }),
      ),
    ).toEqual(['JSON-LD (BlogPosting): datePublished "last week" is not an ISO 8601 date']);
  });

  it("checks nested types: breadcrumbs in order, questions with answers, episodes with their audio", () => {
    const crumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 2, name: "Home", item: "https://e.com/" }],
    };
    expect(validateJsonLd(JSON.stringify(crumbs))).toEqual(["JSON-LD (BreadcrumbList): itemListElement 1 needs position 1"]);
    const faq = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url: "https://e.com/f",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer" } }],
    };
    expect(validateJsonLd(JSON.stringify(faq))).toEqual([
      "JSON-LD (FAQPage).mainEntity[0] (Question): needs an acceptedAnswer with text",
      "JSON-LD (FAQPage).mainEntity[0] (Question).acceptedAnswer (Answer): needs text",
    ]);
    const episode = {
      "@context": "https://schema.org",
      "@type": "PodcastEpisode",
      name: "E",
      url: "https://e.com/e",
      datePublished: "2026-01-02",
      partOfSeries: { "@id": "https://e.com/#podcast" },
    };
    expect(validateJsonLd(JSON.stringify(episode))).toEqual(["JSON-LD (PodcastEpisode): needs associatedMedia with a contentUrl"]);
  });

  it("finds every block of a page", () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"A"}</script><script type="application/ld+json">{"@type":"Person"}</script>`;
    expect(validatePageJsonLd(html, "/x")).toEqual(["/x block 2: @context must be https://schema.org", "/x block 2 (Person): needs a name"]);
  });
});
