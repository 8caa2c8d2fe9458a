import { Link } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { LinkTile } from "~/components/ui/link-tile";
import { CreativeArt } from "~/components/ui/line-art";
import { StepNumber } from "~/components/ui/numbered-steps";
import { Section } from "~/components/ui/section";
import { creativeCrumbs, creativeHeader, creativePage, creativeSections, creativeSeo } from "~/content/creative";
import { vibeCheckCta } from "~/content/navigation";
import { therapistBySlug } from "~/content/therapists";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/creative";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { ...creativeSeo, jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), creativeCrumbs)] });
}

export default function CreativePage() {
  const team = creativePage.therapistSlugs.map((slug) => therapistBySlug(slug)).filter((t) => t !== undefined);
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={creativeCrumbs} />} {...creativeHeader} lede={creativePage.intro} art={<CreativeArt />}>
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
      </PageHeader>

      <Section labelledBy="situations-heading" tone="cream">
        <SectionHeading id="situations-heading" {...creativeSections.situations} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {creativePage.situations.map((s) => (
            <li key={s.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <Heading as="h3" size="item">
                {s.title}
              </Heading>
              <p className="mt-2 text-ink-soft">{s.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="approach-heading" tone="mist">
        <SectionHeading id="approach-heading" {...creativeSections.approach} />
        <ol className="mt-10 grid gap-5 md:grid-cols-2">
          {creativePage.approach.map((a, i) => (
            <li key={a.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
              <StepNumber n={i + 1} />
              <div className="pt-1.5">
                <Heading as="h3" size="item">
                  {a.title}
                </Heading>
                <p className="mt-1 text-ink-soft">{a.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="offers-heading" tone="cream" contained={false}>
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="offers-heading" eyebrow={creativeSections.offers.eyebrow} title={creativeSections.offers.title} />
            <ul className="mt-8 space-y-4">
              {creativePage.offers.map((o) => (
                <li key={o.to}>
                  <LinkTile to={o.to} title={o.title} text={o.text} />
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-ink-soft">
              {creativePage.note} {creativeSections.offers.pricesLead}{" "}
              <Link to="/fees-and-faqs" className="inline-link">
                {creativeSections.offers.pricesLink}
              </Link>
              .
            </p>
          </div>
          <div>
            <Heading size="card">{creativeSections.team}</Heading>
            <ul className="mt-6 grid gap-4">
              {team.map((t) => (
                <li key={t.slug}>
                  <TherapistMiniCard therapist={t} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <VibeCheckCta title={creativeSections.ctaTitle} />
    </>
  );
}
