import { webPageJsonLd } from "~/lib/json-ld/web-page";
import { Link, type MetaFunction } from "react-router";
import { SectionHeading } from "~/components/sections/section-heading";
import { PressStoryCard } from "~/components/sections/press-story-card";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { founderLetter, founderWhy } from "~/content/about";
import { vibeCheckCta } from "~/content/navigation";
import { pressStoriesByTier } from "~/content/press-stories";
import { site } from "~/content/site";
import { therapistBySlug, therapistPath, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { personRefJsonLd } from "~/lib/json-ld/person";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/heading";

const FOUNDER_SLUG = "nia-carter";
/** Press pieces that feature the founder herself. */
const FOUNDER_PRESS = ["The Dallas Morning News", "Voyage Dallas", "Psychology Today"];

function founder(): Therapist {
  const t = therapistBySlug(FOUNDER_SLUG);
  if (!t) throw new Error(`founder: no therapist ${FOUNDER_SLUG} in therapists.ts`);
  return t;
}

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  const f = founder();
  return seoMeta(args, {
    title: `Our Founder, ${f.name}`,
    description: `Why ${f.name} started Millennial Life in Dallas in ${site.foundedYear}: a letter from our founder on modern couples therapy and the practice she built.`,
    // The story; the clinical profile at /therapists/{slug} is its own canonical page.
    canonicalPath: "/founder",
    jsonLd: [
      webPageJsonLd(origin, {
        type: "AboutPage",
        name: `Our Founder, ${f.name}`,
        path: "/founder",
        about: personRefJsonLd(origin, f),
      }),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "About Us", path: "/about-us" },
        { name: "Our Founder", path: "/founder" },
      ]),
    ],
  });
};

export default function FounderPage() {
  const f = founder();
  const press = pressStoriesByTier().filter((p) => FOUNDER_PRESS.includes(p.name));
  return (
    <>
      <Section labelledBy="founder-heading" tone="sand" spacing="none" className="relative overflow-hidden" contained={false}>
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
        <div className="container-page relative grid gap-10 py-12 sm:py-20 md:grid-cols-[1.2fr_1fr] md:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">Our founder</p>
            <Heading as="h1" id="founder-heading" size="page" className="mt-3">
              {f.name} built the practice she wished existed
            </Heading>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">
              The story of how {site.name} began in {site.foundedYear}, and what {f.firstName} still believes about love, work and asking for help early.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
              <Link
                to={therapistPath(f)}
                className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-white"
              >
                {f.firstName}'s clinical profile
              </Link>
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
        <SectionHeading id="why-heading" eyebrow="The short version" title="Three questions Nia gets asked a lot" />
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

      <Section labelledBy="founder-press-heading" tone="cream">
        <SectionHeading id="founder-press-heading" eyebrow="In the media" title={`Where you may have heard ${f.firstName}`} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {press.map((p) => (
            <PressStoryCard key={p.name} story={p} look="compact" withSummary={false} />
          ))}
        </ul>
        <Link to="/media" className="mt-8 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
          All press mentions
        </Link>
      </Section>

      <VibeCheckCta title={`${f.firstName} built the Vibe Check so starting would feel easy.`} />
    </>
  );
}
