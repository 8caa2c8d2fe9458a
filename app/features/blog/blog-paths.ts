import { site } from "~/content/site";
import type { PostCardData } from "./blog-types";

export const BLOG_PATH = "/resources/blog";
export const BLOG_FEED_PATH = "/resources/blog/rss.xml";
export const BLOG_NAME = `The ${site.name} Blog`;

export const coverPath = (motif: string) => `/resources/blog/covers/${motif}.svg`;

/** The <link rel="alternate"> that lets feed readers find the blog's RSS from any blog page. */
export const blogFeedLink = { tagName: "link", rel: "alternate", type: "application/rss+xml", title: BLOG_NAME, href: BLOG_FEED_PATH } as const;

export function postCrumbs(post: Pick<PostCardData, "slug" | "title">) {
  return [
    { name: "Home", path: "/" },
    { name: "Blog", path: BLOG_PATH },
    { name: post.title, path: `/blog/${post.slug}` },
  ];
}
