import type { MetaDescriptor } from "react-router";
import { AnswerLinks } from "~/components/sections/answer-links";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
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

/** Links inside cards that sit outside `prose-page` get the same look as prose links. */
const INLINE_LINKS = "[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-[3px] hover:[&_a]:text-teal-900";

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
        <aside className="hidden lg:block">
          <nav aria-label="On this page" className="sticky top-[120px]">
            <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">On this page</p>
            <ol className="mt-3 border-l border-line">
              {toc.map((item, i) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="-ml-px flex min-h-9 items-center gap-3 border-l-2 border-transparent py-1.5 pl-4 text-sm leading-snug text-ink-soft transition-colors hover:border-teal-600 hover:text-teal-800"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-xs text-ink-soft/80 tabular-nums">
                      {String(i + 1).padStart(2, "0")}
                    </span>
                    <span>{item.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <div className="min-w-0">
          <section aria-labelledby="short-version-heading" className={`mb-4 max-w-[44rem] rounded-[var(--radius-card)] bg-mist p-6 sm:p-8 ${INLINE_LINKS}`}>
            <Heading id="short-version-heading" size="block">
              The short version
            </Heading>
            <ul className="mt-4 space-y-3">
              {page.summary.map((point, i) => (
                <li key={i} className="flex gap-3 leading-relaxed text-ink">
                  <svg
                    viewBox="0 0 20 20"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    className="mt-0.5 shrink-0 text-teal-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <circle cx="10" cy="10" r="8" />
                    <path d="m6.5 10.2 2.4 2.3 4.6-4.8" />
                  </svg>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>

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
