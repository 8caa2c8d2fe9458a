import { Link, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { EnvelopeArt } from "~/components/ui/line-art";
import { clinicianBenefits, equalOpportunity, howToApply, openRoles } from "~/content/careers";
import { site } from "~/content/site";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { Icon } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/heading";

function mailtoFor(roleTitle?: string) {
  const subject = roleTitle ? howToApply.subjectFormat.replace("[role]", roleTitle) : howToApply.subjectFormat;
  return `mailto:${howToApply.email}?subject=${encodeURIComponent(subject)}`;
}

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: "Join Our Team: Therapist and Intern Careers in Dallas",
    description:
      "Join Millennial Life in Dallas: roles for licensed couples therapists, LMFT and LPC associates and masters-level interns, with supervision and a full caseload.",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Join Our Team", path: "/join-our-team" },
      ]),
    ],
  });
};

export default function JoinOurTeamPage() {
  return (
    <>
      <PageHeader
        eyebrow="Join our team"
        title="Do the relationship work you trained for"
        lede="We handle the marketing, the scheduling and the billing. You get a full caseload of couples and individuals, real supervision, and a team that actually talks to each other."
        art={<EnvelopeArt />}
      >
        <ButtonLink to="#open-roles" reloadDocument>
          See open roles
        </ButtonLink>
        <ButtonLink to="#how-to-apply" reloadDocument variant="secondary">
          How to apply
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="benefits-heading" tone="cream">
        <SectionHeading id="benefits-heading" eyebrow="What you get" title="Why clinicians join Millennial Life" />
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
        <SectionHeading id="roles-heading" eyebrow="Open roles" title="Who we're looking for">
          All roles are based in our {site.address.city} office with online days. We see clients across Texas, so every clinician needs a Texas licence or
          placement.
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
                <p className="text-sm font-semibold text-ink">You'll bring</p>
                <ul className="mt-2 space-y-1.5 text-ink-soft">
                  {role.requirements.map((r) => (
                    <li key={r} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-teal-600" />
                      {r}
                    </li>
                  ))}
                </ul>
              </div>
              <a
                href={mailtoFor(role.title)}
                className="inline-flex min-h-12 items-center justify-center rounded-full border border-teal-700 px-5 font-semibold whitespace-nowrap text-teal-800 hover:bg-teal-700 hover:text-white"
              >
                Apply by email<span className="sr-only"> for {role.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="apply-heading" tone="cream" contained={false} id="how-to-apply">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="apply-heading" eyebrow="How to apply" title="Send us an email. That's it." />
            <p className="mt-4 text-lg text-ink-soft">
              Email{" "}
              <a href={mailtoFor()} className="font-semibold text-teal-800 underline underline-offset-4">
                {howToApply.email}
              </a>{" "}
              with the subject line <span className="rounded bg-sand px-1.5 py-0.5 font-mono text-base text-ink">{howToApply.subjectFormat}</span> and include:
            </p>
            <ul className="mt-4 space-y-2 text-ink-soft">
              {howToApply.include.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check" size={20} className="mt-0.5 text-teal-700" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink to={mailtoFor()} className="mt-8">
              Email {howToApply.email}
            </ButtonLink>
            <p className="mt-6 rounded-2xl bg-mist p-4 text-sm text-ink-soft">{howToApply.privacyNote}</p>
          </div>
          <div>
            <Heading as="h3" size="card">
              What happens next
            </Heading>
            <ol className="mt-6 space-y-5">
              {howToApply.steps.map((step, i) => (
                <li key={step.title} className="grid grid-cols-[2.5rem_1fr] gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-coral-50 font-display text-lg text-coral-700"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{step.title}</span>
                    <span className="mt-1 block text-ink-soft">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-8 text-sm text-ink-soft">{equalOpportunity}</p>
            <Link to="/team" className="mt-4 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
              Meet the team you'd be joining
            </Link>
          </div>
        </div>
      </Section>

      <VibeCheckCta
        title="Looking for therapy rather than a job?"
        text="Start with a free 15-minute Vibe Check. We'll match you with a therapist who fits and reply within 24 business hours."
      />
    </>
  );
}
