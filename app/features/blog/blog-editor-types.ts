import type { BlogPost, BlogPostRevision } from "./blog.server";
import type { CoverPhoto } from "~/lib/media/media-urls";

/** What the /api/blog editor endpoints answer, as JSON (dates as ISO strings). */
type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type EditorPost = Jsonified<BlogPost> & { path: string; live: boolean; coverPhoto: CoverPhoto | null };
export type EditorPostSummary = Omit<EditorPost, "bodyMarkdown" | "bodyHtml" | "path" | "live" | "coverPhoto">;
export type EditorRevision = Jsonified<BlogPostRevision>;

/** The fields the editor's form edits and saves. */
export interface EditorFields {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  authorSlug: string;
  topics: string[];
  cover: string;
  crisisNote: boolean;
}

export function fieldsOf(post: Pick<EditorPost, keyof EditorFields>): EditorFields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    authorSlug: post.authorSlug,
    topics: [...post.topics],
    cover: post.cover,
    crisisNote: post.crisisNote,
  };
}

export function sameFields(a: EditorFields, b: EditorFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A slug from a title: lower-case words joined by single hyphens, no leading digits. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[0-9-]+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

export const statusLabels = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;
