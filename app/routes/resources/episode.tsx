import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { episodePage as copy, podcastShow } from "~/content/podcast-show";
import { site } from "~/content/site";
import { EpisodeBadge } from "~/features/podcasts/episode-card";
import { EpisodeFacts, EpisodeListen, EpisodeNav, EpisodeShowNotes, EpisodeTranscript } from "~/features/podcasts/episode-parts";
import { episodePageData } from "~/features/podcasts/episodes.server";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { podcastEpisodeJsonLd } from "~/lib/json-ld/podcast-episode";
import type { Route } from "./+types/episode";

/** /resources/podcasts/episode-<slug> and the short /resources/podcasts/<number>: one page, one canonical URL. */
export function loader({ params, context }: Route.LoaderArgs) {
  return episodePageData(context.db, params.episode);
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: `Page Not Found | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
  const origin = canonicalOriginFromMatches(args.matches);
  const e = d.episode;
  return [
    ...seoMeta(args, {
      title: copy.metaTitle(e.title, e.number),
      description: d.metaDescription,
      canonicalPath: d.canonicalPath,
      ogType: "article",
      jsonLd: [podcastEpisodeJsonLd(origin, e, d), breadcrumbJsonLd(origin, d.crumbs)],
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: podcastShow.title, href: `${origin}${podcastShow.feedPath}` },
  ];
}

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  const { episode: e, crumbs, audio, showNotesHtml, transcriptHtml, transcriptPath, prev, next } = loaderData;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.eyebrow(e.number)}
        title={e.title}
        lede={e.summary}
        art={<EpisodeBadge number={e.number} size="lg" />}
        artOnWideScreensOnly
      >
        <EpisodeFacts episode={e} />
      </PageHeader>

      <EpisodeListen number={e.number} audio={audio} transcriptPath={transcriptPath} />
      <EpisodeShowNotes episode={e} showNotesHtml={showNotesHtml} />
      <EpisodeTranscript deferred transcriptHtml={transcriptHtml} />
      <EpisodeNav deferred prev={prev} next={next} />
      <VibeCheckCta deferred />
    </>
  );
}
