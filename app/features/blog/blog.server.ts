import { and, arrayContains, count, desc, eq, gt, inArray, lte, min, ne, not, or, sql, type SQL } from "drizzle-orm";
import { BLOG_TEST_SLUG } from "~/content/blog-taxonomy";
import type { Database } from "~/db/client.server";
import { announceContentChange } from "~/db/content-changes.server";
import { statusAt } from "./blog-status";
import { blogPostRevisions, blogPosts, blogSlugRedirects, type BlogPostStatus } from "~/db/schema";
import { blogPostInputSchema, type BlogPostFields, type BlogPostInput } from "./blog-post-schema";
import { MarkdownLimitError, type LibraryImages, type RenderedMarkdown } from "~/lib/markdown.server";
import { imagesAtUrls, pictureSources } from "~/lib/media/media.server";
import { MarkdownBusyError, renderMarkdownOffThread } from "~/lib/markdown-off-thread.server";
import { clearSlot } from "~/lib/media/media.server";
import { postCoverSlot } from "~/lib/media/media-urls";

/**
 * The blog's one API, called by the seeding at start, the public pages and the admin editor.
 * Every write renders the Markdown (sanitised HTML is stored), keeps the previous state as a
 * revision, and remembers a replaced slug so its old URL answers 301. Public reads go through
 * `publicPostFilter`: a post is public when it is not a draft and its publish time has passed,
 * so a scheduled post appears by itself, with no timer to run. Every write announces itself once
 * (`changed`), so cached pages showing posts are purged on this and every other instance.
 */

export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogPostRevision = typeof blogPostRevisions.$inferSelect;
/** A post as the list pages and feeds need it (no body). */
export type BlogPostSummary = Omit<BlogPost, "bodyMarkdown" | "bodyHtml">;

/** A write the caller can show: 400 bad input, 404 no such post, 409 slug or legacy id taken, 503 renderer busy. */
export class BlogPostError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 503,
    readonly field?: string,
  ) {
    super(message);
    this.name = "BlogPostError";
  }
}

export interface WriteOptions {
  /** Who makes the change, kept on the revision it replaces: an admin username, or "seed". */
  by: string;
  /** The clock (tests); now by default. */
  now?: Date;
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  legacyId: blogPosts.legacyId,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  wordCount: blogPosts.wordCount,
  authorSlug: blogPosts.authorSlug,
  topics: blogPosts.topics,
  cover: blogPosts.cover,
  crisisNote: blogPosts.crisisNote,
  unlisted: blogPosts.unlisted,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** Checks an editor's or a file's fields; throws BlogPostError (400) naming the first bad field. */
export function parsePostInput(input: unknown, now = new Date()): BlogPostFields {
  const parsed = blogPostInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BlogPostError(issue?.message ?? "Invalid post", 400, issue?.path.join("."));
  }
  return normalizeSchedule(parsed.data, now);
}

/** published without a time: now. scheduled needs a time. A time in the future means scheduled. */
function normalizeSchedule(fields: BlogPostFields, now: Date): BlogPostFields {
  if (fields.status === "draft") return fields;
  if (!fields.publishedAt) {
    if (fields.status === "scheduled") throw new BlogPostError("A scheduled post needs a publish time", 400, "publishedAt");
    return { ...fields, publishedAt: now };
  }
  // A scheduled post whose time has passed is saved as what it is: published.
  return { ...fields, status: fields.publishedAt > now ? "scheduled" : fields.status === "scheduled" ? "published" : fields.status };
}

/** How an image the body names is shown in a message: long data: URLs cut short. */
function imageLabel(url: string): string {
  const shown = url.length > 80 ? `${url.slice(0, 77)}...` : url;
  return shown ? `"${shown}"` : "with no address";
}

/**
 * The body's images, each checked against the media library: library images come back ready for
 * `<picture>`; every other image (another site, `//host`, `data:`, a path that is no upload) is
 * named in `problems`, since a post may only show images the practice holds.
 */
async function libraryImages(db: Database, sources: string[]): Promise<{ images: LibraryImages; problems: string[] }> {
  const found = await imagesAtUrls(db, sources);
  const images: LibraryImages = {};
  const problems: string[] = [];
  for (const url of sources) {
    const asset = found.get(url);
    if (!asset) {
      const problem = `The image ${imageLabel(url)} is not in the media library. Upload it to the library and insert it from there.`;
      if (!problems.includes(problem)) problems.push(problem);
      continue;
    }
    const { avifSrcset, webpSrcset, src, width, height } = pictureSources(asset);
    images[url] = { avifSrcset, webpSrcset, src, width, height };
  }
  return { images, problems };
}

/**
 * The body rendered with its library images as `<picture>`: a first render finds the images it
 * names, and only a body with images is rendered again with them.
 */
