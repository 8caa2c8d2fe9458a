import { Link } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { EnvelopeArt } from "~/components/ui/line-art";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { Section } from "~/components/ui/section";
import {
  applyMailto,
  careersCrumbs,
  careersHeader,
  careersSections,
  careersSeo,
  clinicianBenefits,
  equalOpportunity,
  howToApply,
  openRoles,
} from "~/content/careers";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { usePracticeContact } from "~/content/practice-contact";
import type { Route } from "./+types/join-our-team";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { ...careersSeo, jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), careersCrumbs)] });
}

export default function JoinOurTeamPage() {
  const contact = usePracticeContact();
  const { careersEmail } = contact;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={careersCrumbs} />}
        eyebrow={careersHeader.eyebrow}
        title={careersHeader.title}
        lede={careersHeader.lede}
        art={<EnvelopeArt />}
      >
        <ButtonLink to="#open-roles" reloadDocument>
          {careersHeader.rolesLink}
        </ButtonLink>
        <ButtonLink to="#how-to-apply" reloadDocument variant="secondary">
          {careersHeader.applyLink}
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="benefits-heading" tone="cream">
        <SectionHeading id="benefits-heading" {...careersSections.benefits} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {clinicianBenefits.map((b) => (
            <li key={b.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <Heading as="h3" size="item">
                {b.title}
              </Heading>
              <p className="mt-2 text-ink-soft">{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="roles-heading" tone="sand" id="open-roles">
        <SectionHeading id="roles-heading" eyebrow={careersSections.roles.eyebrow} title={careersSections.roles.title}>
          {careersSections.roles.intro(contact)}
        </SectionHeading>
        <ul className="mt-10 space-y-5">
          {openRoles.map((role) => (
            <li
              key={role.id}
              id={role.id}
              className="grid gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8 lg:grid-cols-[1.2fr_1fr_auto] lg:items-start"
            >
              <div>
                <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">{role.type}</p>
                <Heading as="h3" size="card" className="mt-1">
                  {role.title}
                </Heading>
                <p className="mt-2 text-ink-soft">{role.summary}</p>
              </div>
              <div>
                <p className="text-sm font-semibold text-ink">{careersSections.roles.requirementsLabel}</p>
                <MarkedList items={role.requirements} mark="dot" className="mt-2 space-y-1.5 text-ink-soft" />
              </div>
              <ButtonLink to={applyMailto(careersEmail, role.title)} reloadDocument variant="secondary" className="whitespace-nowrap">
                {careersSections.roles.applyLabel}
                <span className="sr-only"> for {role.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="apply-heading" tone="cream" contained={false} id="how-to-apply">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="apply-heading" eyebrow={careersSections.apply.eyebrow} title={careersSections.apply.title} />
            <p className="mt-4 text-lg text-ink-soft">
              {careersSections.apply.emailLead}{" "}
              <a href={applyMailto(careersEmail)} className="inline-link">
                {careersEmail}
              </a>{" "}
              {careersSections.apply.subjectLead} <span className="rounded bg-sand px-1.5 py-0.5 font-mono text-base text-ink">{howToApply.subjectFormat}</span>{" "}
              {careersSections.apply.includeLead}
            </p>
            <MarkedList items={howToApply.include} mark="tick" className="mt-4 space-y-2 text-ink-soft" />
            <ButtonLink to={applyMailto(careersEmail)} className="mt-8">
              Email {careersEmail}
            </ButtonLink>
            <p className="mt-6 rounded-2xl bg-mist p-4 text-sm text-ink-soft">{howToApply.privacyNote}</p>
          </div>
          <div>
            <Heading as="h3" size="card">
              {careersSections.apply.stepsTitle}
            </Heading>
            <NumberedSteps steps={howToApply.steps} className="mt-6 space-y-5" />
            <p className="mt-8 text-sm text-ink-soft">{equalOpportunity}</p>
            <Link to="/team" className="inline-link mt-4 inline-flex min-h-11 items-center">
              {careersSections.apply.teamLink}
            </Link>
          </div>
        </div>
      </Section>

      <VibeCheckCta {...careersSections.cta} />
    </>
  );
}
