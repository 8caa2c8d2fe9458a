import type { BlogCoverMotif } from "~/content/blog-taxonomy";

/** A post as lists, cards and feeds show it (shaped by blog-pages.server.ts). */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  cover: BlogCoverMotif;
  topics: { slug: string; label: string }[];
  author: { name: string; path: string; role: string };
  dateIso: string;
  dateLabel: string;
  readingMinutes: number;
}
