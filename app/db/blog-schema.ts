import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The blog. Posts are rows so the admin area edits them without code; the Markdown files in
 * app/content/blog seed them at start (app/features/blog/blog-seed.server.ts). Markdown is
 * rendered to sanitised HTML once, when a post is saved: pages only ever print `body_html`.
 */

/** draft: never public. scheduled and published: public once `published_at` has passed (a query, not a timer). */
export type BlogPostStatus = "draft" | "scheduled" | "published";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    /** The old site's numeric id: /blog/{id} and /blog/{id}-{slug} answer 301 to the slug. */
    legacyId: integer("legacy_id").unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    /** Sanitised HTML rendered from body_markdown when the post was saved. */
    bodyHtml: text("body_html").notNull(),
    wordCount: integer("word_count").notNull(),
    /** A therapist slug of app/content/therapists.ts. */
    authorSlug: text("author_slug").notNull(),
    /** 1-3 topic slugs of app/content/blog-taxonomy.ts. */
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A cover motif of app/content/blog-taxonomy.ts (drawn by app/components/art/blog-cover-art.tsx). */
    cover: text("cover").notNull(),
    /** Show the crisis-line note (988, 911) on the post. */
    crisisNote: boolean("crisis_note").notNull().default(false),
    /** Reachable by its URL only: in no list, feed, sitemap or search, and noindex (the /blog/test post). */
    unlisted: boolean("unlisted").notNull().default(false),
    status: text("status").$type<BlogPostStatus>().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_public_idx")
      .on(t.publishedAt)
      .where(sql`${t.status} <> 'draft' and not ${t.unlisted}`),
    index("blog_posts_topics_idx").using("gin", t.topics),
  ],
);

/** The previous state of a post, written before every change (the editor's history and undo). */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    authorSlug: text("author_slug").notNull(),
    topics: text("topics").array().notNull(),
    cover: text("cover").notNull(),
    crisisNote: boolean("crisis_note").notNull(),
    status: text("status").$type<BlogPostStatus>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When the post had this content (its updated_at then). */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    /** Who replaced it: an admin username, or "seed" for a changed content file. */
    replacedBy: text("replaced_by").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.replacedAt)],
);

/** Slugs a post had before: /blog/{old-slug} answers 301 to the current one. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: bigint("post_id", { mode: "number" })
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which content file seeded which post, and the hash of the file that did. An unchanged file
 * (same hash) leaves its post alone, so edits made in the admin area survive a restart, and a post
 * deleted there stays deleted (post_id becomes null); a changed file updates its post.
 */
export const blogSeedFiles = pgTable(
  "blog_seed_files",
  {
    fileName: text("file_name").primaryKey(),
    contentHash: text("content_hash").notNull(),
    postId: bigint("post_id", { mode: "number" }).references(() => blogPosts.id, { onDelete: "set null" }),
    seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_seed_files_post_idx").on(t.postId)],
);
