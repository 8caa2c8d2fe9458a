import { Link } from "react-router";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { StatCards } from "~/components/sections/stat-cards";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { SofaArt } from "~/components/ui/line-art";
import { Section } from "~/components/ui/section";
import { aboutCrumbs, aboutHeader, aboutSections as copy, aboutSeo, aboutStats, founderPage, milestones, mission, values } from "~/content/about";
import { practiceStats } from "~/content/home";
import { vibeCheckCta } from "~/content/navigation";
import { therapistBySlug, therapistPath } from "~/content/therapists";
import { TeamCollage } from "~/features/therapists/team-collage";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { practiceJsonLd, practiceRef } from "~/lib/json-ld/practice";
import { webPageJsonLd } from "~/lib/json-ld/web-page";
import { canonicalOriginFromMatches, contactFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: aboutSeo.title,
    description: aboutSeo.description,
    jsonLd: [
      webPageJsonLd(origin, { type: "AboutPage", name: aboutSeo.pageName, path: "/about-us", about: practiceRef(origin) }),
      practiceJsonLd(origin, contactFromMatches(args.matches)),
      breadcrumbJsonLd(origin, aboutCrumbs),
    ],
  });
}

export default function AboutUsPage() {
  const founder = therapistBySlug(founderPage.slug);
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={aboutCrumbs} />} eyebrow={aboutHeader.eyebrow} title={aboutHeader.title} lede={mission.body[0]} art={<SofaArt />}>
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
        <ButtonLink to="/team" variant="secondary">
          {aboutHeader.teamLink}
        </ButtonLink>
      </PageHeader>

      <StatCards {...aboutStats} stats={practiceStats} deferred />

      <Section deferred labelledBy="mission-heading" tone="cream" contained={false}>
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <SectionHeading id="mission-heading" eyebrow={copy.mission.eyebrow} title={mission.statement} />
            <div className="prose-page mt-5 text-lg">
              {mission.body.slice(1).map((p) => (
                <p key={p.slice(0, 20)}>{p}</p>
              ))}
            </div>
          </div>
          <div>
            <Heading size="card">{copy.mission.valuesTitle}</Heading>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {values.map((v, i) => (
                <li key={v.title} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
                  <span aria-hidden="true" className="font-display text-sm text-coral-700">
                    0{i + 1}
                  </span>
                  <Heading as="h3" size="minor" className="mt-1">
                    {v.title}
                  </Heading>
                  <p className="mt-1.5 text-ink-soft">{v.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section deferred labelledBy="story-heading" tone="sand" contained={false}>
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div className="lg:sticky lg:top-32 lg:self-start">
            <SectionHeading id="story-heading" {...copy.story} />
          </div>
          <ol className="relative space-y-8 border-l-2 border-teal-200 pl-6 sm:pl-10">
            {milestones.map((m) => (
              <li key={m.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[calc(1.5rem+7px)] h-3 w-3 rounded-full bg-teal-700 ring-4 ring-sand sm:-left-[calc(2.5rem+7px)]"
                />
                <p className="font-display text-lg text-coral-700">{m.year}</p>
                <Heading as="h3" size="item">
                  {m.title}
                </Heading>
                <p className="mt-1 max-w-2xl text-ink-soft">{m.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section deferred labelledBy="people-heading" tone="cream" contained={false}>
        <div className="container-page grid gap-6 lg:grid-cols-2">
          <h2 id="people-heading" className="sr-only">
            {copy.people.heading}
          </h2>
          {founder ? (
            <Link
              to="/founder"
              className="group grid items-center gap-6 rounded-[2rem] bg-white p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:grid-cols-[auto_1fr] sm:p-8"
            >
              <TherapistPortrait person={founder} size={128} alt="" rounded="rounded-3xl" />
              <span>
                <span className="block text-xs font-semibold tracking-wider text-coral-700 uppercase">{copy.people.founder.kicker}</span>
                <span className="mt-1 block font-display text-2xl text-ink">{copy.people.founder.title(founder.firstName)}</span>
                <span className="mt-2 block text-ink-soft">{copy.people.founder.text(founder.name)}</span>
                <span className="inline-link mt-3 inline-flex">{copy.people.founder.link}</span>
              </span>
            </Link>
          ) : null}
          <Link
            to="/team"
            className="group grid items-center gap-6 rounded-[2rem] bg-white p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:grid-cols-[10rem_1fr] sm:p-8"
          >
            <div className="w-40">
              <TeamCollage />
            </div>
            <span>
              <span className="block text-xs font-semibold tracking-wider text-coral-700 uppercase">{copy.people.team.kicker}</span>
              <span className="mt-1 block font-display text-2xl text-ink">{copy.people.team.title}</span>
              <span className="mt-2 block text-ink-soft">{copy.people.team.text}</span>
              <span className="inline-link mt-3 inline-flex">{copy.people.team.link}</span>
            </span>
          </Link>
        </div>
        {founder ? (
          <p className="container-page mt-8 text-sm text-ink-soft">
            {copy.people.profileLead(founder.firstName)}{" "}
            <Link to={therapistPath(founder)} className="inline-link">
              {copy.people.profileLink(founder.name, founder.role)}
            </Link>
          </p>
        ) : null}
      </Section>

      <VibeCheckCta deferred />
    </>
  );
}
