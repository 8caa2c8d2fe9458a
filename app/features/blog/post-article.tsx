import { Link } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { Section } from "~/components/ui/section";
import { blogPostCopy } from "~/content/blog-cards";
import { blogPostPage as copy } from "~/content/blog-pages";
import { BLOG_PATH, blogListHref } from "./blog-paths";
import { PostCard } from "./post-card";
import { PostCover } from "./post-cover";
import type { PostCardData } from "./blog-types";
import type { Crumb } from "~/content/crumb";

export interface ArticleView extends PostCardData {
  bodyHtml: string;
  crisisNote: boolean;
  domesticViolenceNote: boolean;
  authorBio: { firstName: string; credentials: string; oneLiner: string } | null;
}

/** The post's opening: breadcrumbs, topics, the h1, excerpt, byline and cover. */
export function PostHeader({ post, crumbs }: { post: ArticleView; crumbs: readonly Crumb[] }) {
  return (
    <header className="relative overflow-hidden bg-sand">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
      <div className="container-page relative pt-3">
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <div className="container-page relative grid gap-10 pt-6 pb-12 sm:pb-16 lg:grid-cols-[1.35fr_1fr] lg:items-center">
        <div>
          <ul className="flex flex-wrap gap-2" aria-label={blogPostCopy.topicsLabel}>
            {post.topics.map((t) => (
              <li key={t.slug}>
                <Link
                  to={blogListHref(t.slug)}
                  className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-semibold text-coral-700 hover:text-teal-800"
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* A one-off: a post's title, sized to its reading column rather than a page header. */}
          <h1 className="mt-4 font-display text-[clamp(2rem,1.4rem+2.6vw,3.3rem)] leading-[1.1] text-ink">{post.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft sm:text-xl">{post.excerpt}</p>
          <p className="mt-6 text-ink-soft">
            {blogPostCopy.by}{" "}
            <Link to={post.author.path} rel="author" className="inline-link">
              {post.author.name}
            </Link>
            , {post.author.role}
            {post.authorBio ? `, ${post.authorBio.credentials}` : null}
            <span aria-hidden="true"> · </span>
            <br className="sm:hidden" />
            <time dateTime={post.dateIso}>{post.dateLabel}</time>
            <span aria-hidden="true"> · </span>
            {blogPostCopy.readingTime(post.readingMinutes)}
          </p>
        </div>
        <PostCover
          post={post}
          sizes="(min-width: 1024px) 40vw, (min-width: 448px) 28rem, 92vw"
          eager
          className="mx-auto h-auto w-full max-w-md rounded-[2rem] shadow-soft lg:max-w-none"
        />
      </div>
    </header>
  );
}

/** The body (stored, sanitised HTML), the crisis note where the topic calls for it, and the author. */
export function PostBody({ post }: { post: ArticleView }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-[42rem]">
        {/* Rendered from Markdown and sanitised when the post was saved (markdown.server.ts). */}
        <div className="prose-page post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        {post.crisisNote ? <CrisisNotice domesticViolence={post.domesticViolenceNote} className="mt-12" /> : null}
        <aside aria-label={blogPostCopy.aboutAuthorLabel} className="mt-12 rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{blogPostCopy.writtenBy}</p>
          <p className="mt-2 font-display text-2xl text-ink">
            {post.author.name}
            {post.authorBio ? <span className="font-sans text-base text-ink-soft">, {post.authorBio.credentials}</span> : null}
          </p>
          <p className="mt-1 text-ink-soft">{post.author.role}</p>
          {post.authorBio ? <p className="mt-3 text-ink-soft">{post.authorBio.oneLiner}</p> : null}
          <Link to={post.author.path} className="inline-link mt-5 inline-flex min-h-11 items-center">
            {post.authorBio ? blogPostCopy.meetAuthor(post.authorBio.firstName) : blogPostCopy.meetTeam}
          </Link>
        </aside>
      </div>
    </div>
  );
}

/** Below a post: up to three more, and the way to the whole blog. */
export function RelatedPosts({ posts, deferred = false }: { posts: PostCardData[]; deferred?: boolean }) {
  return (
    <Section deferred={deferred} labelledBy="related-heading" tone="mist">
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{copy.relatedEyebrow}</p>
      {/* A one-off: below a post, a step down from the post's own title. */}
      <h2 id="related-heading" className="mt-2 font-display text-[clamp(1.6rem,1.3rem+1.2vw,2.2rem)] text-ink">
        {copy.relatedHeading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((p) => (
          <li key={p.slug}>
            <PostCard post={p} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to={BLOG_PATH} className="inline-link mt-8 inline-flex min-h-11 items-center">
        {copy.allPosts}
      </Link>
    </Section>
  );
}
