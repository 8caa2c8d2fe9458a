import { Link } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { RenderLater } from "~/components/performance/render-later";
import { newsletterSection } from "~/content/home";
import { site } from "~/content/site";
import { GuideBody } from "~/features/guides/guide-body";
import { GuideCard, GuideCover, GuideDownloadLink, pdfFacts } from "~/features/guides/guide-card";
import { guidePageData } from "~/features/guides/guides.server";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { formatLongDate } from "~/lib/dates";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { digitalDocumentJsonLd } from "~/lib/json-ld/digital-document";
import type { Route } from "./+types/guide";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

export function loader({ params }: Route.LoaderArgs) {
  return guidePageData(params.slug);
}

/** The trail the page shows and its JSON-LD repeats. */
function crumbsFor(title: string, path: string) {
  return [
    { name: "Home", path: "/" },
    { name: "Resources Hub", path: "/resources-hub" },
    { name: "Free Guides", path: "/resources/downloads-guides" },
    { name: title, path },
  ];
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: `Page Not Found | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: `${d.guide.title}: Free PDF Guide`,
    description: d.guide.description,
    ogType: "article",
    jsonLd: [
      digitalDocumentJsonLd(origin, d.guide, { path: d.path, author: d.author, pdfPath: d.pdfPath, pdfBytes: d.file?.bytes }),
      breadcrumbJsonLd(origin, crumbsFor(d.guide.title, d.path)),
    ],
  });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, path, author, pdfPath, file, others } = loaderData;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbsFor(guide.title, path)} />}
        eyebrow={`Free guide · ${guide.audience}`}
        title={guide.title}
        lede={guide.subtitle}
        art={<GuideCover guide={guide} className="mx-auto w-72 rotate-2" />}
        artOnWideScreensOnly
      >
        <GuideDownloadLink title={guide.title} pdfPath={pdfPath} file={file} className="min-h-12 px-6" />
        <ButtonLink to="#guide-text" reloadDocument variant="secondary">
          Read it here first
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="guide-text" tone="cream" spacing="sm" contained={false}>
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <h2 id="guide-text" className="sr-only">
              The guide
            </h2>
            <p className="mb-8 text-sm text-ink-soft">
              By{" "}
              <Link to={author.path} className="font-semibold text-teal-800 underline underline-offset-4">
                {author.name}
              </Link>
              , {author.credentials} · Updated {formatLongDate(guide.updatedAt)} · {pdfFacts(file)}, no email needed
            </p>
            <GuideBody guide={guide} />
            <p className="mt-12 max-w-3xl border-t border-line pt-6 text-ink-soft">
              {guide.closing.text}{" "}
              <Link to={guide.relatedService.path} className="font-semibold text-teal-800 underline underline-offset-4">
                About {guide.relatedService.label}
              </Link>
            </p>
          </div>
          <aside aria-label="Keep this guide" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
              <p className="font-display text-xl text-ink">Keep it for later</p>
              <p className="mt-2 text-sm text-ink-soft">
                The same guide as a printable file ({pdfFacts(file)}). Tagged for screen readers, with selectable text.
              </p>
              <GuideDownloadLink title={guide.title} pdfPath={pdfPath} file={file} className="mt-4" />
            </div>
            <div className="mt-5 rounded-[var(--radius-card)] bg-teal-900 p-6 text-white shadow-soft">
              <p className="font-display text-xl">{newsletterSection.heading}</p>
              <p className="mt-2 text-sm text-teal-50">One email a week: a tool to try, a five-minute episode, new posts. Unsubscribe any time.</p>
              <NewsletterSignupButton label={newsletterSection.button} className="mt-5" />
            </div>
          </aside>
        </div>
      </Section>

      <Section deferred labelledBy="more-guides-heading" tone="sand">
        <SectionHeading id="more-guides-heading" eyebrow="Keep going" title="More free guides" />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {others.map((g) => (
            <li key={g.slug}>
              <GuideCard guide={g} compact />
            </li>
          ))}
        </ul>
      </Section>
      <RenderLater>
        <VibeCheckCta title={guide.closing.heading} />
      </RenderLater>
    </>
  );
}
