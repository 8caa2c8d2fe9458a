import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { guidePage as copy } from "~/content/guides-pages";
import { newsletterSection } from "~/content/newsletter";
import { site } from "~/content/site";
import { GuideBody } from "~/features/guides/guide-body";
import { GuideCard, GuideCover, GuideDownloadLink } from "~/features/guides/guide-card";
import { GuideByline, GuideClosing, GuideKeepAside } from "~/features/guides/guide-page-parts";
import { guidePageData } from "~/features/guides/guides.server";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { digitalDocumentJsonLd } from "~/lib/json-ld/digital-document";
import type { Route } from "./+types/guide";

export function loader({ params }: Route.LoaderArgs) {
  return guidePageData(params.slug);
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: `Page Not Found | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: copy.metaTitle(d.guide.title),
    description: d.guide.description,
    ogType: "article",
    jsonLd: [
      digitalDocumentJsonLd(origin, d.guide, { path: d.path, author: d.author, pdfPath: d.pdfPath, pdfBytes: d.file?.bytes }),
      breadcrumbJsonLd(origin, d.crumbs),
    ],
  });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, crumbs, author, pdfPath, file, others } = loaderData;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.eyebrow(guide.audience)}
        title={guide.title}
        lede={guide.subtitle}
        art={<GuideCover guide={guide} className="mx-auto w-72 rotate-2" />}
        artOnWideScreensOnly
      >
        <GuideDownloadLink title={guide.title} pdfPath={pdfPath} file={file} className="min-h-12 px-6" />
        <ButtonLink to="#guide-text" reloadDocument variant="secondary">
          {copy.readHere}
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="guide-text" tone="cream" spacing="sm" contained={false}>
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <h2 id="guide-text" className="sr-only">
              {copy.textHeading}
            </h2>
            <GuideByline guide={guide} author={author} file={file} />
            <GuideBody guide={guide} />
            <GuideClosing guide={guide} />
          </div>
          <GuideKeepAside
            title={guide.title}
            pdfPath={pdfPath}
            file={file}
            newsletterAction={<NewsletterSignupButton label={newsletterSection.button} className="mt-5" />}
          />
        </div>
      </Section>

      <Section deferred labelledBy="more-guides-heading" tone="sand">
        <SectionHeading id="more-guides-heading" eyebrow={copy.moreEyebrow} title={copy.moreTitle} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {others.map((g) => (
            <li key={g.slug}>
              <GuideCard guide={g} compact />
            </li>
          ))}
        </ul>
      </Section>
      <VibeCheckCta deferred title={guide.closing.heading} />
    </>
  );
}
