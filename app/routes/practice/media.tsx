import { PressStackArt } from "~/components/art/press-stack-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { PressStoryCard } from "~/components/sections/press-story-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { PressLogo } from "~/components/ui/press-logo";
import { Section } from "~/components/ui/section";
import { mediaCrumbs, mediaHeader, mediaSections as copy, mediaSeo } from "~/content/media";
import { pressStoriesByTier } from "~/content/press-stories";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { practiceRef } from "~/lib/json-ld/practice";
import { webPageJsonLd } from "~/lib/json-ld/web-page";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/media";

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    ...mediaSeo,
    jsonLd: [
      webPageJsonLd(origin, { type: "CollectionPage", name: mediaSeo.title, path: "/media", about: practiceRef(origin) }),
      breadcrumbJsonLd(origin, mediaCrumbs),
    ],
  });
}

export default function MediaPage() {
  const press = pressStoriesByTier();
  const featured = press.filter((p) => p.tier === 1);
  const more = press.filter((p) => p.tier !== 1);
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={mediaCrumbs} />}
        eyebrow={mediaHeader.eyebrow}
        title={mediaHeader.title}
        art={featured.length ? <PressStackArt mentions={featured.slice(0, 3)} /> : undefined}
        lede={mediaHeader.lede}
      >
        <ButtonLink to="/media-contact">{mediaHeader.contactLink}</ButtonLink>
      </PageHeader>

      {press.length ? null : (
        <Section labelledBy="no-press-heading" tone="cream">
          <SectionHeading id="no-press-heading" eyebrow={copy.none.eyebrow} title={copy.none.title}>
            <p>{copy.none.intro}</p>
          </SectionHeading>
        </Section>
      )}

      {press.length ? (
        <section className="border-b border-line bg-cream py-10" aria-label={copy.outletsLabel}>
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
      ) : null}

      {press.length ? (
        <Section labelledBy="featured-heading" tone="cream">
          <SectionHeading id="featured-heading" {...copy.featured} />
          <ul className="mt-10 grid gap-5 md:grid-cols-2">
            {featured.map((p) => (
              <PressStoryCard key={p.name} story={p} look="featured" anchored />
            ))}
          </ul>
        </Section>
      ) : null}

      {press.length ? (
        <Section labelledBy="more-press-heading" tone="sand">
          <SectionHeading id="more-press-heading" {...copy.more} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((p) => (
              <PressStoryCard key={p.name} story={p} look="compact" anchored />
            ))}
          </ul>
        </Section>
      ) : null}

      <Section labelledBy="press-cta-heading" tone="mist" spacing="none" className="py-14 sm:py-16" contained={false}>
        {/* The card sits inside the content column, not on it: the column's side padding stays. */}
        <div className="container-page">
          <div className="flex flex-col items-start justify-between gap-6 rounded-[2rem] bg-white p-6 shadow-soft sm:p-10 md:flex-row md:items-center">
            <div>
              <Heading size="panel" id="press-cta-heading">
                {copy.pressCta.title}
              </Heading>
              <p className="mt-2 max-w-xl text-ink-soft">{copy.pressCta.text}</p>
            </div>
            <ButtonLink to="/media-contact" variant="secondary">
              {copy.pressCta.link}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <VibeCheckCta />
    </>
  );
}
