import { Link, useLoaderData } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { RenderLater } from "~/components/performance/render-later";
import { SearchForm } from "~/features/search/search-form";
import { searchPageData } from "~/features/search/search-page.server";
import { SearchResults } from "~/features/search/search-results";
import { SEARCH_PATH } from "~/features/search/search-types";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/search";
import { Heading } from "~/components/ui/heading";

/** Starting points offered before a search and after one that found nothing. */
const suggestions = ["communication", "money", "premarital", "affair", "anxiety", "in-laws", "phones", "intensive"];
const startingPages = [
  { label: "The blog", to: "/resources/blog" },
  { label: "All services", to: "/services" },
  { label: "Fees & FAQs", to: "/fees-and-faqs" },
  { label: "Request a free Vibe Check", to: "/vibe-check" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return searchPageData(context.db, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const searched = Boolean(args.loaderData?.q);
  // The title never repeats the query: titles travel to analytics and browser history.
  return seoMeta(args, {
    title: searched ? "Search results" : "Search",
    description:
      "Search Millennial Life's articles, podcast episodes, free guides and therapy services for couples and individuals in Dallas and across Texas.",
    canonicalPath: SEARCH_PATH,
    noindex: searched,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Search", path: SEARCH_PATH },
      ]),
    ],
  });
}

export default function SearchPage() {
  const { q, hits } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        eyebrow="Search"
        title={q ? `Results for “${q}”` : "What's on your mind?"}
        lede={q ? undefined : "Search every article, podcast episode, free guide and service page. Nothing you type here is saved or shared."}
      >
        {/* The key resets the field when a new search loads (browser back and forward). */}
        <SearchForm key={q} inputId="search-page-q" defaultValue={q} label={q ? "Search again" : "Search the site"} />
      </PageHeader>

      <section className="bg-cream py-12 sm:py-16" aria-labelledby="search-results-heading">
        <div className="container-page max-w-4xl">
          {q ? (
            <>
              <Heading id="search-results-heading" size="card" aria-live="polite">
                {hits.length ? `${hits.length} ${hits.length === 1 ? "result" : "results"}${hits.length >= 20 ? " (the 20 closest)" : ""}` : "Nothing matched"}
              </Heading>
              {hits.length ? (
                <div className="mt-6">
                  <SearchResults hits={hits} />
                </div>
              ) : (
                <p className="mt-3 max-w-2xl text-lg text-ink-soft">
                  Try fewer words, or a different one: “fight” instead of “argument”, “wedding” instead of “engagement”. Or start from one of these.
                </p>
              )}
            </>
          ) : (
            <Heading id="search-results-heading" size="card">
              Popular searches
            </Heading>
          )}
          {!q || !hits.length ? (
            <>
              <ul className="mt-6 flex flex-wrap gap-2" aria-label="Suggested searches">
                {suggestions.map((s) => (
                  <li key={s}>
                    <Link
                      to={`${SEARCH_PATH}?q=${encodeURIComponent(s)}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-semibold text-ink hover:border-teal-700 hover:text-teal-800"
                    >
                      {s}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="mt-8 grid gap-3 sm:grid-cols-2" aria-label="Good places to start">
                {startingPages.map((p) => (
                  <li key={p.to}>
                    <Link
                      to={p.to}
                      className="flex min-h-14 items-center justify-between rounded-2xl bg-white px-5 font-semibold text-teal-800 shadow-soft hover:bg-teal-50"
                    >
                      {p.label} <span aria-hidden="true">→</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </section>

      <RenderLater>
        <VibeCheckCta title="Rather talk it through with a person?" />
      </RenderLater>
    </>
  );
}