async function renderBody(db: Database, markdown: string): Promise<{ html: string; wordCount: number; problems: string[] }> {
  const first = await render(markdown);
  if (first.imageSources.length === 0) return { html: first.html, wordCount: first.wordCount, problems: [] };
  const { images, problems } = await libraryImages(db, first.imageSources);
  const { html, wordCount } = Object.keys(images).length ? await render(markdown, images) : first;
  return { html, wordCount, problems };
}

/** The body rendered off the main thread; Markdown past the renderer's limits is a 400 on the body. */
async function render(markdown: string, images?: LibraryImages): Promise<RenderedMarkdown> {
  try {
    return await renderMarkdownOffThread(markdown, { images });
  } catch (error) {
    if (error instanceof MarkdownLimitError) throw new BlogPostError(error.message, 400, "bodyMarkdown");
    if (error instanceof MarkdownBusyError) throw new BlogPostError(error.message, 503);
    throw error;
  }
}

/** The row for these fields; an image that is not in the media library is a 400 naming it. */
async function rowValues(db: Database, fields: BlogPostFields) {
  const { html, wordCount, problems } = await renderBody(db, fields.bodyMarkdown);
  if (problems.length) throw new BlogPostError(problems.join(" "), 400, "bodyMarkdown");
  return {
    slug: fields.slug,
    legacyId: fields.legacyId,
    title: fields.title,
    excerpt: fields.excerpt,
    bodyMarkdown: fields.bodyMarkdown,
    bodyHtml: html,
    wordCount,
    authorSlug: fields.authorSlug,
    topics: fields.topics,
    cover: fields.cover,
    crisisNote: fields.crisisNote,
    unlisted: fields.slug === BLOG_TEST_SLUG,
    status: fields.status,
    publishedAt: fields.publishedAt,
  };
}

async function assertFree(db: Database, fields: BlogPostFields, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(blogPosts.id, exceptId);
  const [slugTaken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, fields.slug), others))
    .limit(1);
  if (slugTaken) throw new BlogPostError(`Another post already uses the slug "${fields.slug}"`, 409, "slug");
  if (fields.legacyId !== null) {
    const [idTaken] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.legacyId, fields.legacyId), others))
      .limit(1);
    if (idTaken) throw new BlogPostError(`Another post already has the legacy id ${fields.legacyId}`, 409, "legacyId");
  }
}

export async function createPost(db: Database, input: unknown, { now = new Date() }: Partial<WriteOptions> = {}): Promise<BlogPost> {
  const fields = parsePostInput(input, now);
  const values = await rowValues(db, fields);
  const post = await db.transaction(async (tx) => {
    await assertFree(tx, fields);
    // A slug that used to redirect now belongs to this post.
    await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, fields.slug));
    const [post] = await tx
      .insert(blogPosts)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    return post!;
  });
  return changed(db, post);
}

/**
 * Replaces a post's editable fields (all of them, as the editor's form sends them). With
 * `expectedUpdatedAt` (the version the editor opened), a post saved since by someone else is
 * refused with 409 instead of being overwritten.
 */
export async function updatePost(
  db: Database,
  id: number,
  input: unknown,
  { by, now = new Date(), expectedUpdatedAt }: WriteOptions & { expectedUpdatedAt?: Date },
): Promise<BlogPost> {
  const fields = parsePostInput(input, now);
  const values = await rowValues(db, fields);
  let previousSlug = "";
  const post = await db.transaction(async (tx) => {
    const previous = await lockPost(tx, id);
    if (expectedUpdatedAt && previous.updatedAt.getTime() !== expectedUpdatedAt.getTime()) {
      throw new BlogPostError(
        "Someone saved this post after you opened it. Your text is kept in this browser: reload to see their version, and restore yours from the notice if you need it.",
        409,
        "baseUpdatedAt",
      );
    }
    previousSlug = previous.slug;
    await assertFree(tx, fields, id);
    await saveRevision(tx, previous, by, now);
    if (previous.slug !== fields.slug) {
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, fields.slug));
      await tx
        .insert(blogSlugRedirects)
        .values({ oldSlug: previous.slug, postId: id, createdAt: now })
        .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { postId: id, createdAt: now } });
    }
    const [post] = await tx
      .update(blogPosts)
      .set({ ...values, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    return post!;
  });
  return changed(db, post, previousSlug);
}

/** Publishes now, or at `at` (a future time schedules it). An already published post keeps its date. */
export async function publishPost(db: Database, id: number, { by, now = new Date(), at }: WriteOptions & { at?: Date }): Promise<BlogPost> {
  return setStatus(db, id, by, now, (post) => {
    const when = at ?? (statusAt(post, now.getTime()) === "published" && post.publishedAt && post.publishedAt <= now ? post.publishedAt : now);
    return { status: when > now ? "scheduled" : "published", publishedAt: when };
  });
}

