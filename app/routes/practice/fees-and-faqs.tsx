import { AnswerLinks } from "~/components/sections/answer-links";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ButtonLink } from "~/components/ui/button";
import { faqGroupsFor } from "~/content/faqs";
import { feesPageCrumbs, feesPageCtaTitle, feesPageHeader, feesPageReading, feesPageSeo, feesQuickFacts } from "~/content/fees-page";
import { vibeCheckCta } from "~/content/navigation";
import { FeesAtAGlance } from "~/features/fees/fees-at-a-glance";
import { FeesFaqSection } from "~/features/fees/fees-faq-section";
import { FlexiblePricingSection } from "~/features/fees/flexible-pricing-section";
import { GoodFaithEstimateSection } from "~/features/fees/good-faith-estimate-section";
import { InsuranceSection } from "~/features/fees/insurance-section";
import { PoliciesSection } from "~/features/fees/policies-section";
import { ProgramsSection } from "~/features/fees/programs-section";
import { SessionFeesSection } from "~/features/fees/session-fees-section";
import { sessionTiers } from "~/features/fees/session-tiers.server";
import { feePageData } from "~/features/services/fee-page-data.server";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { faqPageJsonLd } from "~/lib/json-ld/faq-page";
import { canonicalOriginFromMatches, contactFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/fees-and-faqs";

/** Program prices, lengths and inclusions come from app/content/services/ (feeSchedule), on the server only. */
export function loader() {
  return { ...feePageData(), sessionTiers: sessionTiers() };
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: feesPageSeo.title,
    description: feesPageSeo.description(args.loaderData?.programsFromUsd),
    canonicalPath: "/fees-and-faqs",
    jsonLd: [
      faqPageJsonLd(
        origin,
        "/fees-and-faqs",
        faqGroupsFor(contactFromMatches(args.matches)).flatMap((g) => g.faqs),
      ),
      breadcrumbJsonLd(origin, feesPageCrumbs),
    ],
  });
}

export default function FeesAndFaqsPage({ loaderData }: Route.ComponentProps) {
  const { programGroups, sessionServices, programsFromUsd, sessionTiers } = loaderData;
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={feesPageCrumbs} />} eyebrow={feesPageHeader.eyebrow} title={feesPageHeader.title} lede={feesPageHeader.lede}>
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
        <ButtonLink to="#faqs" variant="secondary">
          {feesPageHeader.faqLink}
        </ButtonLink>
      </PageHeader>
      <FeesAtAGlance facts={feesQuickFacts(programsFromUsd)} />
      <SessionFeesSection tiers={sessionTiers} sessionServices={sessionServices} />
      <ProgramsSection groups={programGroups} />
      <InsuranceSection />
      <FlexiblePricingSection />
      <PoliciesSection />
      <GoodFaithEstimateSection />
      <FeesFaqSection />
      <AnswerLinks id="fees-reading-heading" title={feesPageReading.title} links={feesPageReading.links} />
      <VibeCheckCta title={feesPageCtaTitle} deferred />
    </>
  );
}
