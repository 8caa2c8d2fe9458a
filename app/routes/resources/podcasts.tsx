import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { NewsletterBand } from "~/components/sections/newsletter-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { newsletterSection } from "~/content/newsletter";
import { podcastPage as copy, podcastShow } from "~/content/podcast-show";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { EpisodeBadge, EpisodeCard } from "~/features/podcasts/episode-card";
import { NewestEpisode } from "~/features/podcasts/episode-parts";
import { episodesAudio } from "~/features/podcasts/episode-audio.server";
import { episodeSummary, publishedEpisodes } from "~/features/podcasts/episodes.server";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { podcastSeriesJsonLd } from "~/lib/json-ld/podcast-series";
import type { Route } from "./+types/podcasts";

export async function loader({ context }: Route.LoaderArgs) {
  const list = publishedEpisodes();
  const audio = await episodesAudio(
    context.db,
    list.map((e) => e.slug),
  );
  return { episodes: list.map((e) => episodeSummary(e, audio.get(e.slug) ?? null)) };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return [
    ...seoMeta(args, {
      title: copy.title,
      description: copy.description,
      jsonLd: [{ "@context": "https://schema.org", ...podcastSeriesJsonLd(origin) }, breadcrumbJsonLd(origin, copy.crumbs)],
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: podcastShow.title, href: `${origin}${podcastShow.feedPath}` },
  ];
}

export default function PodcastsPage({ loaderData }: Route.ComponentProps) {
  const [latest, ...rest] = loaderData.episodes;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={copy.crumbs} />}
        eyebrow={copy.eyebrow}
        title={podcastShow.title}
        lede={podcastShow.description}
        art={<EpisodeBadge number={loaderData.episodes.length} size="lg" />}
        artOnWideScreensOnly
      >
        {latest ? <ButtonLink to={latest.path}>{copy.startNewest}</ButtonLink> : null}
        <ButtonLink to={podcastShow.feedPath} reloadDocument variant="secondary">
          {copy.feedLink}
        </ButtonLink>
      </PageHeader>

      {latest ? <NewestEpisode episode={latest} /> : null}

      <Section deferred labelledBy="all-episodes-heading" tone="cream" spacing="none" className="pb-16 sm:pb-20">
        <SectionHeading id="all-episodes-heading" eyebrow={copy.allEyebrow} title={copy.allTitle}>
          {copy.allIntro}
        </SectionHeading>
        <ol className="mt-10 grid gap-5 lg:grid-cols-2" reversed>
          {rest.map((e) => (
            // An odd last episode takes the whole row instead of leaving half of it empty.
            <li key={e.slug} className="lg:odd:last:col-span-2">
              <EpisodeCard episode={e} />
            </li>
          ))}
        </ol>
      </Section>
      <NewsletterBand
        {...newsletterSection}
        deferred
        id="podcast-newsletter"
        heading={copy.newsletterHeading}
        action={<NewsletterSignupButton label={newsletterSection.button} />}
      />
      <VibeCheckCta deferred />
    </>
  );
}