/** Back to draft: off every page, list, feed and search at once. The publish time is kept for later. */
export async function unpublishPost(db: Database, id: number, { by, now = new Date() }: WriteOptions): Promise<BlogPost> {
  return setStatus(db, id, by, now, (post) => ({ status: "draft", publishedAt: post.publishedAt }));
}

async function setStatus(
  db: Database,
  id: number,
  by: string,
  now: Date,
  next: (post: BlogPost) => { status: BlogPostStatus; publishedAt: Date | null },
): Promise<BlogPost> {
  const post = await db.transaction(async (tx) => {
    const previous = await lockPost(tx, id);
    await saveRevision(tx, previous, by, now);
    const [post] = await tx
      .update(blogPosts)
      .set({ ...next(previous), updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    return post!;
  });
  return changed(db, post);
}

/** Deletes a post with its revisions and old slugs; its URLs then answer 404. */
export async function deletePost(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id, slug: blogPosts.slug });
  if (deleted.length === 0) throw new BlogPostError("No such post", 404);
  // Its cover photo stays in the library, no longer in use by the post.
  await clearSlot(db, postCoverSlot(id));
  await changed(db, deleted[0]!);
}

/** After a committed write: pages showing posts are purged here and on every other instance. */
async function changed<T extends { slug: string }>(db: Database, post: T, previousSlug?: string): Promise<T> {
  await announceContentChange(db, { kind: "blog", slugs: previousSlug && previousSlug !== post.slug ? [post.slug, previousSlug] : [post.slug] });
  return post;
}

/**
 * When the next scheduled post goes public (null: none waiting). A page cached before then must
 * not outlive that moment, or it would hide the post.
 */
export async function nextScheduledPublishAt(db: Database, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(ne(blogPosts.status, "draft"), gt(blogPosts.publishedAt, now)));
  return row?.at ?? null;
}

async function lockPost(db: Database, id: number): Promise<BlogPost> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  if (!post) throw new BlogPostError("No such post", 404);
  return post;
}

async function saveRevision(db: Database, post: BlogPost, by: string, now: Date) {
  await db.insert(blogPostRevisions).values({
    postId: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    authorSlug: post.authorSlug,
    topics: post.topics,
    cover: post.cover,
    crisisNote: post.crisisNote,
    status: post.status,
    publishedAt: post.publishedAt,
    savedAt: post.updatedAt,
    replacedBy: by.slice(0, 200),
    replacedAt: now,
  });
}

/** A post's earlier versions, newest first (the editor offers to restore one through updatePost). */
export async function listRevisions(db: Database, postId: number): Promise<BlogPostRevision[]> {
  return db
    .select()
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.replacedAt), desc(blogPostRevisions.id));
}

/**
 * The editor's live preview: the same sanitising pipeline as a saved post; an empty body is an
 * empty page. Images a save would refuse are listed in `problems` (and left out of the HTML).
 */
export async function previewMarkdown(db: Database, markdown: unknown): Promise<{ html: string; wordCount: number; problems: string[] }> {
  if (markdown === "") return { html: "", wordCount: 0, problems: [] };
  const parsed = blogPostInputSchema.shape.bodyMarkdown.safeParse(markdown);
  if (!parsed.success) throw new BlogPostError(parsed.error.issues[0]?.message ?? "Body must be text", 400, "bodyMarkdown");
  return renderBody(db, parsed.data);
}

/**
 * Puts an earlier version's content back (title, slug, excerpt, body, author, topics, cover,
 * crisis note); the post keeps its state and publish time. The replaced content becomes a revision too.
 */
export async function restoreRevision(db: Database, postId: number, revisionId: number, options: WriteOptions): Promise<BlogPost> {
  const [revision] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)));
  const post = await getPostById(db, postId);
  if (!revision || !post) throw new BlogPostError("No such version of this post", 404);
  return updatePost(db, postId, { ...editableContent(revision), legacyId: post.legacyId, status: post.status, publishedAt: post.publishedAt }, options);
}

/** The fields the editor's form edits (everything but the state, the publish time and the legacy id). */
export function editableContent(post: Pick<BlogPost, "title" | "slug" | "excerpt" | "bodyMarkdown" | "authorSlug" | "topics" | "cover" | "crisisNote">) {
  const { title, slug, excerpt, bodyMarkdown, authorSlug, topics, cover, crisisNote } = post;
  return { title, slug, excerpt, bodyMarkdown, authorSlug, topics, cover, crisisNote };
}

// ---- Reads -------------------------------------------------------------------------------

/** Public: not a draft, and the publish time has passed. */
function isLive(now: Date): SQL {
  return and(ne(blogPosts.status, "draft"), lte(blogPosts.publishedAt, now))!;
}

