import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { NewsletterBand } from "~/components/sections/newsletter-band";
import { PageHeader } from "~/components/sections/page-header";
import { RenderLater } from "~/components/performance/render-later";
import { newsletterSection } from "~/content/home";
import { GuideCard, GuideCover } from "~/features/guides/guide-card";
import { guideSummaries } from "~/features/guides/guides.server";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { collectionPageJsonLd } from "~/lib/json-ld/web-page";
import type { Route } from "./+types/downloads-guides";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: "Free Guides", path: "/resources/downloads-guides" },
];

export function loader() {
  return { guides: guideSummaries() };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const guides = args.loaderData?.guides ?? [];
  return seoMeta(args, {
    title: "Free Relationship Guides to Download",
    description:
      "Free PDF guides from Millennial Life's Dallas therapists: a premarital checklist, five relationship mistakes, the weekly money date and more. No sign-up.",
    jsonLd: [
      collectionPageJsonLd(origin, {
        name: "Free Relationship Guides",
        path: "/resources/downloads-guides",
        items: guides.map((g) => ({ name: g.title, path: g.path })),
      }),
      breadcrumbJsonLd(origin, crumbs),
    ],
  });
}

export default function DownloadsGuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Free guides"
        title="Guides you can print, share and actually use"
        lede="Short, practical PDFs from our therapists for the conversations couples put off: before the wedding, after a fight, around money. Download any of them; there's nothing to sign up for."
        art={<CoverStack guides={loaderData.guides.slice(0, 3)} />}
        artOnWideScreensOnly
      />

      <section aria-labelledby="guides-heading" className="bg-cream py-14 sm:py-20">
        <div className="container-page">
          <h2 id="guides-heading" className="sr-only">
            All guides
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {loaderData.guides.map((guide) => (
              <li key={guide.slug}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
          <p className="mt-10 max-w-2xl text-ink-soft">
            Each guide also reads on its own page, so you can skim it before you print. Every PDF is tagged for screen readers, with real, selectable text.
          </p>
        </div>
      </section>

      <RenderLater>
        <NewsletterBand
          {...newsletterSection}
          id="guides-newsletter"
          heading="New tools in your inbox, once a week"
          action={<NewsletterSignupButton label={newsletterSection.button} />}
        />
      </RenderLater>
      <RenderLater>
        <VibeCheckCta />
      </RenderLater>
    </>
  );
}

/** Header art: three covers fanned out like printouts on a table. */
function CoverStack({ guides }: { guides: { slug: string; title: string; audience: string }[] }) {
  const place = ["-rotate-6 translate-x-2", "rotate-3 -translate-y-3 z-10", "rotate-[8deg] -translate-x-2 translate-y-2"];
  return (
    <div aria-hidden="true" className="grid grid-cols-3 items-center gap-0 py-6">
      {guides.map((g, i) => (
        <GuideCover key={g.slug} guide={g} size="sm" className={`w-36 ${place[i] ?? ""}`} />
      ))}
    </div>
  );
}
