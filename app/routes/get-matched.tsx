import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { getMatchedCrumbs, getMatchedCta, getMatchedFormLabel, getMatchedHeader, getMatchedNoScript, getMatchedSeo } from "~/content/get-matched";
import { LazyGetMatchedForm } from "~/features/matching/lazy-get-matched-form";
import { buildMatchCatalog } from "~/features/matching/match-catalog.server";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/get-matched";

/** Card fields of every service, for the browser-side recommendation (the full copy stays on the server). */
export function loader() {
  return { catalog: buildMatchCatalog() };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { ...getMatchedSeo, jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), getMatchedCrumbs)] });
}

export default function GetMatchedPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={getMatchedCrumbs} />}
        eyebrow={getMatchedHeader.eyebrow}
        title={getMatchedHeader.title}
        lede={<p>{getMatchedHeader.lede}</p>}
        art={<ServiceArt motif="compass" className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
      />
      <section className="bg-cream py-12 sm:py-16" aria-label={getMatchedFormLabel}>
        <div className="container-page max-w-4xl">
          <CrisisNotice compact className="mb-8" />
          <noscript>
            <p className="mb-8 rounded-2xl border border-line bg-white p-5 text-ink">{getMatchedNoScript}</p>
          </noscript>
          <LazyGetMatchedForm catalog={loaderData.catalog} />
        </div>
      </section>
      <VibeCheckCta {...getMatchedCta} />
    </>
  );
}
