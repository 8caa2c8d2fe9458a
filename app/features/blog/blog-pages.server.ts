import { data } from "react-router";
import { blogTopics, topicLabel, type BlogCoverMotif } from "~/content/blog-taxonomy";
import { credentialLine, therapistBySlug, therapistPath, therapists } from "~/content/therapists";
import type { Database } from "~/db/client.server";
import {
  allPublishedPosts,
  listedPostsBySlug,
  listPublishedPosts,
  relatedPosts,
  resolvePublicPost,
  topicCounts,
  type BlogPost,
  type BlogPostSummary,
} from "./blog.server";
import type { PostCardData } from "./blog-types";
import { blogIndexCrumbs, postCrumbs } from "./blog-paths";
import type { Crumb } from "~/content/crumb";
import { readingMinutes } from "~/lib/markdown.server";
import { loadPostCovers } from "~/lib/media/site-photos.server";
import type { CoverPhoto } from "~/lib/media/media-urls";

export type { PostCardData };

/**
 * What the blog's pages need, shaped on the server: dates already formatted (no Intl work in the
 * browser), authors resolved from the team list, and nothing the page does not print.
 */

export const POSTS_PER_PAGE = 9;

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "America/Chicago" });

export function formatPostDate(date: Date): string {
  return dateFormat.format(date);
}

function authorOf(slug: string) {
  const t = therapistBySlug(slug);
  return t ? { name: t.name, path: therapistPath(t), role: t.role } : { name: "The Millennial Life team", path: "/team", role: "Therapists" };
}

function toCard(post: BlogPostSummary, coverPhoto: CoverPhoto | null): PostCardData {
  const published = post.publishedAt ?? post.updatedAt;
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover: post.cover as BlogCoverMotif,
    coverPhoto,
    topics: post.topics.map((t) => ({ slug: t, label: topicLabel(t) })),
    author: authorOf(post.authorSlug),
    dateIso: published.toISOString(),
    dateLabel: formatPostDate(published),
    readingMinutes: readingMinutes(post.wordCount),
  };
}

/** Posts as cards, each with the cover photo placed on it, if any (one look-up for them all). */
export async function postCards(db: Database, posts: readonly BlogPostSummary[]): Promise<PostCardData[]> {
  const covers = await loadPostCovers(
    db,
    posts.map((p) => p.id),
  );
  return posts.map((p) => toCard(p, covers.get(p.id) ?? null));
}

/** /resources/blog?topic=&page=: a bad or out-of-range value is a 404, not a quiet fallback. */
export async function blogIndexData(db: Database, url: URL) {
  const topic = url.searchParams.get("topic") ?? undefined;
  const pageParam = url.searchParams.get("page");
  if (topic !== undefined && !blogTopics.some((t) => t.slug === topic)) throw data(null, { status: 404 });
  if (pageParam !== null && !/^[1-9]\d{0,3}$/.test(pageParam)) throw data(null, { status: 404 });
  const page = pageParam ? Number(pageParam) : 1;
  const [list, counts] = await Promise.all([listPublishedPosts(db, { page, perPage: POSTS_PER_PAGE, topic }), topicCounts(db)]);
  if (page > list.pageCount) throw data(null, { status: 404 });
  const current = topic ? { slug: topic, label: topicLabel(topic) } : null;
  return {
    posts: await postCards(db, list.posts),
    page,
    pageCount: list.pageCount,
    total: list.total,
    topic: current,
    /** The one trail the page shows and its BreadcrumbList repeats. */
    crumbs: blogIndexCrumbs(current),
    topics: blogTopics.filter((t) => counts[t.slug]).map((t) => ({ slug: t.slug, label: t.label, count: counts[t.slug]! })),
  };
}

/** The newest listed posts as cards, and how many there are (the resources hub). */
export async function newestPostCards(db: Database, limit: number) {
  const list = await listPublishedPosts(db, { page: 1, perPage: limit });
  return { posts: await postCards(db, list.posts), total: list.total };
}

/** Titles of the listed, published posts among `slugs`, by slug (links elsewhere name only posts a visitor can open). */
export async function listedPostTitles(db: Database, slugs: string[]): Promise<Record<string, string>> {
  if (!slugs.length) return {};
  return Object.fromEntries((await listedPostsBySlug(db, slugs)).map((p) => [p.slug, p.title]));
}

/** /blog/{segment}: the post, a 301 to its current slug, or a 404. */
export async function blogPostData(
  db: Database,
  segment: string,
): Promise<
  { redirectTo: string; post?: undefined; related?: undefined } | { redirectTo?: undefined; post: ArticleData; related: PostCardData[]; crumbs: Crumb[] }
> {
  const resolved = await resolvePublicPost(db, segment);
  if (!resolved) throw data(null, { status: 404 });
  if ("redirectTo" in resolved) return { redirectTo: `/blog/${resolved.redirectTo}` };
  const { post } = resolved;
  const related = post.unlisted ? [] : await relatedPosts(db, post, { limit: 3 });
  const [cover, ...relatedCards] = await postCards(db, [post, ...related]);
  const article = toArticle(post, cover!.coverPhoto);
  return { post: article, related: relatedCards, crumbs: postCrumbs(article) };
}

export type ArticleData = ReturnType<typeof toArticle>;

/** The "Written by" card's facts: the credential line names an associate's or the intern's supervisors. */
export function authorBioOf(slug: string): { firstName: string; credentials: string; oneLiner: string } | null {
  const t = therapistBySlug(slug);
  return t ? { firstName: t.firstName, credentials: credentialLine(t), oneLiner: t.oneLiner } : null;
}

function toArticle(post: BlogPost, coverPhoto: CoverPhoto | null) {
  return {
    ...toCard(post, coverPhoto),
    bodyHtml: post.bodyHtml,
    wordCount: post.wordCount,
    crisisNote: post.crisisNote,
    // Infidelity and family posts can touch on a partner who is dangerous: name that hotline too.
    domesticViolenceNote: post.topics.some((x) => x === "infidelity-recovery" || x === "family"),
    unlisted: post.unlisted,
    updatedIso: post.updatedAt.toISOString(),
    authorBio: authorBioOf(post.authorSlug),
  };
}

/** Listed posts for the feed and the sitemaps, newest first. */
export async function feedPosts(db: Database, limit = 50) {
  const posts = await allPublishedPosts(db, new Date(), limit);
  return (await postCards(db, posts)).map((card, i) => ({ ...card, updatedIso: posts[i]!.updatedAt.toISOString() }));
}

/** The admin editor's author choices: everyone on the team. */
export function blogAuthorOptions(): { slug: string; name: string }[] {
  return therapists.map((t) => ({ slug: t.slug, name: t.name }));
}

/** The admin editor's post from its address: null for a new post, a 404 for anything but a plain id. */
export function editorPostId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw data({ message: "No such post." }, { status: 404 });
  return Number(raw);
}
