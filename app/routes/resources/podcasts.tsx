import { Link } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { NewsletterBand } from "~/components/sections/newsletter-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { RenderLater } from "~/components/performance/render-later";
import { newsletterSection } from "~/content/home";
import { podcastShow } from "~/content/podcast-show";
import { EpisodeBadge, EpisodeCard, episodeMinutes, episodeVoices } from "~/features/podcasts/episode-card";
import { publishedEpisodes, episodeSummary } from "~/features/podcasts/episodes.server";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { podcastSeriesJsonLd } from "~/lib/json-ld/podcast-series";
import type { Route } from "./+types/podcasts";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: podcastShow.title, path: podcastShow.path },
];

export function loader() {
  return { episodes: publishedEpisodes().map(episodeSummary) };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return [
    ...seoMeta(args, {
      title: `${podcastShow.title}: A Five-Minute Relationship Podcast`,
      description:
        "The Clarity Drip: five-minute episodes from Millennial Life's Dallas therapists, with one small relationship tool to try each week. Full transcripts.",
      jsonLd: [{ "@context": "https://schema.org", ...podcastSeriesJsonLd(origin) }, breadcrumbJsonLd(origin, crumbs)],
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: podcastShow.title, href: `${origin}${podcastShow.feedPath}` },
  ];
}

export default function PodcastsPage({ loaderData }: Route.ComponentProps) {
  const [latest, ...rest] = loaderData.episodes;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="The podcast"
        title={podcastShow.title}
        lede={podcastShow.description}
        art={<EpisodeBadge number={loaderData.episodes.length} size="lg" />}
        artOnWideScreensOnly
      >
        {latest ? <ButtonLink to={latest.path}>Start with the newest episode</ButtonLink> : null}
        <ButtonLink to={podcastShow.feedPath} reloadDocument variant="secondary">
          Podcast RSS feed
        </ButtonLink>
      </PageHeader>

      {latest ? (
        <section aria-labelledby="latest-heading" className="bg-cream py-12 sm:py-16">
          <div className="container-page">
            <div className="grid gap-6 rounded-[2rem] bg-teal-900 p-6 text-white shadow-lift sm:p-10 md:grid-cols-[auto_1fr] md:items-center">
              <EpisodeBadge number={latest.number} size="lg" />
              <div>
                <p className="text-sm font-semibold tracking-[0.16em] text-coral-100 uppercase">Newest · Episode {latest.number}</p>
                <Heading id="latest-heading" size="band" tone="inherit" className="mt-2">
                  {latest.title}
                </Heading>
                <p className="mt-3 max-w-2xl text-lg text-teal-50">{latest.summary}</p>
                <p className="mt-3 text-sm text-teal-100">
                  {episodeMinutes(latest.durationSeconds)} · {episodeVoices(latest)}
                </p>
                <Link to={latest.path} className="mt-6 inline-flex min-h-12 items-center rounded-full bg-cream px-6 font-semibold text-teal-900 hover:bg-white">
                  {latest.hasAudio ? "Listen or read" : "Read"} episode {latest.number}
                </Link>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <RenderLater>
        <section aria-labelledby="all-episodes-heading" className="bg-cream pb-16 sm:pb-20">
          <div className="container-page">
            <SectionHeading id="all-episodes-heading" eyebrow="Every episode" title="Pick one small thing to try this week">
              Each episode comes with show notes and the full transcript, so you can read it in the time it takes to listen.
            </SectionHeading>
            <ol className="mt-10 grid gap-5 lg:grid-cols-2" reversed>
              {rest.map((e) => (
                // An odd last episode takes the whole row instead of leaving half of it empty.
                <li key={e.slug} className="lg:odd:last:col-span-2">
                  <EpisodeCard episode={e} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      </RenderLater>
      <RenderLater>
        <NewsletterBand
          {...newsletterSection}
          id="podcast-newsletter"
          heading="Get each new episode in your inbox"
          action={<NewsletterSignupButton label={newsletterSection.button} />}
        />
      </RenderLater>
      <RenderLater>
        <VibeCheckCta />
      </RenderLater>
    </>
  );
}
