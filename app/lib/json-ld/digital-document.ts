import type { Guide } from "~/content/guides";
import { practiceRef } from "./practice";

/** A free guide as schema.org DigitalDocument: what it covers, who wrote it, and the PDF it downloads as. */
export function digitalDocumentJsonLd(
  origin: string,
  guide: Pick<Guide, "title" | "subtitle" | "summary" | "updatedAt" | "topics">,
  { path, author, pdfPath, pdfBytes }: { path: string; author: { name: string; path: string }; pdfPath: string; pdfBytes?: number },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "DigitalDocument",
    name: guide.title,
    headline: `${guide.title}: ${guide.subtitle}`,
    description: guide.summary,
    url: `${origin}${path}`,
    inLanguage: "en-US",
    dateModified: guide.updatedAt,
    isAccessibleForFree: true,
    keywords: guide.topics.join(", "),
    author: { "@type": "Person", name: author.name, url: `${origin}${author.path}` },
    publisher: practiceRef(origin),
    encoding: {
      "@type": "MediaObject",
      contentUrl: `${origin}${pdfPath}`,
      encodingFormat: "application/pdf",
      // The size is known once the build has rendered the PDF.
      ...(pdfBytes === undefined ? {} : { contentSize: `${pdfBytes}` }),
    },
  };
}
