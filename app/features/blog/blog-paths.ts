import { site } from "~/content/site";
import type { Crumb } from "~/content/crumb";
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

/** The list's trail, and the topic when the list is filtered by one. */
export function blogIndexCrumbs(topic: { slug: string; label: string } | null): Crumb[] {
  return topic ? [...blogCrumbs, { name: topic.label, path: blogListHref(topic.slug) }] : [...blogCrumbs];
}

/** A page of the list, all posts or one topic's. */
export function blogListHref(topic: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (topic) params.set("topic", topic);
  if (page > 1) params.set("page", String(page));
  const q = params.toString();
  return q ? `${BLOG_PATH}?${q}` : BLOG_PATH;
}
