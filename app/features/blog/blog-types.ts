import type { BlogCoverMotif } from "~/content/blog-taxonomy";
import type { CoverPhoto } from "~/lib/media/media-urls";

/** A post as lists, cards and feeds show it (shaped by blog-pages.server.ts). */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  cover: BlogCoverMotif;
  /** The practice's photo in place of the drawn cover, when it placed one. */
  coverPhoto: CoverPhoto | null;
  topics: { slug: string; label: string }[];
  author: { name: string; path: string; role: string };
  dateIso: string;
  dateLabel: string;
  readingMinutes: number;
}