/** Live and listed: what the blog index, the feed, the sitemap and related posts show. */
function isListed(now: Date): SQL {
  return and(isLive(now), not(blogPosts.unlisted))!;
}

export function isPublic(post: Pick<BlogPost, "status" | "publishedAt">, now = new Date()): boolean {
  return post.status !== "draft" && post.publishedAt !== null && post.publishedAt <= now;
}

export interface PostPage {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** Listed posts, newest first, optionally of one topic. */
export async function listPublishedPosts(
  db: Database,
  { page = 1, perPage = 9, topic, now = new Date() }: { page?: number; perPage?: number; topic?: string; now?: Date } = {},
): Promise<PostPage> {
  const where = and(isListed(now), topic ? arrayContains(blogPosts.topics, [topic]) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const posts = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { posts, total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** Every listed post (feeds, sitemap, search sources), newest first. */
export async function allPublishedPosts(db: Database, now = new Date(), limit = 1000): Promise<BlogPostSummary[]> {
  return db.select(summaryColumns).from(blogPosts).where(isListed(now)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
}

/** The listed posts among `slugs` (any order). */
export async function listedPostsBySlug(db: Database, slugs: string[], now = new Date()): Promise<{ slug: string; title: string }[]> {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(and(isListed(now), inArray(blogPosts.slug, slugs)));
}

/** How many listed posts each topic has (the topic filter hides empty topics). */
export async function topicCounts(db: Database, now = new Date()): Promise<Record<string, number>> {
  const rows = await db
    .select({ topic: sql<string>`unnest(${blogPosts.topics})`.as("topic"), n: count() })
    .from(blogPosts)
    .where(isListed(now))
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((r) => [r.topic, Number(r.n)]));
}

/** statusAt() in SQL: a scheduled post whose time has passed is listed, filtered and counted as published. */
function statusAtSql(now: Date): SQL<BlogPostStatus> {
  return sql<BlogPostStatus>`(case when ${blogPosts.status} = 'scheduled' and ${blogPosts.publishedAt} <= ${now.toISOString()}::timestamptz then 'published' else ${blogPosts.status} end)`;
}

/** Every post whatever its state, or those of one state (the admin list), most recently changed first. */
export async function listAllPosts(db: Database, { status, now = new Date() }: { status?: BlogPostStatus; now?: Date } = {}): Promise<BlogPostSummary[]> {
  const shown = statusAtSql(now);
  return db
    .select({ ...summaryColumns, status: shown })
    .from(blogPosts)
    .where(status ? eq(shown, status) : undefined)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
}

export async function getPostById(db: Database, id: number): Promise<BlogPost | undefined> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return post;
}

/** Any state (the admin preview); public pages use resolvePublicPost. */
export async function getPostBySlug(db: Database, slug: string): Promise<BlogPost | undefined> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return post;
}

export async function getPostByLegacyId(db: Database, legacyId: number): Promise<BlogPost | undefined> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.legacyId, legacyId));
  return post;
}

export type ResolvedPost = { post: BlogPost } | { redirectTo: string } | null;

/**
 * What /blog/{segment} shows: the live post with that slug; else a 301 to the current slug for
 * an old slug, a legacy id (`1041`) or id-slug (`1041-old-title`); else nothing (404).
 */
export async function resolvePublicPost(db: Database, segment: string, now = new Date()): Promise<ResolvedPost> {
  const key = segment.toLowerCase();
  // Slugs and ids are lower-case letters, digits and hyphens; anything else (NUL, dots, slashes) is no post.
  if (!/^[a-z0-9-]{1,200}$/.test(key)) return null;
  const [bySlug] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, key), isLive(now)));
  if (bySlug) return { post: bySlug };

  const legacy = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(key);
  const [target] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .leftJoin(blogSlugRedirects, eq(blogSlugRedirects.postId, blogPosts.id))
    .where(and(isLive(now), or(eq(blogSlugRedirects.oldSlug, key), legacy ? eq(blogPosts.legacyId, Number(legacy[1])) : undefined)))
    .limit(1);
  return target ? { redirectTo: target.slug } : null;
}

/** Listed posts sharing the most topics with this one, newest first among equals. */
export async function relatedPosts(db: Database, post: Pick<BlogPost, "id" | "topics">, { limit = 3, now = new Date() } = {}): Promise<BlogPostSummary[]> {
  const shared = sql<number>`cardinality(array(select unnest(${blogPosts.topics}) intersect select unnest(${sql.param(post.topics)}::text[])))`;
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isListed(now), ne(blogPosts.id, post.id)))
    .orderBy(desc(shared), desc(blogPosts.publishedAt))
    .limit(limit);
}

export type { BlogPostInput };
