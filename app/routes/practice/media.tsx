import { practiceRef } from "~/lib/json-ld/practice";
import { webPageJsonLd } from "~/lib/json-ld/web-page";
import type { MetaFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { PressStoryCard } from "~/components/sections/press-story-card";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PressLogo } from "~/components/ui/press-logo";
import { pressStoriesByTier, type PressStory } from "~/content/press-stories";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/heading";

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: "Millennial Life in the Media",
    description:
      "Millennial Life's Dallas therapists in the press: interviews and features on modern couples therapy, premarital counseling and relationships.",
    jsonLd: [
      webPageJsonLd(origin, { type: "CollectionPage", name: "Millennial Life in the Media", path: "/media", about: practiceRef(origin) }),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Millennial Life in the Media", path: "/media" },
      ]),
    ],
  });
};

export default function MediaPage() {
  const press = pressStoriesByTier();
  const featured = press.filter((p) => p.tier === 1);
  const more = press.filter((p) => p.tier !== 1);
  return (
    <>
      <PageHeader
        eyebrow="As seen in"
        title="Millennial Life in the Media"
        art={<PressStackArt mentions={featured.slice(0, 3)} />}
        lede="Our therapists talk with journalists, producers and podcasters about modern relationships: why couples are starting therapy earlier, what engaged couples should talk about, and how to make love work with two careers and a phone each."
      >
        <ButtonLink to="/media-contact">Press enquiries</ButtonLink>
      </PageHeader>

      <section className="border-b border-line bg-cream py-10" aria-label="Outlets that have featured us">
        <ul className="container-page flex flex-wrap items-center justify-center gap-x-10 gap-y-6 text-ink-soft">
          {press.map((p) => (
            <li key={p.name}>
              <a href={`#${p.slug}`} className="block rounded-md">
                <PressLogo mention={p} height={26} />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <Section labelledBy="featured-heading" tone="cream">
        <SectionHeading id="featured-heading" eyebrow="Featured" title="Features and interviews" />
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {featured.map((p) => (
            <PressStoryCard key={p.name} story={p} look="featured" anchored />
          ))}
        </ul>
      </Section>

      <Section labelledBy="more-press-heading" tone="sand">
        <SectionHeading id="more-press-heading" eyebrow="More coverage" title="Segments, quotes and conversations" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((p) => (
            <PressStoryCard key={p.name} story={p} look="compact" anchored />
          ))}
        </ul>
      </Section>

      <Section labelledBy="press-cta-heading" tone="mist" spacing="none" className="py-14 sm:py-16" contained={false}>
        {/* The card sits inside the content column, not on it: the column's side padding stays. */}
        <div className="container-page">
          <div className="flex flex-col items-start justify-between gap-6 rounded-[2rem] bg-white p-6 shadow-soft sm:p-10 md:flex-row md:items-center">
            <div>
              <Heading size="panel" id="press-cta-heading">
                Working on a story?
              </Heading>
              <p className="mt-2 max-w-xl text-ink-soft">We reply to press enquiries within one business day, and the same day on deadline.</p>
            </div>
            <ButtonLink to="/media-contact" variant="secondary">
              Media & press contact
            </ButtonLink>
          </div>
        </div>
      </Section>

      <VibeCheckCta />
    </>
  );
}

/** Header art: a small, tilted stack of clippings with the top outlets' wordmarks. */
function PressStackArt({ mentions }: { mentions: PressStory[] }) {
  const tilt = ["-rotate-3", "rotate-2 translate-x-6", "-rotate-1 -translate-x-2"];
  return (
    <div aria-hidden="true" className="relative mx-auto grid max-w-sm gap-3 py-4">
      {mentions.map((m, i) => (
        <div key={m.name} className={`rounded-2xl bg-white px-6 py-5 text-ink shadow-soft ${tilt[i] ?? ""}`}>
          <PressLogo mention={m} height={24} decorative />
          {/* The story's own headline, not grey bars that read as a loading skeleton. */}
          <p className="mt-2 line-clamp-2 font-display text-sm leading-snug text-ink-soft">{m.topic}</p>
        </div>
      ))}
    </div>
  );
}
