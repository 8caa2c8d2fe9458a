import { site } from "~/content/site";
import type { Crumb } from "~/lib/seo";
import type { PostCardData } from "./blog-types";

export const BLOG_PATH = "/resources/blog";
export const BLOG_FEED_PATH = "/resources/blog/rss.xml";
export const BLOG_NAME = `The ${site.name} Blog`;

export const coverPath = (motif: string) => `/resources/blog/covers/${motif}.svg`;

/** The <link rel="alternate"> that lets feed readers find the blog's RSS from any blog page. */
export const blogFeedLink = { tagName: "link", rel: "alternate", type: "application/rss+xml", title: BLOG_NAME, href: BLOG_FEED_PATH } as const;

/** The blog's trail: it sits under the Resources Hub, as the podcast and the guides do. */
export const blogCrumbs: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: "Blog", path: BLOG_PATH },
];

export function postCrumbs(post: Pick<PostCardData, "slug" | "title">): Crumb[] {
  return [...blogCrumbs, { name: post.title, path: `/blog/${post.slug}` }];
}

/** schema.org BlogPosting: author, dates, word count, keywords, image. */
export function blogPostingJsonLd(origin: string, post: PostCardData & { wordCount: number; updatedIso: string }): Record<string, unknown> {
  const url = `${origin}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: { "@type": "ImageObject", url: `${origin}${coverPath(post.cover)}`, width: 480, height: 300 },
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role, url: `${origin}${post.author.path}` },
    publisher: {
      "@type": "Organization",
      "@id": `${origin}/#practice`,
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
    isPartOf: { "@type": "Blog", name: BLOG_NAME, url: `${origin}${BLOG_PATH}` },
  };
}
