import { Link, redirect, useLoaderData } from "react-router";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { RenderLater } from "~/components/performance/render-later";
import { blogFeedLink, BLOG_NAME, BLOG_PATH, coverPath, postCrumbs } from "~/features/blog/blog-paths";
import { blogPostData } from "~/features/blog/blog-pages.server";
import { PostBody, PostHeader } from "~/features/blog/post-article";
import { PostCard } from "~/features/blog/post-card";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { blogPostingJsonLd } from "~/lib/json-ld/blog-posting";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/blog-post";

/** /blog/{slug}, and /blog/test (unlisted, noindex). Old slugs, /blog/{id} and /blog/{id}-{slug} answer 301. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await blogPostData(context.db, params.slug ?? "test");
  if (found.redirectTo !== undefined) throw redirect(found.redirectTo, 301);
  return { post: found.post, related: found.related };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex, nofollow" }];
  const origin = canonicalOriginFromMatches(args.matches);
  const { post } = d;
  return [
    ...seoMeta(args, {
      title: post.title,
      description: post.excerpt,
      canonicalPath: `/blog/${post.slug}`,
      noindex: post.unlisted,
      ogType: "article",
      jsonLd: [
        blogPostingJsonLd(origin, post, { path: `/blog/${post.slug}`, imagePath: coverPath(post.cover), blog: { name: BLOG_NAME, path: BLOG_PATH } }),
        breadcrumbJsonLd(origin, postCrumbs(post)),
      ],
    }).map((m) => ("property" in m && m.property === "og:image" ? { property: "og:image", content: `${origin}${coverPath(post.cover)}` } : m)),
    { property: "article:published_time", content: post.dateIso },
    { property: "article:modified_time", content: post.updatedIso },
    blogFeedLink,
  ];
}

export default function BlogPostPage() {
  const { post, related } = useLoaderData<typeof loader>();
  return (
    <>
      <article>
        <PostHeader post={post} />
        <PostBody post={post} />
      </article>
      {related.length ? (
        <RenderLater>
          <section className="bg-mist py-14 sm:py-20" aria-labelledby="related-heading">
            <div className="container-page">
              <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">Keep reading</p>
              {/* A one-off: below a post, a step down from the post's own title. */}
              <h2 id="related-heading" className="mt-2 font-display text-[clamp(1.6rem,1.3rem+1.2vw,2.2rem)] text-ink">
                More from our therapists
              </h2>
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {related.map((p) => (
                  <li key={p.slug}>
                    <PostCard post={p} headingLevel={3} />
                  </li>
                ))}
              </ul>
              <Link to={BLOG_PATH} className="mt-8 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
                All posts on the blog
              </Link>
            </div>
          </section>
        </RenderLater>
      ) : null}
      <RenderLater>
        <VibeCheckCta
          title="Want to talk about this with someone who gets it?"
          text="Request a free 15-minute Vibe Check. It's not a therapy session, just a real conversation about what's going on and whether we're the right fit. We reply within 24 business hours."
        />
      </RenderLater>
    </>
  );
}
