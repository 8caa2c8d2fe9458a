import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { articleJsonLd } from "./article";
import { blogJsonLd } from "./blog";
import { blogPostingJsonLd } from "./blog-posting";
import { contactPointJsonLd } from "./contact-point";
import { digitalDocumentJsonLd } from "./digital-document";
import { faqPageJsonLd } from "./faq-page";
import { itemListJsonLd } from "./item-list";
import { personJsonLd, personRefJsonLd } from "./person";
import { podcastEpisodeJsonLd } from "./podcast-episode";
import { podcastSeriesJsonLd } from "./podcast-series";
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

  it("describes a free guide as a DigitalDocument with its author, publisher and PDF", () => {
    const guide: Parameters<typeof digitalDocumentJsonLd>[1] = {
      title: "The Money Talk",
      subtitle: "A script for two",
      summary: "How to start it.",
      updatedAt: "2026-03-01",
      topics: ["money", "communication"],
    };
    const ld = digitalDocumentJsonLd(ORIGIN, guide, {
      path: "/resources/downloads-guides/money-talk",
      author: { name: "Jane Doe", path: "/team/jane-doe" },
      pdfPath: "/guides/money-talk.pdf",
      pdfBytes: 48213,
    }) as any;
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "DigitalDocument",
      name: "The Money Talk",
      headline: "The Money Talk: A script for two",
      description: "How to start it.",
      url: `${ORIGIN}/resources/downloads-guides/money-talk`,
      inLanguage: "en-US",
      dateModified: "2026-03-01",
      isAccessibleForFree: true,
      keywords: "money, communication",
      author: { "@type": "Person", name: "Jane Doe", url: `${ORIGIN}/team/jane-doe` },
      publisher: { "@id": `${ORIGIN}/#practice` },
      encoding: { "@type": "MediaObject", contentUrl: `${ORIGIN}/guides/money-talk.pdf`, encodingFormat: "application/pdf", contentSize: "48213" },
    });
    // Before the build has rendered the PDF its size is unknown, and the markup says nothing of it.
    const unbuilt = digitalDocumentJsonLd(ORIGIN, guide, {
      path: "/resources/downloads-guides/money-talk",
      author: { name: "Jane Doe", path: "/team/jane-doe" },
      pdfPath: "/guides/money-talk.pdf",
    }) as any;
    expect(unbuilt.encoding).not.toHaveProperty("contentSize");
  });

  it("builds an Article written and published by the practice", () => {
    expect(articleJsonLd(ORIGIN, { headline: "Six Conversations Every Couple Should Have", path: "/six" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Six Conversations Every Couple Should Have",
      author: { "@type": "Organization", "@id": `${ORIGIN}/#practice`, name: "Millennial Life" },
      publisher: { "@id": `${ORIGIN}/#practice` },
      url: `${ORIGIN}/six`,
    });
  });

  it("builds the Blog with the practice as publisher", () => {
    expect(blogJsonLd(ORIGIN, { name: "The Millennial Life Blog", path: "/resources/blog" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Blog",
      name: "The Millennial Life Blog",
      url: `${ORIGIN}/resources/blog`,
      publisher: { "@id": `${ORIGIN}/#practice` },
    });
  });

  const post = {
    title: "The dishes fight",
    excerpt: "It is never about the dishes.",
    topics: [{ label: "Conflict" }, { label: "Communication" }],
    author: { name: "Jane Doe", role: "Couples Therapist", path: "/therapists/jane-doe" },
    dateIso: "2026-02-01",
    updatedIso: "2026-01-15",
    wordCount: 840,
  };
  const postPlace = {
    path: "/blog/dishes",
    image: { path: "/resources/blog/covers/mugs.svg", width: 480, height: 300 },
    blog: { name: "The Millennial Life Blog", path: "/resources/blog" },
  };

  it("builds a BlogPosting with its author, the practice as publisher and the blog it is part of", () => {
    const ld = blogPostingJsonLd(ORIGIN, post, postPlace) as any;
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      "@id": `${ORIGIN}/blog/dishes#post`,
      mainEntityOfPage: `${ORIGIN}/blog/dishes`,
      headline: "The dishes fight",
      image: { "@type": "ImageObject", url: `${ORIGIN}/resources/blog/covers/mugs.svg`, width: 480, height: 300 },
      author: { "@type": "Person", name: "Jane Doe", jobTitle: "Couples Therapist", url: `${ORIGIN}/therapists/jane-doe` },
      publisher: { "@type": "Organization", "@id": `${ORIGIN}/#practice`, name: "Millennial Life", url: `${ORIGIN}/` },
      datePublished: "2026-02-01",
      wordCount: 840,
      keywords: "Conflict, Communication",
      articleSection: "Conflict",
      isPartOf: { "@type": "Blog", name: "The Millennial Life Blog", url: `${ORIGIN}/resources/blog` },
    });
    // An edit dated before publication (a post written ahead) never makes it look older than it is.
    expect(ld.dateModified).toBe("2026-02-01");
    expect((blogPostingJsonLd(ORIGIN, { ...post, updatedIso: "2026-03-09" }, postPlace) as any).dateModified).toBe("2026-03-09");
  });

  const episode = {
    number: 7,
    title: "Money dates",
    summary: "Talking about money without a fight.",
    publishedAt: "2026-01-20",
    durationSeconds: 305,
    topics: ["money", "communication"],
    path: "/resources/podcasts/7-money-dates",
    host: { name: "Jane Doe", path: "/therapists/jane-doe" },
    guests: [{ name: "Sam Roe", path: "/therapists/sam-roe" }],
  };

  it("builds a PodcastEpisode in its series, with the transcript as a file until there is audio", () => {
    const extra = { audio: null, transcriptText: "Hello.", transcriptPath: "/resources/podcasts/7-money-dates/transcript.txt" };
    const ld = podcastEpisodeJsonLd(ORIGIN, episode, extra) as any;
    expect(ld).toMatchObject({
      "@type": "PodcastEpisode",
      "@id": `${ORIGIN}/resources/podcasts/7-money-dates#episode`,
      episodeNumber: 7,
      duration: "PT5M5S",
      keywords: "money, communication",
      author: [{ "@type": "Person", name: "Jane Doe", url: `${ORIGIN}/therapists/jane-doe` }],
      actor: [
        { "@type": "Person", name: "Jane Doe", url: `${ORIGIN}/therapists/jane-doe` },
        { "@type": "Person", name: "Sam Roe", url: `${ORIGIN}/therapists/sam-roe` },
      ],
      partOfSeries: podcastSeriesJsonLd(ORIGIN),
      associatedMedia: [{ "@type": "MediaObject", encodingFormat: "text/plain", contentUrl: `${ORIGIN}${extra.transcriptPath}` }],
    });
    expect(ld).not.toHaveProperty("audio");
    const withAudio = podcastEpisodeJsonLd(ORIGIN, episode, {
      ...extra,
      audio: { url: "/media/0123456789abcdef-original.m4a", mime: "audio/mp4", bytes: 4096 },
    }) as any;
    const audioObject = {
      "@type": "AudioObject",
      contentUrl: `${ORIGIN}/media/0123456789abcdef-original.m4a`,
      encodingFormat: "audio/mp4",
      contentSize: "4096 B",
      duration: "PT5M5S",
      transcript: "Hello.",
    };
    expect(withAudio.audio).toEqual(audioObject);
    expect(withAudio.associatedMedia).toEqual([audioObject, ld.associatedMedia[0]]);
  });

  it("describes the show as a PodcastSeries published by the practice, nested without a context of its own", () => {
    const ld = podcastSeriesJsonLd(ORIGIN) as any;
    expect(ld["@type"]).toBe("PodcastSeries");
    expect(ld).not.toHaveProperty("@context");
    expect(ld.publisher).toEqual({ "@id": `${ORIGIN}/#practice` });
    expect(ld["@id"]).toBe(`${ld.url}#series`);
  });

  it("builds a clinician's Person with licences, degrees and the practice as employer", () => {
    const ld = personJsonLd(ORIGIN, {
      slug: "jane-doe",
      name: "Jane Doe",
      role: "Senior Therapist",
      oneLiner: "Steady and direct.",
      specialties: ["Conflict"],
      education: ["M.S. Marriage and Family Therapy"],
      licences: [
        {
          type: "Licensed Marriage and Family Therapist",
          abbreviation: "LMFT",
          number: "12345",
          boardName: "Texas BHEC",
          lookupUrl: "https://example.org/verify",
        },
      ],
    }) as any;
    expect(ld).toMatchObject({
      "@type": "Person",
      "@id": `${ORIGIN}/therapists/jane-doe#person`,
      url: `${ORIGIN}/therapists/jane-doe`,
      jobTitle: "Senior Therapist",
      knowsAbout: ["Conflict"],
      worksFor: { "@type": "MedicalBusiness", "@id": `${ORIGIN}/#practice` },
    });
    expect(ld.hasCredential).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        name: "Licensed Marriage and Family Therapist",
        identifier: "LMFT 12345",
        recognizedBy: { "@type": "Organization", name: "Texas BHEC", url: "https://example.org/verify" },
      },
      { "@type": "EducationalOccupationalCredential", credentialCategory: "degree", name: "M.S. Marriage and Family Therapy" },
    ]);
  });

  it("names a clinician on another page by the profile's @id", () => {
    expect(personRefJsonLd(ORIGIN, { slug: "jane-doe", name: "Jane Doe", role: "Founder & Therapist" })).toEqual({
      "@type": "Person",
      "@id": `${ORIGIN}/therapists/jane-doe#person`,
      name: "Jane Doe",
      jobTitle: "Founder & Therapist",
      worksFor: { "@id": `${ORIGIN}/#practice` },
    });
  });

  it("builds a ContactPoint for one purpose", () => {
    expect(contactPointJsonLd({ contactType: "media relations", email: "press@example.org", telephone: "(214) 555-0100" })).toEqual({
      "@type": "ContactPoint",
      contactType: "media relations",
      email: "press@example.org",
      telephone: "(214) 555-0100",
      areaServed: "US",
      availableLanguage: "English",
    });
  });
});
