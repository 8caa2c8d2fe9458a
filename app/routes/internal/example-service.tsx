import { Link } from "react-router";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepCards } from "~/components/ui/numbered-steps";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { MarkedList } from "~/components/ui/marked-list";
import { SofaArt } from "~/components/ui/line-art";
import { formatUsd, standardSessionFromUsd } from "~/content/fees";
import { faqGroupsFor } from "~/content/faqs";
import { defaultPracticeContact } from "~/content/practice-contact";
import { vibeCheckCta } from "~/content/navigation";
import { therapists } from "~/content/therapists";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { serviceJsonLd } from "~/lib/json-ld/service";
import { serviceBySlug } from "~/content/services";
import { StyleGuideNav } from "~/features/style-guide/style-guide-nav";
import { Section } from "~/components/ui/section";
import { exampleServicePage as copy } from "~/content/style-guide";
import type { Route } from "./+types/example-service";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";

/**
 * The anatomy of a service page, assembled from the real sections with real copy: what it is,
 * is it for me, what happens, what it costs, who offers it, questions, how to start (the order every service page follows).
 */
export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: copy.title,
    description: copy.description,
    noindex: true,
    // The real couples-therapy page's Service, from the one builder every service page uses.
    jsonLd: [serviceJsonLd(canonicalOriginFromMatches(args.matches), serviceBySlug(copy.jsonLdService)!)],
  });
}

export default function ExampleServicePage() {
  const couplesTherapists = therapists.filter((t) => t.focus.includes("couples")).slice(0, 3);
  return (
    <>
      <StyleGuideNav />
      <PageHeader eyebrow={copy.eyebrow} title={copy.headline} lede={copy.lede} art={<SofaArt />}>
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
      </PageHeader>

      <Section labelledBy="for-you-heading" tone="cream">
        <SectionHeading id="for-you-heading" eyebrow={copy.forYou.eyebrow} title={copy.forYou.title} />
        <MarkedList items={copy.forYou.items} className="mt-8 grid gap-4 md:grid-cols-2" />
      </Section>

      <Section labelledBy="steps-heading" tone="mist">
        <SectionHeading id="steps-heading" eyebrow={copy.steps.eyebrow} title={copy.steps.title} />
        <div className="mt-8">
          <StepCards steps={copy.steps.items} />
        </div>
      </Section>

      <Section labelledBy="cost-heading" tone="cream" contained={false}>
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="cost-heading" eyebrow={copy.cost.eyebrow} title={copy.cost.title(formatUsd(standardSessionFromUsd))}>
              {copy.cost.text}
            </SectionHeading>
            <Link to="/fees-and-faqs#session-fees" className="inline-link mt-6 inline-flex min-h-11 items-center">
              {copy.cost.link}
            </Link>
          </div>
          <div>
            <Heading size="card">{copy.team.title}</Heading>
            <ul className="mt-6 grid gap-4">
              {couplesTherapists.map((t) => (
                <li key={t.slug}>
                  <TherapistMiniCard therapist={t} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section labelledBy="service-faq-heading" tone="sand" contained={false}>
        <div className="container-page max-w-4xl">
          <SectionHeading id="service-faq-heading" eyebrow={copy.faq.eyebrow} title={copy.faq.title} />
          <div className="mt-8">
            <Faq groups={faqGroupsFor(defaultPracticeContact).filter((g) => g.id === "getting-started")} search={{ param: "service-q" }} />
          </div>
        </div>
      </Section>

      <VibeCheckCta title={copy.cta} />
    </>
  );
}
