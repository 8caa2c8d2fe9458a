import { Link } from "react-router";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PressStoryCard } from "~/components/sections/press-story-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { founderLetter, founderPage as copy, founderWhy } from "~/content/about";
import { vibeCheckCta } from "~/content/navigation";
import { pressStoriesByTier } from "~/content/press-stories";
import { therapistBySlug, therapistPath, type Therapist } from "~/content/therapists";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { personRefJsonLd } from "~/lib/json-ld/person";
import { webPageJsonLd } from "~/lib/json-ld/web-page";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/founder";

function founder(): Therapist {
  const t = therapistBySlug(copy.slug);
  if (!t) throw new Error(`founder: no therapist ${copy.slug} in therapists.ts`);
  return t;
}

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  const f = founder();
  return seoMeta(args, {
    title: copy.seo.title(f.name),
    description: copy.seo.description(f.name),
    // The story; the clinical profile at /therapists/{slug} is its own canonical page.
    canonicalPath: "/founder",
    jsonLd: [
      webPageJsonLd(origin, { type: "AboutPage", name: copy.seo.title(f.name), path: "/founder", about: personRefJsonLd(origin, f) }),
      breadcrumbJsonLd(origin, copy.crumbs),
    ],
  });
}

export default function FounderPage() {
  const f = founder();
  const press = pressStoriesByTier().filter((p) => copy.pressOutlets.includes(p.name));
  return (
    <>
      <Section labelledBy="founder-heading" tone="sand" spacing="none" className="relative overflow-hidden" contained={false}>
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
        {/* The trail above the heading, as a page header places it. */}
        <div className="container-page relative pt-3">
          <Breadcrumbs crumbs={copy.crumbs} />
        </div>
        <div className="container-page relative grid gap-10 pt-6 pb-12 sm:pt-10 sm:pb-20 md:grid-cols-[1.2fr_1fr] md:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{copy.hero.eyebrow}</p>
            <Heading as="h1" id="founder-heading" size="page" className="mt-3">
              {copy.hero.title(f.name)}
            </Heading>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">{copy.hero.lede(f.firstName)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
              <ButtonLink to={therapistPath(f)} variant="secondary">
                {copy.hero.profileLink(f.firstName)}
              </ButtonLink>
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-[18rem] md:max-w-sm">
            <TherapistPortrait
              person={f}
              size={400}
              eager
              sizes="(min-width: 768px) 384px, 288px"
              className="aspect-square h-auto w-full shadow-lift"
              rounded="rounded-[2rem]"
            />
            <AvailabilityBadge therapist={f} variant="long" className="absolute -bottom-3 left-1/2 -translate-x-1/2 px-4 py-1.5 text-sm shadow-soft" />
          </div>
        </div>
      </Section>

      <Section labelledBy="letter-heading" tone="cream">
        <div className="mx-auto max-w-3xl rounded-[2rem] bg-white p-7 shadow-soft sm:p-12">
          <Heading size="section" id="letter-heading">
            {founderLetter.greeting}
          </Heading>
          <div className="prose-page mt-5 text-lg">
            {founderLetter.paragraphs.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
          </div>
          <p className="mt-8 text-ink-soft">{founderLetter.signOff}</p>
          <p className="mt-1 font-display text-3xl text-teal-800 italic">{f.firstName}</p>
        </div>
      </Section>

      <Section labelledBy="why-heading" tone="mist">
        <SectionHeading id="why-heading" {...copy.why} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {founderWhy.map((w) => (
            <li key={w.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
              <Heading as="h3" size="item">
                {w.title}
              </Heading>
              <p className="mt-2 text-ink-soft">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {press.length ? (
        <Section labelledBy="founder-press-heading" tone="cream">
          <SectionHeading id="founder-press-heading" eyebrow={copy.press.eyebrow} title={copy.press.title(f.firstName)} />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {press.map((p) => (
              <PressStoryCard key={p.name} story={p} look="compact" withSummary={false} />
            ))}
          </ul>
          <Link to="/media" className="inline-link mt-8 inline-flex min-h-11 items-center">
            {copy.press.allLink}
          </Link>
        </Section>
      ) : null}

      <VibeCheckCta title={copy.ctaTitle(f.firstName)} />
    </>
  );
}
