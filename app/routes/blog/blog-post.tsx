import { redirect } from "react-router";
import { BLOG_COVER_SIZE } from "~/components/art/blog-cover-art";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { blogPostPage as copy } from "~/content/blog-pages";
import { blogFeedLink, BLOG_NAME, BLOG_PATH, coverPath } from "~/features/blog/blog-paths";
import { blogPostData } from "~/features/blog/blog-pages.server";
import { PostBody, PostHeader, RelatedPosts } from "~/features/blog/post-article";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { blogPostingJsonLd } from "~/lib/json-ld/blog-posting";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/blog-post";

/** /blog/{slug}, and /blog/test (unlisted, noindex). Old slugs, /blog/{id} and /blog/{id}-{slug} answer 301. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await blogPostData(context.db, params.slug ?? "test");
  if (found.redirectTo !== undefined) throw redirect(found.redirectTo, 301);
  return { post: found.post, related: found.related, crumbs: found.crumbs };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex, nofollow" }];
  const origin = canonicalOriginFromMatches(args.matches);
  const { post } = d;
  // Link previews and search show the cover photo when one is placed, else the drawn cover as a file.
  const image = post.coverPhoto?.shareImage ?? { path: coverPath(post.cover), ...BLOG_COVER_SIZE };
  return [
    ...seoMeta(args, {
      title: post.title,
      description: post.excerpt,
      canonicalPath: `/blog/${post.slug}`,
      noindex: post.unlisted,
      ogType: "article",
      jsonLd: [
        blogPostingJsonLd(origin, post, { path: `/blog/${post.slug}`, image, blog: { name: BLOG_NAME, path: BLOG_PATH } }),
        breadcrumbJsonLd(origin, d.crumbs),
      ],
    }).map((m) => ("property" in m && m.property === "og:image" ? { property: "og:image", content: `${origin}${image.path}` } : m)),
    { property: "article:published_time", content: post.dateIso },
    { property: "article:modified_time", content: post.updatedIso },
    blogFeedLink,
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related, crumbs } = loaderData;
  return (
    <>
      <article>
        <PostHeader post={post} crumbs={crumbs} />
        <PostBody post={post} />
      </article>
      {related.length ? <RelatedPosts deferred posts={related} /> : null}
      <VibeCheckCta deferred title={copy.ctaTitle} text={copy.ctaText} />
    </>
  );
}
