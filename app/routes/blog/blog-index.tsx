import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { BlogCoverArt } from "~/components/art/blog-cover-art";
import { RenderLater } from "~/components/performance/render-later";
import { blogIndexData } from "~/features/blog/blog-pages.server";
import { BLOG_FEED_PATH, BLOG_NAME, BLOG_PATH, blogCrumbs, blogFeedLink } from "~/features/blog/blog-paths";
import { blogListHref, Pagination, TopicFilter } from "~/features/blog/blog-list-nav";
import { PostCard } from "~/features/blog/post-card";
import { SiteSearchBox } from "~/features/search/site-search-box";
import { canonicalOriginFromMatches, seoMeta, type Crumb } from "~/lib/seo";
import { blogJsonLd } from "~/lib/json-ld/blog";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/blog-index";
import { Section } from "~/components/ui/section";
import { ButtonLink } from "~/components/ui/button";
import { blogCoverMotifs } from "~/content/blog-taxonomy";

export async function loader({ request, context }: Route.LoaderArgs) {
  return blogIndexData(context.db, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const d = args.loaderData;
  if (!d) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex, nofollow" }];
  const suffix = d.page > 1 ? ` (page ${d.page})` : "";
  const title = d.topic ? `Blog: ${d.topic.label}${suffix}` : `Blog${suffix}`;
  return [
    ...seoMeta(args, {
      title,
      description: d.topic
        ? `Posts on ${d.topic.label.toLowerCase()} from Millennial Life's Dallas therapists: practical, warm ideas for couples and individuals to try this week.`
        : "Articles from Millennial Life's Dallas therapists on communication, conflict, money, premarital questions, anxiety and more, for couples and individuals.",
      canonicalPath: blogListHref(d.topic?.slug ?? null, d.page),
      jsonLd: [blogJsonLd(origin, { name: BLOG_NAME, path: BLOG_PATH }), breadcrumbJsonLd(origin, indexCrumbs(d.topic))],
    }),
    blogFeedLink,
  ];
}

/** The blog's trail, and the topic when the list is filtered by one. */
function indexCrumbs(topic: { slug: string; label: string } | null): Crumb[] {
  return topic ? [...blogCrumbs, { name: topic.label, path: blogListHref(topic.slug) }] : [...blogCrumbs];
}

export default function BlogIndex() {
  const { posts, page, pageCount, total, topic, topics } = useLoaderData<typeof loader>();
  // The header's picture is one no post on this page wears, so the page never opens with the same drawing twice.
  const headerMotif = blogCoverMotifs.find((m) => !posts.some((p) => p.cover === m));
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={indexCrumbs(topic)} />}
        eyebrow={topic ? `Blog · ${topic.label}` : "The blog"}
        title={topic ? `${topic.label}: what our therapists want you to know` : "Honest notes from a couples therapy room"}
        lede={
          topic
            ? `${total} ${total === 1 ? "post" : "posts"} from our Dallas therapists. Short enough for a lunch break, useful enough to try tonight.`
            : "Our therapists write about the things couples and individuals actually bring to session: the dishes fight, the money talk, the 2\u00a0a.m. spiral. Read one, try one idea, see what shifts."
        }
        art={headerMotif ? <BlogCoverArt motif={headerMotif} className="h-auto w-full rounded-[2rem] shadow-soft" /> : undefined}
        artOnWideScreensOnly
      >
        <ButtonLink to={BLOG_FEED_PATH} reloadDocument variant="secondary">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
            <circle cx="3" cy="13" r="2" />
            <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5H7.3A6.3 6.3 0 0 0 1 8.7zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2.2A11.3 11.3 0 0 0 1 3.7z" />
          </svg>
          RSS feed
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="posts-heading" tone="cream" spacing="sm">
        <div className="mb-10 rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6">
          <SiteSearchBox inputId="blog-search" label="Looking for something specific? Search the blog, podcast, guides and services" />
        </div>
        <h2 id="posts-heading" className="sr-only">
          {topic ? `Posts on ${topic.label}` : "All posts"}
          {page > 1 ? `, page ${page} of ${pageCount}` : ""}
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

      <RenderLater>
        <VibeCheckCta title="Reading about it is a start. Talking it through is the next step." />
      </RenderLater>
    </>
  );
}
