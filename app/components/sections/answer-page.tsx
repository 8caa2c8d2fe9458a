import type { MetaDescriptor } from "react-router";
import { AnswerLinks } from "~/components/sections/answer-links";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { SectionIndexAside, ShortVersion } from "~/components/sections/document-parts";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import type { AnswerPageContent } from "~/content/answer-pages/answer-page-types";
import { vibeCheckCta } from "~/content/navigation";
import { articleJsonLd } from "~/lib/json-ld/article";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { faqPageJsonLd } from "~/lib/json-ld/faq-page";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";

/** Title, description, canonical, and Article, BreadcrumbList and (for its questions) FAQPage JSON-LD. */
export function answerPageMeta(args: Parameters<typeof seoMeta>[0], page: AnswerPageContent): MetaDescriptor[] {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    ...page.seo,
    canonicalPath: page.path,
    ogType: "article",
    jsonLd: [
      articleJsonLd(origin, { headline: page.title, path: page.path }),
      breadcrumbJsonLd(origin, page.crumbs),
      ...(page.faqs.length ? [faqPageJsonLd(origin, page.path, page.faqs)] : []),
    ],
  });
}

/** One question answered in full: header, the short version, numbered sections, FAQs, further reading, the Vibe Check band. */
export function AnswerPage({ page }: { page: AnswerPageContent }) {
  const toc = page.sections.map((s) => ({ id: s.id, title: s.title }));
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={page.crumbs} />} eyebrow={page.eyebrow} title={page.title} lede={page.lede}>
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
      </PageHeader>

      <div className="container-page pt-10 pb-6 sm:pt-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 xl:gap-20">
        <SectionIndexAside items={toc} />

        <div className="min-w-0">
          <ShortVersion points={page.summary} />

          <article className="prose-page" aria-label={page.title}>
            {page.sections.map((section, i) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-28 border-b border-line/70 pb-4 last:border-b-0"
              >
                <h2 id={`${section.id}-heading`} className="flex items-baseline gap-3">
                  <span aria-hidden="true" className="font-sans text-sm font-semibold text-coral-700 tabular-nums">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <span>{section.title}</span>
                </h2>
                {section.body}
              </section>
            ))}
          </article>

          <CrisisNotice domesticViolence={page.crisisNotice === "domestic-violence"} className="mt-8 max-w-[44rem]" />
        </div>
      </div>

      {page.faqs.length ? (
        <Section deferred tone="mist" labelledBy="answer-faq-heading" contained={false}>
          <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-14">
            <Heading id="answer-faq-heading" size="subsection">
              Questions people ask us
            </Heading>
            <Faq faqs={page.faqs} />
          </div>
        </Section>
      ) : null}

      <AnswerLinks id="answer-related-heading" title="Read next" links={page.related} />

      <VibeCheckCta title={page.cta.title} text={page.cta.text} deferred />
    </>
  );
}
