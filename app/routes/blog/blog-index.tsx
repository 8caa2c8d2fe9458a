import { BlogCoverArt } from "~/components/art/blog-cover-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { Section } from "~/components/ui/section";
import { blogIndexPage as copy } from "~/content/blog-pages";
import { blogCoverMotifs } from "~/content/blog-taxonomy";
import { blogIndexData } from "~/features/blog/blog-pages.server";
import { BlogFeedButton, Pagination, TopicFilter } from "~/features/blog/blog-list-nav";
import { BLOG_NAME, BLOG_PATH, blogFeedLink, blogListHref } from "~/features/blog/blog-paths";
import { PostCard } from "~/features/blog/post-card";
import { SiteSearchBox } from "~/features/search/site-search-box";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { blogJsonLd } from "~/lib/json-ld/blog";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/blog-index";

export async function loader({ request, context }: Route.LoaderArgs) {
  return blogIndexData(context.db, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const d = args.loaderData;
  if (!d) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex, nofollow" }];
  return [
    ...seoMeta(args, {
      title: copy.metaTitle(d.topic?.label ?? null, d.page),
      description: d.topic ? copy.topicDescription(d.topic.label) : copy.description,
      canonicalPath: blogListHref(d.topic?.slug ?? null, d.page),
      jsonLd: [blogJsonLd(origin, { name: BLOG_NAME, path: BLOG_PATH }), breadcrumbJsonLd(origin, d.crumbs)],
    }),
    blogFeedLink,
  ];
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, total, topic, topics, crumbs } = loaderData;
  // The header's picture is one no post on this page wears, so the page never opens with the same drawing twice.
  const headerMotif = blogCoverMotifs.find((m) => !posts.some((p) => p.cover === m));
  const topicLabel = topic?.label ?? null;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.eyebrow(topicLabel)}
        title={copy.headline(topicLabel)}
        lede={topic ? copy.topicLede(total) : copy.lede}
        art={headerMotif ? <BlogCoverArt motif={headerMotif} className="h-auto w-full rounded-[2rem] shadow-soft" /> : undefined}
        artOnWideScreensOnly
      >
        <BlogFeedButton label={copy.feedLink} />
      </PageHeader>

      <Section labelledBy="posts-heading" tone="cream" spacing="sm">
        <div className="mb-10 rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6">
          <SiteSearchBox inputId="blog-search" label={copy.searchLabel} />
        </div>
        <h2 id="posts-heading" className="sr-only">
          {copy.listHeading(topicLabel, page, pageCount)}
        </h2>
        <TopicFilter topics={topics} current={topic?.slug ?? null} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li key={p.slug}>
              <PostCard post={p} headingLevel={3} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} topic={topic?.slug ?? null} />
      </Section>

      <VibeCheckCta deferred title={copy.cta} />
    </>
  );
}
