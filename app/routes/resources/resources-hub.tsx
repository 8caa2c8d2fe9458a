import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { BlogCoverArt } from "~/components/art/blog-cover-art";
import { CollageArt } from "~/components/art/collage-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { NewsletterBand } from "~/components/sections/newsletter-band";
import { PageHeader } from "~/components/sections/page-header";
import { ResourceShelf } from "~/components/sections/resource-shelf";
import { SectionHeading } from "~/components/sections/section-heading";
import { MoreLink } from "~/components/ui/more-link";
import { newsletterSection } from "~/content/newsletter";
import { podcastShow } from "~/content/podcast-show";
import { resourcesHub as hub, resourceShelf } from "~/content/resources-hub";
import { toolCards } from "~/content/tools";
import { newestPostCards } from "~/features/blog/blog-pages.server";
import { PostCard } from "~/features/blog/post-card";
import { GuideCard, GuideCover } from "~/features/guides/guide-card";
import { guideSummaries } from "~/features/guides/guides.server";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { EpisodeBadge, EpisodeCard } from "~/features/podcasts/episode-card";
import { newestEpisodeSummaries, publishedEpisodes } from "~/features/podcasts/episodes.server";
import { quizCards } from "~/features/quizzes/quiz-data.server";
import { QuizToolLinks } from "~/features/quizzes/quiz-tool-links";
import { SiteSearchBox } from "~/features/search/site-search-box";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { collectionPageJsonLd } from "~/lib/json-ld/web-page";
import type { Route } from "./+types/resources-hub";

export async function loader({ context }: Route.LoaderArgs) {
  const blog = await newestPostCards(context.db, 3);
  const episodes = newestEpisodeSummaries(3);
  const guides = guideSummaries();
  return {
    posts: blog.posts,
    postCount: blog.total,
    episodes,
    episodeCount: publishedEpisodes().length,
    guides,
    quizzes: quizCards(),
    /** What the page lists, in order, for its structured data. */
    listed: [
      ...blog.posts.map((p) => ({ name: p.title, path: `/blog/${p.slug}` })),
      ...episodes.map((e) => ({ name: e.title, path: e.path })),
      ...guides.map((g) => ({ name: g.title, path: g.path })),
    ],
  };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const items = args.loaderData?.listed ?? [];
  return seoMeta(args, {
    title: hub.title,
    description: hub.description,
    jsonLd: [
      collectionPageJsonLd(origin, { name: hub.collectionName, path: hub.path, parts: resourceShelf.map((s) => s.to), items }),
      breadcrumbJsonLd(origin, hub.crumbs),
    ],
  });
}

export default function ResourcesHub({ loaderData: d }: Route.ComponentProps) {
  const counts = {
    posts: hub.counts.posts(d.postCount),
    episodes: hub.counts.episodes(d.episodeCount),
    guides: hub.counts.guides(d.guides.length),
    quizzes: hub.counts.quizzes(d.quizzes.length, toolCards.length),
  };
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={hub.crumbs} />}
        eyebrow={hub.eyebrow}
        title={hub.headline}
        lede={hub.lede}
        art={
          <CollageArt
            back={d.posts[0] ? <BlogCoverArt motif={d.posts[0].cover} className="block h-auto w-full" /> : null}
            front={d.guides[0] ? <GuideCover guide={d.guides[0]} size="sm" /> : null}
            badge={d.episodes[0] ? <EpisodeBadge number={d.episodes[0].number} size="lg" /> : null}
          />
        }
        artOnWideScreensOnly
      >
        <SiteSearchBox inputId="hub-search" label={hub.searchLabel} />
      </PageHeader>

      <Section labelledBy="hub-shelf-heading" tone="cream" spacing="none" className="pt-10 sm:pt-14">
        <h2 id="hub-shelf-heading" className="sr-only">
          {hub.shelfHeading}
        </h2>
        <ResourceShelf label={hub.shelfLabel} items={resourceShelf.map(({ key, ...item }) => ({ ...item, count: counts[key] }))} />
      </Section>

      <Section labelledBy="hub-blog-heading" tone="cream">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
          <SectionHeading id="hub-blog-heading" eyebrow={hub.blog.eyebrow} title={hub.blog.title}>
            {hub.blog.body}
          </SectionHeading>
          <MoreLink to={hub.blog.path}>{hub.blog.more(d.postCount)}</MoreLink>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {d.posts.map((p, i) => (
            <li key={p.slug} className={i === 2 ? "sm:col-span-2 lg:col-span-1" : undefined}>
              <PostCard post={p} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>

      <Section deferred labelledBy="hub-podcast-heading" tone="sand" contained={false}>
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <div className="lg:sticky lg:top-32 lg:self-start">
            <SectionHeading id="hub-podcast-heading" eyebrow={hub.podcast.eyebrow} title={podcastShow.title}>
              {hub.podcast.body}
            </SectionHeading>
            <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
              <MoreLink to={podcastShow.path}>{hub.podcast.more(d.episodeCount)}</MoreLink>
              <MoreLink to={podcastShow.feedPath} external>
                {hub.podcast.feed}
              </MoreLink>
            </div>
          </div>
          <ul className="grid gap-4">
            {d.episodes.map((e) => (
              <li key={e.slug}>
                <EpisodeCard episode={e} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section deferred labelledBy="hub-quizzes-heading" contained={false} className="bg-mist/70">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="hub-quizzes-heading" eyebrow={hub.quizzes.eyebrow} title={hub.quizzes.title}>
              {hub.quizzes.body}
            </SectionHeading>
            <ButtonLink to={hub.quizzes.path} className="mt-8">
              {hub.quizzes.button} <span aria-hidden="true">→</span>
            </ButtonLink>
          </div>
          <QuizToolLinks quizzes={d.quizzes} tools={toolCards} />
        </div>
      </Section>

      <Section deferred labelledBy="hub-guides-heading" tone="cream">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
          <SectionHeading id="hub-guides-heading" eyebrow={hub.guides.eyebrow} title={hub.guides.title}>
            {hub.guides.body}
          </SectionHeading>
          <MoreLink to={hub.guides.path}>{hub.guides.more}</MoreLink>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {d.guides.map((g) => (
            <li key={g.slug}>
              <GuideCard guide={g} />
            </li>
          ))}
        </ul>
      </Section>

      <NewsletterBand {...newsletterSection} deferred id="hub-newsletter" action={<NewsletterSignupButton label={newsletterSection.button} />} />
      <VibeCheckCta deferred title={hub.cta} />
    </>
  );
}
