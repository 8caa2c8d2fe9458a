import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ritualCreatorPage as copy } from "~/content/tools";
import { RitualCreator, ritualFromSearch } from "~/features/rituals/ritual-creator";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/ritual-creator";

/**
 * Without JavaScript the form posts its choices here as a GET and the server builds the plan;
 * with it, the browser builds the plan and the address never changes. The choices are about
 * time, budget and what a couple wants more of, nothing about anyone's health.
 */
export function loader({ request }: Route.LoaderArgs) {
  return ritualFromSearch(new URL(request.url).searchParams);
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: copy.title,
    description: copy.description,
    canonicalPath: copy.path,
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), copy.crumbs)],
  });
}

export default function RitualCreatorPage({ loaderData }: Route.ComponentProps) {
  const { initial, plan, invalid } = loaderData;
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          top={<Breadcrumbs crumbs={copy.crumbs} />}
          eyebrow={copy.eyebrow}
          title={copy.headline}
          lede={<p>{copy.lede}</p>}
          art={<ServiceArt motif="calendar" className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
          artOnWideScreensOnly
        />
      </div>
      <section aria-label={copy.toolLabel} className="bg-cream py-12 sm:py-16 print:p-0">
        <div className="container-page print:max-w-none print:p-0">
          <RitualCreator initial={initial} initialPlan={plan} invalid={invalid} />
        </div>
      </section>
      <div className="print:hidden">
        <VibeCheckCta title={copy.ctaTitle} text={copy.ctaText} />
      </div>
    </>
  );
}
