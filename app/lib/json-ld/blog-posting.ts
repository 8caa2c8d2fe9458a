import { practiceRef } from "./practice";
import { site } from "~/content/site";

/** What a post's JSON-LD reads: the card's fields plus the body's length and the last edit. */
export interface BlogPostingInput {
  title: string;
  excerpt: string;
  topics: readonly { label: string }[];
  author: { name: string; role: string; path: string };
  dateIso: string;
  updatedIso: string;
  wordCount: number;
}

/** A blog post as schema.org BlogPosting: author, publisher, dates, word count, keywords, cover image, and the blog it belongs to. */
export function blogPostingJsonLd(
  origin: string,
  post: BlogPostingInput,
  { path, image, blog }: { path: string; image: { path: string; width: number; height: number }; blog: { name: string; path: string } },
): Record<string, unknown> {
  const url = `${origin}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: { "@type": "ImageObject", url: `${origin}${image.path}`, width: image.width, height: image.height },
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role, url: `${origin}${post.author.path}` },
    publisher: {
      "@type": "Organization",
      ...practiceRef(origin),
      name: site.name,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/apple-touch-icon.png` },
    },
    datePublished: post.dateIso,
    dateModified: post.updatedIso > post.dateIso ? post.updatedIso : post.dateIso,
    wordCount: post.wordCount,
    keywords: post.topics.map((t) => t.label).join(", "),
    articleSection: post.topics[0]?.label,
    inLanguage: "en-US",
    isPartOf: { "@type": "Blog", name: blog.name, url: `${origin}${blog.path}` },
  };
}
