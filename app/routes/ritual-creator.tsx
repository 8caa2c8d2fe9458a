import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { RitualCreator, ritualFromSearch } from "~/features/rituals/ritual-creator";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: "Quizzes & Tools", path: "/resources/quizzes-tools" },
  { name: "Ritual Creator", path: "/ritual-creator" },
];

/**
 * Without JavaScript the form posts its choices here as a GET and the server builds the plan;
 * with it, the browser builds the plan and the address never changes. The choices are about
 * time, budget and what a couple wants more of, nothing about anyone's health.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return ritualFromSearch(new URL(request.url).searchParams);
}

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Ritual Creator: A Weekly Connection Ritual for Couples",
    description: "Pick your time, budget and what you want more of, and get a weekly ritual for the two of you: print it, copy it or add it to your calendar.",
    canonicalPath: "/ritual-creator",
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), crumbs)],
  });

export default function RitualCreatorPage() {
  const { initial, plan, invalid } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          top={<Breadcrumbs crumbs={crumbs} />}
          eyebrow="Tool · Ritual creator"
          title="A weekly ritual for the two of you"
          lede={
            <p>
              Couples who stay close rarely rely on big gestures. They have small rituals they protect: the Sunday walk, the Thursday check-in. Answer five
              quick questions and get one of your own, ready to print or drop into your calendar.
            </p>
          }
          art={<ServiceArt motif="calendar" className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
          artOnWideScreensOnly
        />
      </div>
      <section aria-label="Ritual creator" className="bg-cream py-12 sm:py-16 print:p-0">
        <div className="container-page print:max-w-none print:p-0">
          <RitualCreator initial={initial} initialPlan={plan} invalid={invalid} />
        </div>
      </section>
      <div className="print:hidden">
        <VibeCheckCta
          title="Want help making it stick?"
          text="Rituals are easier to keep when you both know why they matter. A free 15-minute Vibe Check is a good place to start that conversation with us."
        />
      </div>
    </>
  );
}
