import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { SixArt } from "~/components/ui/line-art";
import { Section } from "~/components/ui/section";
import { formatUsd } from "~/content/fees";
import { priceUnitLabels } from "~/content/service-model";
import { conversations, groundRules, SIX_RESET_PATH, sixCrumbs, sixHeader, sixSections, sixSeo } from "~/content/six";
import { programOffer } from "~/features/services/fee-page-data.server";
import { articleJsonLd } from "~/lib/json-ld/article";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/six";

/** The Reset's price and length come from app/content/services/, on the server only. */
export function loader() {
  return { reset: programOffer(SIX_RESET_PATH) };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: sixSeo.title,
    description: sixSeo.description,
    jsonLd: [articleJsonLd(origin, { headline: sixSeo.headline, path: "/six" }), breadcrumbJsonLd(origin, sixCrumbs)],
  });
}

export default function SixPage({ loaderData }: Route.ComponentProps) {
  const { reset } = loaderData;
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={sixCrumbs} />} eyebrow={sixHeader.eyebrow} title={sixHeader.title} lede={sixHeader.lede} art={<SixArt />}>
        <ButtonLink to="#conversation-1" reloadDocument>
          {sixHeader.startLink}
        </ButtonLink>
        <ButtonLink to={SIX_RESET_PATH} variant="secondary">
          {sixHeader.therapistLink}
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="rules-heading" tone="cream">
        <SectionHeading id="rules-heading" {...sixSections.rules} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {groundRules.map((r) => (
            <li key={r.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <Heading as="h3" size="minor">
                {r.title}
              </Heading>
              <p className="mt-2 text-ink-soft">{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="conversations-heading" tone="sand">
        <SectionHeading id="conversations-heading" eyebrow={sixSections.conversations.eyebrow} title={sixSections.conversations.title}>
          {sixSections.conversations.intro}
        </SectionHeading>
        <nav aria-label={sixSections.conversations.navLabel} className="mt-8">
          <ol className="flex flex-wrap gap-2">
            {conversations.map((c) => (
              <li key={c.id}>
                <a href={`#conversation-${c.number}`} className={buttonVariants({ variant: "chip", size: "chip" })}>
                  {c.number}. {c.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="mt-10 space-y-6">
          {conversations.map((c) => (
            <li key={c.id} id={`conversation-${c.number}`} className="scroll-mt-28 rounded-[2rem] bg-white p-6 shadow-soft sm:p-10" data-testid="conversation">
              <div className="grid gap-6 lg:grid-cols-[5rem_1fr_1fr] lg:gap-10">
                <span aria-hidden="true" className="font-display text-6xl leading-none text-coral-500">
                  {c.number}
                </span>
                <div>
                  <Heading as="h3" size="panel">
                    {c.title}
                  </Heading>
                  <p className="mt-3 text-lg text-ink-soft">{c.why}</p>
                  <p className="mt-5 rounded-2xl bg-coral-50 p-4 text-sm text-ink-soft">
                    <span className="font-semibold text-ink">{sixSections.conversations.signalLead}</span>
                    {c.signal}
                  </p>
                </div>
                <div>
                  <p className="text-sm font-semibold tracking-wider text-teal-800 uppercase">{sixSections.conversations.promptsLabel}</p>
                  <ul className="mt-3 space-y-3">
                    {c.prompts.map((p) => (
                      <li key={p} className="rounded-2xl border border-line bg-cream p-4 text-ink">
                        "{p}"
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="reset-heading" tone="mist" contained={false}>
        {/* The card sits inside the content column, not on it: the column's side padding stays. */}
        <div className="container-page">
          <div className="grid items-center gap-8 rounded-[2rem] bg-white p-5 shadow-soft sm:p-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{reset.badge}</p>
              <Heading size="section" id="reset-heading" className="mt-2">
                {sixSections.reset.title(reset.title)}
              </Heading>
              <p className="mt-3 text-lg text-ink-soft">{sixSections.reset.text}</p>
              <p className="mt-2 text-ink-soft">{reset.length}</p>
            </div>
            <div className="rounded-[var(--radius-card)] bg-sand p-5 text-center sm:p-6">
              <p className="font-display text-5xl text-teal-800">{formatUsd(reset.amountUsd)}</p>
              <p className="mt-1 text-ink-soft">{priceUnitLabels[reset.unit]}</p>
              <ButtonLink to={reset.path} className="mt-5">
                {sixSections.reset.link(reset.title)}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>

      <VibeCheckCta />
    </>
  );
}
