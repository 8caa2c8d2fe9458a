import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { RenderLater } from "~/components/performance/render-later";
import { podcastShow } from "~/content/podcast-show";
import { site } from "~/content/site";
import { EpisodeBadge, episodeMinutes } from "~/features/podcasts/episode-card";
import { EpisodeNav, EpisodeVoices } from "~/features/podcasts/episode-parts";
import { episodePageData } from "~/features/podcasts/episodes.server";
import { formatLongDate } from "~/lib/dates";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { podcastEpisodeJsonLd } from "~/lib/json-ld/podcast-episode";
import type { Route } from "./+types/episode";

/** /resources/podcasts/episode-<slug> and the short /resources/podcasts/<number>: one page, one canonical URL. */
export function loader({ params }: Route.LoaderArgs) {
  return episodePageData(params.episode);
}

function crumbsFor(number: number, path: string) {
  return [
    { name: "Home", path: "/" },
    { name: "Resources Hub", path: "/resources-hub" },
    { name: podcastShow.title, path: podcastShow.path },
    { name: `Episode ${number}`, path },
  ];
}

/** 50-160 characters: the summary (up to 200 in the files), cut at a word when it runs long. */
function metaDescription(summary: string): string {
  // Typographic quotes: straight ones are sent as entities, which would count against the limit.
  const curly = summary.replace(/(^|[\s(])'/g, "$1\u2018").replace(/'/g, "\u2019");
  const full = curly.length >= 50 ? curly : `${curly} A five-minute episode of ${podcastShow.title}.`;
  if (full.length <= 160) return full;
  const cut = full.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: `Page Not Found | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
  const origin = canonicalOriginFromMatches(args.matches);
  const e = d.episode;
  return [
    ...seoMeta(args, {
      title: `${e.title} (Episode ${e.number}) | ${podcastShow.title}`,
      description: metaDescription(e.summary),
      canonicalPath: d.canonicalPath,
      ogType: "article",
      jsonLd: [podcastEpisodeJsonLd(origin, e, d), breadcrumbJsonLd(origin, crumbsFor(e.number, d.canonicalPath))],
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: podcastShow.title, href: `${origin}${podcastShow.feedPath}` },
  ];
}

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  const { episode: e, audioUrl, showNotesHtml, transcriptHtml, transcriptPath, canonicalPath, prev, next } = loaderData;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbsFor(e.number, canonicalPath)} />}
        eyebrow={`${podcastShow.title} · Episode ${e.number}`}
        title={e.title}
        lede={e.summary}
        art={<EpisodeBadge number={e.number} size="lg" />}
        artOnWideScreensOnly
      >
        <p className="text-sm text-ink-soft">
          <time dateTime={e.publishedAt}>{formatLongDate(e.publishedAt)}</time> · {episodeMinutes(e.durationSeconds)} episode · transcript about{" "}
          {Math.max(3, Math.round(e.durationSeconds / 80))} min to read
        </p>
      </PageHeader>

      <section aria-labelledby="listen-heading" className="bg-cream pt-10 sm:pt-14">
        <div className="container-page max-w-4xl">
          <h2 id="listen-heading" className="sr-only">
            Listen or read
          </h2>
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-6">
            {audioUrl ? (
              <figure>
                <figcaption className="font-semibold text-ink">Listen to episode {e.number}</figcaption>
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: the full transcript on this page is its text alternative (WCAG 1.2.1) */}
                <audio controls preload="none" src={audioUrl} className="mt-3 w-full" data-testid="episode-audio">
                  <a href={audioUrl}>Download the audio of episode {e.number}</a>
                </audio>
              </figure>
            ) : (
              <p className="text-ink">
                <span className="font-semibold">Read this episode.</span> The full transcript is below: every word, in about the time it takes to listen.
              </p>
            )}
            <p className="mt-3 text-sm text-ink-soft">
              <a href="#transcript-heading" className="font-semibold text-teal-800 underline underline-offset-4">
                Jump to the transcript
              </a>{" "}
              ·{" "}
              <a href={transcriptPath} className="font-semibold text-teal-800 underline underline-offset-4">
                Transcript as plain text
              </a>{" "}
              ·{" "}
              <a href={podcastShow.feedPath} className="font-semibold text-teal-800 underline underline-offset-4">
                Podcast RSS feed
              </a>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="show-notes-heading" className="bg-cream py-10 sm:py-14">
        <div className="container-page grid max-w-4xl gap-10">
          <div>
            {/* A one-off size shared by the episode page's two reading sections (notes, transcript). */}
            <h2 id="show-notes-heading" className="font-display text-[clamp(1.6rem,1.3rem+1vw,2rem)] text-ink">
              Show notes
            </h2>
            <div className="prose-page mt-4" dangerouslySetInnerHTML={{ __html: showNotesHtml }} />
          </div>
          <EpisodeVoices episode={e} />
        </div>
      </section>

      <RenderLater>
        <section aria-labelledby="transcript-heading" className="bg-sand py-12 sm:py-16">
          <div className="container-page max-w-4xl">
            <h2 id="transcript-heading" className="font-display text-[clamp(1.6rem,1.3rem+1vw,2rem)] text-ink">
              Transcript
            </h2>
            <div
              className="prose-page mt-6 text-lg [&_strong]:text-teal-900"
              data-testid="episode-transcript"
              dangerouslySetInnerHTML={{ __html: transcriptHtml }}
            />
          </div>
        </section>
      </RenderLater>
      <RenderLater>
        <EpisodeNav prev={prev} next={next} />
      </RenderLater>
      <RenderLater>
        <VibeCheckCta />
      </RenderLater>
    </>
  );
}
