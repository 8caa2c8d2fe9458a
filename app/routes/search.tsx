import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { searchPage as copy } from "~/content/search-page";
import { SearchForm } from "~/features/search/search-form";
import { searchPageData } from "~/features/search/search-page.server";
import { SearchResults } from "~/features/search/search-results";
import { SearchSuggestions } from "~/features/search/search-suggestions";
import { SEARCH_PATH } from "~/features/search/search-types";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  return searchPageData(context.db, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  const searched = Boolean(args.loaderData?.q);
  return seoMeta(args, {
    title: copy.metaTitle(searched),
    description: copy.description,
    canonicalPath: SEARCH_PATH,
    noindex: searched,
    jsonLd: args.loaderData ? [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), args.loaderData.crumbs)] : [],
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, hits, crumbs } = loaderData;
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={crumbs} />} eyebrow={copy.eyebrow} title={copy.headline(q)} lede={q ? undefined : copy.lede}>
        {/* The key resets the field when a new search loads (browser back and forward). */}
        <SearchForm key={q} inputId="search-page-q" defaultValue={q} label={copy.formLabel(q)} />
      </PageHeader>

      <Section labelledBy="search-results-heading" tone="cream" spacing="sm" contained={false}>
        <div className="container-page max-w-4xl">
          {q ? (
            <>
              <Heading id="search-results-heading" size="card" aria-live="polite">
                {copy.resultsHeading(hits.length)}
              </Heading>
              {hits.length ? (
                <div className="mt-6">
                  <SearchResults hits={hits} />
                </div>
              ) : (
                <p className="mt-3 max-w-2xl text-lg text-ink-soft">{copy.nothingMatched}</p>
              )}
            </>
          ) : (
            <Heading id="search-results-heading" size="card">
              {copy.popularHeading}
            </Heading>
          )}
          {!q || !hits.length ? <SearchSuggestions /> : null}
        </div>
      </Section>

      <VibeCheckCta deferred title={copy.cta} />
    </>
  );
}
