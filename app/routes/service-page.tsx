import { data, Link } from "react-router";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { Faq } from "~/components/sections/faq";
import { ServiceCard } from "~/components/sections/service-card";
import { StepCards } from "~/components/ui/numbered-steps";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { servicePageCopy as copy } from "~/content/service-facts";
import { vibeCheckHrefFor } from "~/content/service-model";
import { serviceTeam } from "~/features/matching/service-team.server";
import { quizLinksForService } from "~/features/quizzes/quiz-data.server";
import { ServiceFees } from "~/features/services/service-fees";
import { ServiceFit } from "~/features/services/service-fit";
import { ServiceHero } from "~/features/services/service-hero";
import { servicePageData } from "~/features/services/service-page.server";
import { ServiceTeam } from "~/features/services/service-team";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { faqPageJsonLd } from "~/lib/json-ld/faq-page";
import { serviceJsonLd } from "~/lib/json-ld/service";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service-page";

/**
 * One template for every service and program page (app/content/services/); the route table
 * registers it once per path. No client state.
 */

export function loader({ request }: Route.LoaderArgs) {
  const page = servicePageData(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { ...page, quizzes: quizLinksForService(page.entry.slug), team: serviceTeam(page.entry.slug) };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [{ title: "Page Not Found" }];
  const { entry, seo, isVariant, crumbs } = args.loaderData;
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: seo.title,
    description: seo.description,
    canonicalPath: entry.path,
    noindex: isVariant,
    jsonLd: [serviceJsonLd(origin, entry), breadcrumbJsonLd(origin, crumbs), ...(entry.faqs.length ? [faqPageJsonLd(origin, entry.path, entry.faqs)] : [])],
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { entry, crumbs, related, betterFits, quizzes, team, facts, closing } = loaderData;
  const vibeHref = vibeCheckHrefFor(entry);
  return (
    <>
      <ServiceHero entry={entry} crumbs={crumbs} vibeHref={vibeHref} />

      <ServiceFit entry={entry} betterFits={betterFits} quizzes={quizzes} />

      <Section deferred tone="mist" labelledBy="helps-heading" title={copy.helpsWith} headingSize="subsection">
        <ul className="mt-8 flex flex-wrap gap-3">
          {entry.helpsWith.map((h) => (
            <li key={h} className="rounded-full border border-teal-100 bg-white px-4 py-2.5 text-ink shadow-soft">
              {h}
            </li>
          ))}
        </ul>
      </Section>

      <Section deferred tone="cream" labelledBy="how-heading" title={copy.howItWorks} headingSize="subsection">
        <div className="mt-8">
          <StepCards steps={entry.howItWorks} />
        </div>
      </Section>

      <ServiceFees entry={entry} facts={facts} />

      <ServiceTeam>
        {team.map(({ therapist, focus }) => (
          <TherapistMiniCard key={therapist.slug} therapist={therapist} lines={[focus]} />
        ))}
      </ServiceTeam>

      <Section deferred tone="mist" labelledBy="faq-heading" contained={false}>
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-14">
          <div>
            <Heading id="faq-heading" size="subsection">
              {copy.faq.heading}
            </Heading>
            <p className="mt-3 text-ink-soft">
              {copy.faq.feesLead}{" "}
              <Link to="/fees-and-faqs" className="inline-link">
                {copy.faq.feesLink}
              </Link>
              .
            </p>
          </div>
          <Faq faqs={entry.faqs} />
        </div>
      </Section>

      <Section deferred tone="cream" spacing="none" className="pt-14 sm:pt-20" labelledBy="related-heading" title={copy.related} headingSize="subsection">
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((card) => (
            <li key={card.slug}>
              <ServiceCard entry={card} />
            </li>
          ))}
        </ul>
      </Section>

      <VibeCheckCta href={vibeHref} title={closing.title} text={closing.text} deferred />
    </>
  );
}
