import { useLoaderData, type MetaFunction } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { GetMatchedForm } from "~/features/matching/get-matched-form";
import { buildMatchCatalog } from "~/features/matching/match-catalog.server";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Get Matched", path: "/get-matched" },
];

/** Card fields of every service, for the browser-side recommendation (the full copy stays on the server). */
export function loader() {
  return { catalog: buildMatchCatalog() };
}

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Get Matched: Find Your Therapist and Service",
    description:
      "Answer six quick questions and see which service and which of our Dallas therapists fit you. It all happens in your browser; nothing is sent.",
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), crumbs)],
  });

export default function GetMatchedPage() {
  const { catalog } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Get matched"
        title="Find your fit in about two minutes"
        lede={
          <p>
            Six quick questions, then a suggested service and the therapists whose focus fits. It all happens in your browser: nothing you choose here is sent
            to us or saved.
          </p>
        }
        art={<ServiceArt motif="compass" className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
      />
      <section className="bg-cream py-12 sm:py-16" aria-label="Questionnaire">
        <div className="container-page max-w-4xl">
          <CrisisNotice compact className="mb-8" />
          <noscript>
            <p className="mb-8 rounded-2xl border border-line bg-white p-5 text-ink">
              This questionnaire runs in your browser and needs JavaScript. You can also request a free Vibe Check, and we'll match you on the call.
            </p>
          </noscript>
          <GetMatchedForm catalog={catalog} />
        </div>
      </section>
      <VibeCheckCta
        title="Rather talk it through?"
        text="Skip the questions and request a free 15-minute Vibe Check. We'll listen, answer your questions and match you ourselves. We reply within 24 business hours."
      />
    </>
  );
}
