import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { NewsletterBand } from "~/components/sections/newsletter-band";
import { PageHeader } from "~/components/sections/page-header";
import { Section } from "~/components/ui/section";
import { guidesIndexPage as copy } from "~/content/guides-pages";
import { newsletterSection } from "~/content/newsletter";
import { GuideCard, GuideCoverStack } from "~/features/guides/guide-card";
import { guideSummaries } from "~/features/guides/guides.server";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { collectionPageJsonLd } from "~/lib/json-ld/web-page";
import type { Route } from "./+types/downloads-guides";

export function loader() {
  return { guides: guideSummaries() };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const guides = args.loaderData?.guides ?? [];
  return seoMeta(args, {
    title: copy.title,
    description: copy.description,
    jsonLd: [
      collectionPageJsonLd(origin, { name: copy.collectionName, path: copy.path, items: guides.map((g) => ({ name: g.title, path: g.path })) }),
      breadcrumbJsonLd(origin, copy.crumbs),
    ],
  });
}

export default function DownloadsGuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={copy.crumbs} />}
        eyebrow={copy.eyebrow}
        title={copy.headline}
        lede={copy.lede}
        art={<GuideCoverStack guides={loaderData.guides.slice(0, 3)} />}
        artOnWideScreensOnly
      />

      <Section labelledBy="guides-heading" tone="cream">
        <h2 id="guides-heading" className="sr-only">
          {copy.listHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.guides.map((guide) => (
            <li key={guide.slug}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-2xl text-ink-soft">{copy.listNote}</p>
      </Section>

      <NewsletterBand
        {...newsletterSection}
        deferred
        id="guides-newsletter"
        heading={copy.newsletterHeading}
        action={<NewsletterSignupButton label={newsletterSection.button} />}
      />
      <VibeCheckCta deferred />
    </>
  );
}
